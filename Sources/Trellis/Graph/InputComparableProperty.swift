/// A property wrapper with its own rule for input comparison: `@State` is
/// storage, not an input; a `@Binding` is the same input when it points at the
/// same location.
///
/// Comparators are called by the graph, on the main actor; a rule may assume
/// it (`Binding`'s reads its main-actor locations).
protocol InputComparableProperty {
    /// Whether the wrappers at `old` and `new` are the same input.
    static func isSameInput(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool
}
