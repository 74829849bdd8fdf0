/// A key for a value a view hands to the ``Layout`` that arranges it.
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
///
/// Text("first").layoutValue(key: Rank.self, value: 1)
/// // in the layout: subview[Rank.self] == 1
/// ```
///
/// The value is read through ``LayoutSubview/subscript(_:)``; a subview that
/// set none gives `defaultValue`.
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value

    /// The value of a subview that set none.
    static var defaultValue: Value { get }
}
