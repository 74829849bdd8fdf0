/// A key for a value in the environment, with the value used when no
/// ancestor set one.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///     static let defaultValue = Color.blue
/// }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// // .environment(\.accent, .red)   and   @Environment(\.accent) var accent
/// ```
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value

    /// The value when no ancestor set one.
    static var defaultValue: Value { get }
}
