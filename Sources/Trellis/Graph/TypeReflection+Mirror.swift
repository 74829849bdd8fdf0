#if TRELLIS_PUBLIC_API_ONLY
/// The stored properties of `value`'s type in declaration order, or none
/// when it is not a struct, found without the standard library's reflection
/// interface.
///
/// `Mirror` gives each property's name and the type of the value it holds.
/// Its offset comes from the struct's field offset vector, whose place the
/// Swift ABI fixes (docs/ABI/TypeMetadata.rst): the metadata's second word
/// points at the type's descriptor, whose sixth and seventh 32-bit words are
/// the number of fields and where, in words from the metadata, the vector of
/// 32-bit offsets starts. For
///
/// ```swift
/// struct Row: View { let title: String; @State var isOn = false }
/// ```
///
/// the mirror lists `title` (a `String`) and `_isOn` (a `State<Bool>`), and
/// the vector holds 0 and 16.
///
/// Cost: a `Mirror` of the value (one allocation per property), once per type
/// by its callers' caches. A type with a custom mirror (`CustomReflectable`)
/// cannot be read this way and stops with a message.
func storedFields(of value: Any) -> [StoredField] {
    let mirror = Mirror(reflecting: value)
    let type = Swift.type(of: value)
    guard mirror.displayStyle == .struct, let offsets = fieldOffsets(of: type) else { return [] }
    precondition(
        offsets.count == mirror.children.count,
        "Trellis cannot find the stored properties of \(type): its mirror is custom (CustomReflectable)."
    )
    return zip(mirror.children, offsets).map { child, offset in
        StoredField(name: child.label ?? "", offset: offset, type: Swift.type(of: child.value))
    }
}

/// The offsets of a struct type's stored properties, or `nil` when `type`
/// is not a struct.
private func fieldOffsets(of type: Any.Type) -> [Int]? {
    let structKind = 0x200
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    guard metadata.load(as: Int.self) == structKind else { return nil }
    let descriptor = metadata.load(fromByteOffset: MemoryLayout<Int>.size, as: UnsafeRawPointer.self)
    let count = Int(descriptor.load(fromByteOffset: 20, as: UInt32.self))
    let vector = metadata + Int(descriptor.load(fromByteOffset: 24, as: UInt32.self)) * MemoryLayout<Int>.size
    return (0..<count).map { Int(vector.load(fromByteOffset: $0 * MemoryLayout<UInt32>.size, as: UInt32.self)) }
}
#endif
