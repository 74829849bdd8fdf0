import Observation

/// Whether the user is editing a list: its rows show delete and move
/// handles.
///
/// ```swift
/// @Environment(\.editMode) private var editMode
/// var body: some View {
///     if editMode?.wrappedValue.isEditing == true { Text("Editing") }
/// }
/// ```
///
/// A navigation stack provides the binding to its screens (and their
/// toolbar items), so an ``EditButton`` in a toolbar switches the stack's
/// lists; `.environment(\.editMode, $mode)` provides your own.
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment (a swipe): drawn as `.active`.
    case transient
    /// Editing.
    case active

    /// Whether this is `.active` or `.transient`.
    public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of the views here: the nearest navigation stack's, or
    /// one set with `.environment(\.editMode, $mode)`; `nil` outside both.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// The edit mode a navigation stack keeps for its screens: observable, so
/// the views that read it through the binding update when it changes.
@Observable
@MainActor
final class EditModeStorage {
    var mode = EditMode.inactive

    /// A binding to the mode.
    var binding: Binding<EditMode> {
        Binding(get: { self.mode }, set: { self.mode = $0 })
    }
}
