/// A button that switches the edit mode of the views around it: "Edit",
/// and "Done" while editing.
///
/// ```swift
/// List { ForEach(todos) { Text($0.title) }.onDelete(perform: delete) }
///     .toolbar { EditButton() }
/// ```
///
/// It writes `@Environment(\.editMode)`: in a navigation stack, the
/// stack's mode, which its lists read (``DynamicViewContent/onDelete(perform:)``).
/// With no edit mode around it, it does nothing. Cost: a button's.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// Creates the button.
    public init() {}

    /// "Edit" or "Done".
    public var body: some View {
        Button(editMode?.wrappedValue.isEditing == true ? "Done" : "Edit") {
            guard let editMode else { return }
            editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
        }
    }
}
