/// A type-erased list of the values pushed on a ``NavigationStack``.
///
/// ```swift
/// @State private var path = NavigationPath()
///
/// NavigationStack(path: $path) { … }
/// path.append(recipe)      // pushes the destination for Recipe values
/// path.removeLast()        // pops it
/// ```
///
/// Elements may be of different `Hashable` types; the stack shows each
/// with the destination registered for its type. Cost: an array of
/// `AnyHashable`; appending and removing at the end are O(1).
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// Creates an empty path.
    public init() {
        elements = []
    }

    /// Creates a path holding `elements`, first at the bottom.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of values on the path.
    public var count: Int { elements.count }

    /// Whether the path is empty (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value` on the path.
    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    /// Pops the last `k` values (fewer when the path is shorter).
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(min(max(k, 0), elements.count))
    }
}
