/// What the graph needs to know of a type beyond its value: its size, whether
/// it is plain data, its name, and where its stored properties are.
///
/// Finding stored properties has two implementations, chosen when Trellis is
/// built (ARCHITECTURE.md, “Field reflection”):
///
/// - by default, the standard library's reflection interface
///   (`TypeReflection+Runtime.swift`), which reads a type's fields without a
///   value;
/// - with the compilation condition `TRELLIS_PUBLIC_API_ONLY`, `Mirror` and
///   the struct's field offsets (`TypeReflection+Mirror.swift`), for
///   toolchains that do not ship that interface.

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

/// The name of `type` without module or generic arguments, for descriptions.
func typeName(of type: Any.Type) -> String {
    let name = _typeName(type, qualified: false)
    return String(name.prefix { $0 != "<" })
}

/// One stored property of a struct, as ``storedFields(of:)`` lists it.
struct StoredField {
    /// The name as declared; a property wrapper's storage is `_name`.
    let name: String

    /// The offset of the property in the struct's bytes.
    let offset: Int

    /// The property's type. Exact for every property whose declared type is
    /// not an existential (`any P`, `Any`); for those, the public-interface
    /// build sees the type of the value held.
    let type: Any.Type
}

/// A copy of the property of `type` stored `offset` bytes into `value`.
///
/// Only for properties whose ``StoredField/type`` is exact and that are not
/// `weak` or `unowned(unsafe)` (their bytes are not a strong reference).
func storedValue(ofType type: Any.Type, at offset: Int, in value: Any) -> Any {
    func load<Field>(_: Field.Type) -> Any {
        func read<Container>(_ container: Container) -> Any {
            withUnsafeBytes(of: container) { bytes in
                bytes.baseAddress!.advanced(by: offset).assumingMemoryBound(to: Field.self).pointee
            }
        }
        return read(value)
    }
    return load(type)
}
