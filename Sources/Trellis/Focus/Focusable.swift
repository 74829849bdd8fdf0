/// A node that can hold the keyboard focus: a `.focusable()` view, a
/// `TextField`, a `Toggle`, a `Button`.
///
/// A focusable node returns itself from `ViewNode.focusable`; the graph then
/// registers it with its ``Focus`` when it appears and removes it when it
/// disappears, so only views in the visible hierarchy take part in Tab
/// traversal. The focused node is where key presses start
/// bubbling towards the root.
@MainActor
protocol Focusable: ViewNode {
    /// Whether the node takes focus now: false while it is disabled.
    var acceptsFocus: Bool { get }

    /// Called when the node gains (`true`) or loses (`false`) the focus.
    func focusDidChange(to isFocused: Bool)

    /// Where the terminal cursor stands while the node has focus, in screen
    /// cells, or `nil` to hide it (everything but a text field).
    var cursorPosition: CellPoint? { get }

    /// Called on the focused node when a click lands outside it (an open
    /// menu closes).
    func clickedElsewhere()

    /// Whether Esc takes the focus away from the node when no view around
    /// it uses the key: true for the text inputs, where every printable
    /// key types, so Esc is the way out to the keys that act.
    var givesUpFocusOnEscape: Bool { get }
}

extension Focusable {
    var cursorPosition: CellPoint? { nil }

    var givesUpFocusOnEscape: Bool { false }

    /// Reacts to the control becoming enabled or disabled: one disabled
    /// while focused gives the focus up, and either change redraws it.
    func enabledDidChange(to enabled: Bool, hasFocus: Bool) {
        if !enabled, hasFocus {
            graph.focus.move(to: nil)
        }
        setNeedsDisplay()
    }

    func clickedElsewhere() {}
}
