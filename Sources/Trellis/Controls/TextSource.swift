/// The string a text field or editor edits, as its binding holds it: taken
/// into the edited text only when something else changed it, and given
/// each edit back in place.
///
/// ```
/// @State var notes = <1 MiB of text>          the user types "a" at the end
/// editing.text  "…" → "…a"   in place (EditableText)
/// notes         "…" → "…a"   in place, the same Edit through Binding.update
/// ```
///
/// A binding whose source counts its writes (``Binding/version``, as
/// `@State`'s does) tells whether anything wrote to it since the control
/// last matched it. While nothing did, reading compares no strings and
/// writing copies none: a key at the end of 1 MiB costs what it changed.
/// Any other binding (a model's property through `@Bindable`,
/// `Binding(get:set:)`) is compared when read and handed the whole text
/// when written: the model then shares the text's buffer, so the next edit
/// copies it once.
@MainActor
struct TextSource {
    /// The binding's version when its string was last known to equal the
    /// edited text; `nil` when the source cannot tell.
    private var syncedVersion: BindingVersion?

    /// Takes `text`, just read from a binding at `version`, into `editing`
    /// when it is not the text the control last matched; returns whether
    /// it did (the control then lays out and draws again).
    mutating func read(_ text: String, version: BindingVersion?, into editing: inout EditableText) -> Bool {
        defer { syncedVersion = version }
        // The same write count as after the control's own last write: the
        // string is the edited text, no comparison needed (1 MiB would take
        // a pass per key).
        guard version == nil || version != syncedVersion, text != editing.text else { return false }
        editing.replaceText(with: text)
        return true
    }

    /// Writes the edited text to `binding`. When the binding's source
    /// counts its writes and none came since the control last matched it,
    /// the command's ``EditableText/Edit`` is applied to the source's string
    /// in place; otherwise the text is handed over whole.
    mutating func write(_ editing: EditableText, to binding: Binding<String>) {
        if let edit = editing.lastEdit, let version = binding.version, version == syncedVersion {
            var replaced = false
            binding.update { value in
                guard value.utf8.count == edit.countBefore else { return }
                EditableText.replace(edit.range, of: &value, with: edit.replacement)
                replaced = true
            }
            if !replaced {
                binding.wrappedValue = editing.text
            }
        } else {
            binding.wrappedValue = editing.text
        }
        syncedVersion = binding.version
    }
}
