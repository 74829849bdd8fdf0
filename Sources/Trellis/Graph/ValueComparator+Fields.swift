#if !TRELLIS_PUBLIC_API_ONLY
extension ValueComparator {
    /// Field by field, at the offsets of the type's field records, each
    /// field with its type's comparator; `nil` unless `type` is a struct or
    /// a tuple.
    @MainActor
    static func structuralStrategy(for type: Any.Type) -> Strategy? {
        structuralFields(of: type).map { fields in
            .fields(fields.map { ($0.offset, ValueComparator.of($0.type)) })
        }
    }
}
#endif
