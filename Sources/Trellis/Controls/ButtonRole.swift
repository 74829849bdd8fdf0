/// What a button does, for styles that mark destructive or cancelling actions.
///
/// ```swift
/// Button("Delete", role: .destructive) { delete() }   // drawn in red by the default style
/// ```
public struct ButtonRole: Equatable, Sendable {
    private let name: String

    /// The button deletes data or cannot be undone.
    public static let destructive = ButtonRole(name: "destructive")
    /// The button cancels the operation in progress.
    public static let cancel = ButtonRole(name: "cancel")
}
