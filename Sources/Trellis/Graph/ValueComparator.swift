/// Decides whether two values of one type are the same input, so that the
/// graph can stop propagation where a re-evaluated value did not change
/// (ARCHITECTURE.md, “The graph”).
///
/// One comparator is built per type, from the type's field layout, and cached.
/// Equal bytes always mean equal (same plain data, same object references,
/// same collection storage, same closure contexts). When the bytes differ:
///
/// | value                                  | rule                                   |
/// |----------------------------------------|----------------------------------------|
/// | dynamic property (`@State`, …)         | its own rule (state is not an input)   |
/// | array, set, dictionary                 | different storage: changed (no O(N) `==`) |
/// | `Equatable`                            | `==`                                   |
/// | optional                               | both `nil`, or the wrapped values by these rules |
/// | struct or tuple                        | field by field, by these rules         |
/// | anything else (plain data, references, closures, enums, existentials) | changed |
///
/// A view holding an optional model reference and a string is therefore
/// unchanged when both are the same, the common case; a closure field makes
/// only that field count as changed when a new closure was made. Cost: one
/// `memcmp` when nothing changed; otherwise a walk over the fields (by their
/// offsets, or through `Mirror` in the public-interface build: see
/// `ValueComparator+Mirror.swift`).
/// Comparing is not isolated to the main actor (so no isolation check runs per
/// field); building and caching comparators is.
final class ValueComparator: @unchecked Sendable {
    enum Strategy {
        case bitwise
        case custom((UnsafeRawPointer, UnsafeRawPointer) -> Bool)
        case fields([(offset: Int, comparator: ValueComparator)])
        case property((UnsafeRawPointer, UnsafeRawPointer) -> Bool)
    }

    private let size: Int
    private let strategy: Strategy

    private init(size: Int, strategy: Strategy) {
        self.size = size
        self.strategy = strategy
    }

    /// Whether `old` and `new` are the same input.
    func isEqual<Value>(_ old: Value, _ new: Value) -> Bool {
        withUnsafePointer(to: old) { oldPointer in
            withUnsafePointer(to: new) { newPointer in
                isEqual(UnsafeRawPointer(oldPointer), UnsafeRawPointer(newPointer))
            }
        }
    }

    /// Whether the values at `old` and `new` are the same input, read where
    /// they lie: a node compares its stored value this way (`&view`), with
    /// no copy of either value.
    @inline(__always)
    func isEqual<Value>(at old: UnsafePointer<Value>, _ new: UnsafePointer<Value>) -> Bool {
        isEqual(UnsafeRawPointer(old), UnsafeRawPointer(new))
    }

    /// Whether the values at `old` and `new` are the same input, by a
    /// comparator held without a count (one of the cached comparators,
    /// which live as long as the program): borrowed, it is neither
    /// retained nor released. (The closure is written here, outside the
    /// main actor, so that calling it checks no isolation.)
    @inline(__always)
    static func isEqual<Value>(
        by comparator: Unmanaged<ValueComparator>, at old: UnsafePointer<Value>, _ new: UnsafePointer<Value>
    ) -> Bool {
        comparator._withUnsafeGuaranteedRef { $0.isEqual(UnsafeRawPointer(old), UnsafeRawPointer(new)) }
    }

    /// Whether the values at `old` and `new`, both of this comparator's type,
    /// are the same input.
    func isEqual(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool {
        if case .property(let compare) = strategy {
            return compare(old, new)
        }
        if size == 0 || memcmp(old, new, size) == 0 {
            return true
        }
        switch strategy {
        case .bitwise:
            return false
        case .custom(let compare), .property(let compare):
            return compare(old, new)
        case .fields(let fields):
            for field in fields where !field.comparator.isEqual(old + field.offset, new + field.offset) {
                return false
            }
            return true
        }
    }

    // MARK: Building

    @MainActor private static var cache: [ObjectIdentifier: ValueComparator] = [:]

    /// The comparator for `type`, built on first use.
    @MainActor
    static func of(_ type: Any.Type) -> ValueComparator {
        if let cached = cache[ObjectIdentifier(type)] {
            return cached
        }
        let comparator = make(type)
        cache[ObjectIdentifier(type)] = comparator
        return comparator
    }

    @MainActor
    private static func make(_ type: Any.Type) -> ValueComparator {
        let size = byteSize(of: type)
        if let property = type as? any InputComparableProperty.Type {
            return ValueComparator(size: size, strategy: .property(property.isSameInput))
        }
        if type is any StorageIdentifiedCollection.Type {
            return ValueComparator(size: size, strategy: .bitwise)
        }
        if let equatable = type as? any Equatable.Type {
            return ValueComparator(size: size, strategy: .custom(equalityTest(for: equatable)))
        }
        if let optional = type as? any ComparableOptional.Type {
            let wrapped = ValueComparator.of(optional.wrappedType)
            return ValueComparator(size: size, strategy: .custom(optional.comparison(comparingWrappedWith: wrapped)))
        }
        if isPlainData(type) {
            return ValueComparator(size: size, strategy: .bitwise)
        }
        return ValueComparator(size: size, strategy: structuralStrategy(for: type) ?? .bitwise)
    }

    private static func equalityTest<Value: Equatable>(
        for type: Value.Type
    ) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        { old, new in
            old.assumingMemoryBound(to: Value.self).pointee == new.assumingMemoryBound(to: Value.self).pointee
        }
    }
}
