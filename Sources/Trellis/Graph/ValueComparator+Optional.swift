/// An optional whose wrapped type is not `Equatable`: compared by whether each
/// side is `nil`, then by the wrapped values' comparator.
protocol ComparableOptional {
    /// The type of the wrapped value.
    static var wrappedType: Any.Type { get }

    /// Compares two optionals, the wrapped values with `wrapped`.
    static func comparison(comparingWrappedWith wrapped: ValueComparator) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool
}

extension Optional: ComparableOptional {
    static var wrappedType: Any.Type { Wrapped.self }

    static func comparison(comparingWrappedWith wrapped: ValueComparator) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        { old, new in
            switch (old.assumingMemoryBound(to: Wrapped?.self).pointee, new.assumingMemoryBound(to: Wrapped?.self).pointee) {
            case (nil, nil):
                return true
            case (let oldValue?, let newValue?):
                return wrapped.isEqual(oldValue, newValue)
            default:
                return false
            }
        }
    }
}
