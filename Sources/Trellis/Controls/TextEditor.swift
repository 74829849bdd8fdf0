/// A box the user types text of several lines into, bound to a string.
///
/// ```swift
/// @State private var notes = ""
/// TextEditor(text: $notes)
///     .frame(height: 6)
///     .border(.gray)
/// ```
///
/// It takes the space it is offered (ideally its text's size) and wraps
/// lines at its width, between characters; it scrolls to keep the caret in
/// view. Tab or a click focuses it (a click puts the caret where it
/// lands); then characters insert, Return starts a new line, ← → move by
/// characters (with Alt or Ctrl by words), ↑ ↓ by rows, Home and End (Ctrl-A,
/// Ctrl-E) go to the start and end of the row, Page Up and Page Down by a
/// screen, Backspace and Delete (Ctrl-D) delete, Ctrl-K deletes to the end
/// of the line, and a paste inserts its text with its line breaks. Tab and
/// Esc go on to the views around it, so Tab still moves the focus. Control
/// characters other than line breaks are drawn as visible symbols and
/// never reach the terminal.
///
/// Cost by the edit and the rows in view, not the text: a key costs the
/// line it changes (its characters wrapped again) and the rows drawn, and
/// the caret's moves walk the lines between where it was and where it goes.
/// Bound to `@State`, the state's string takes each edit in place; other
/// sources are handed the whole string per edit (one copy). A new width or
/// a text set from outside lays out the whole text once, O(length).
public struct TextEditor: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let text: Binding<String>

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: TextEditor, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(TextEditorNode(view: view, inputs: inputs))
    }
}
