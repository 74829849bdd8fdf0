#if !TRELLIS_PUBLIC_API_ONLY
@_spi(Reflection) import Swift

/// The stored properties of `value`'s type in declaration order, or none
/// when it is not a struct. Reads only the type (its field records), once per
/// type by its callers' caches.
func storedFields(of value: Any) -> [StoredField] {
    let type = Swift.type(of: value)
    return metadataKind(of: type) == .struct ? fieldLayout(of: type) : []
}

/// The stored fields of a struct or tuple type, with their exact types, or
/// `nil` for any other kind of type.
func structuralFields(of type: Any.Type) -> [StoredField]? {
    switch metadataKind(of: type) {
    case .struct, .tuple: fieldLayout(of: type)
    default: nil
    }
}

private func fieldLayout(of type: Any.Type) -> [StoredField] {
    var fields: [StoredField] = []
    _ = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
        fields.append(StoredField(name: String(cString: name), offset: offset, type: fieldType))
        return true
    }
    return fields
}

/// The kind of `type` (struct, enum, class, function, …), read from the field
/// record of a one-field wrapper, since the standard library reports kinds
/// only for fields.
private func metadataKind(of type: Any.Type) -> _MetadataKind {
    struct Wrapper<Value> {
        var value: Value
    }
    func kind<Value>(_: Value.Type) -> _MetadataKind {
        var result = _MetadataKind.unknown
        _forEachField(of: Wrapper<Value>.self) { _, _, _, kind in
            result = kind
            return false
        }
        return result
    }
    return kind(type)
}
#endif
