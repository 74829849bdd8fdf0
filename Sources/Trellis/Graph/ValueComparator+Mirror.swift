#if TRELLIS_PUBLIC_API_ONLY
extension ValueComparator {
    /// Field by field through `Mirror`, when the bytes differ: the public
    /// interface gives a type's fields only from a value, so the two values'
    /// mirrors are walked side by side. A field holding an existential is
    /// compared as the value it holds (the default build compares its bytes).
    ///
    /// Cost: two mirrors (an allocation per field each) per comparison whose
    /// bytes differ, where the default build walks precomputed offsets.
    @MainActor
    static func structuralStrategy(for type: Any.Type) -> Strategy? {
        func comparison<Value>(_: Value.Type) -> Strategy {
            .custom { old, new in
                isSameStructure(
                    old.assumingMemoryBound(to: Value.self).pointee,
                    new.assumingMemoryBound(to: Value.self).pointee
                )
            }
        }
        return comparison(type)
    }

    /// Whether `old` and `new` are structs or tuples whose fields are the
    /// same inputs.
    private static func isSameStructure(_ old: Any, _ new: Any) -> Bool {
        let oldMirror = Mirror(reflecting: old)
        guard oldMirror.displayStyle == .struct || oldMirror.displayStyle == .tuple else { return false }
        let newMirror = Mirror(reflecting: new)
        for (oldField, newField) in zip(oldMirror.children, newMirror.children)
        where !isSameInput(oldField.value, newField.value) {
            return false
        }
        return true
    }

    /// Whether `old` and `new` hold values of one type that its comparator
    /// finds the same.
    private static func isSameInput(_ old: Any, _ new: Any) -> Bool {
        func compare<Value>(_ old: Value) -> Bool {
            guard let new = new as? Value else { return false }
            return MainActor.assumeIsolated { ValueComparator.of(Value.self) }.isEqual(old, new)
        }
        return compare(old)
    }
}
#endif
