/// A key for a value that views report to their ancestors.
///
/// Preferences flow up, as the environment flows down: a view sets one with
/// `.preference(key:value:)`, siblings' values are combined with ``reduce(value:nextValue:)``,
/// and an ancestor reads the result with `.onPreferenceChange(_:perform:)`.
///
/// ```swift
/// struct TitleKey: PreferenceKey {
///     static let defaultValue = ""
///     static func reduce(value: inout String, nextValue: () -> String) {
///         value = value.isEmpty ? nextValue() : value
///     }
/// }
/// ```
///
/// `defaultValue` must leave any value unchanged when reduced with it.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value

    /// The value of a subtree that sets none.
    static var defaultValue: Value { get }

    /// Combines `value` with the next sibling's value, in view order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey {
    /// Reduces two type-erased values of this key.
    @MainActor
    static func reduce(erased value: Any, with next: Any) -> Any {
        var combined = value as! Value
        reduce(value: &combined) { next as! Value }
        return combined
    }

    /// Whether two type-erased values of this key are the same input.
    @MainActor
    static func isEqual(erased old: Any, _ new: Any) -> Bool {
        ValueComparator.of(Value.self).isEqual(old as! Value, new as! Value)
    }
}
