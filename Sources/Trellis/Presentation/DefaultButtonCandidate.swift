/// A node that can be an alert's default button: the one focused when the
/// alert appears, so Return runs it at once (`ButtonActionNode`).
///
/// ```
/// Button("Delete", role: .destructive)   rank nil: never the default
/// Button("Save")                          rank 1  ← focused
/// Button("Cancel", role: .cancel)         rank 2
/// ```
@MainActor
protocol DefaultButtonCandidate: ViewNode {
    /// How this button ranks as the default, lowest first; `nil` when it
    /// must never be (a destructive button).
    var defaultButtonRank: Int? { get }
}
