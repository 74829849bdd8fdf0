@_spi(Reflection) import Swift

/// The size in bytes of a value of `type`.
func byteSize(of type: Any.Type) -> Int {
    func size<Value>(_: Value.Type) -> Int { MemoryLayout<Value>.size }
    return size(type)
}

/// Whether `type` is plain data: copying its bytes copies the value.
func isPlainData(_ type: Any.Type) -> Bool {
    func check<Value>(_: Value.Type) -> Bool { _isPOD(Value.self) }
    return check(type)
}

/// The kind of `type` (struct, enum, class, function, …), read from the field
/// record of a one-field wrapper, since the standard library reports kinds
/// only for fields.
func metadataKind(of type: Any.Type) -> _MetadataKind {
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

/// The name of `type` without module or generic arguments, for descriptions.
func typeName(of type: Any.Type) -> String {
    let name = _typeName(type, qualified: false)
    return String(name.prefix { $0 != "<" })
}
