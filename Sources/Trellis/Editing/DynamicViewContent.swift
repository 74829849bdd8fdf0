import Foundation

/// A view built from a collection, whose rows a list can delete and move:
/// ``ForEach``.
///
/// ```swift
/// List {
///     ForEach(todos) { TodoRow(todo: $0) }
///         .onDelete { todos.remove(atOffsets: $0) }
///         .onMove { todos.move(fromOffsets: $0, toOffset: $1) }
/// }
/// ```
public protocol DynamicViewContent: View {
    /// The type of the collection.
    associatedtype Data: Collection

    /// The collection the rows are built from.
    var data: Data { get }

    /// The row actions set on this content (engine hook).
    var _editActions: _EditActions { get set }
}

/// What a list may do to a ``DynamicViewContent``'s rows (engine hook).
public struct _EditActions {
    /// Deletes the rows at the offsets.
    var delete: ((IndexSet) -> Void)?
    /// Moves the rows at the offsets before the row at the offset.
    var move: ((IndexSet, Int) -> Void)?

    /// No actions.
    public init() {}

    /// Whether any action is set.
    var isEmpty: Bool { delete == nil && move == nil }
}

extension DynamicViewContent {
    /// Lets a `List` delete these rows.
    ///
    /// ```swift
    /// ForEach(todos) { Text($0.title) }.onDelete { todos.remove(atOffsets: $0) }
    /// ```
    ///
    /// In a list: Delete or Backspace on the focused row calls `action`
    /// with its offset (with a `Set` selection, the selected rows'); the
    /// row's action menu (Shift-F10, Alt-Return or a right click) offers
    /// "Delete"; in edit mode (``EditButton``) each row starts with a red
    /// `⊖` that deletes it when clicked. The action must remove the
    /// elements from the data. Outside a list it does nothing.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        var content = self
        content._editActions.delete = action
        return content
    }

    /// Lets a `List` move these rows.
    ///
    /// ```swift
    /// ForEach(todos) { Text($0.title) }.onMove { todos.move(fromOffsets: $0, toOffset: $1) }
    /// ```
    ///
    /// In a list: Alt-↑ and Alt-↓ move the focused row one place, calling
    /// `action` with its offset and the offset it goes before (as
    /// `move(fromOffsets:toOffset:)` takes them); in edit mode each row
    /// ends with a faint `≡`. Outside a list it does nothing.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        var content = self
        content._editActions.move = action
        return content
    }
}

extension ForEach: DynamicViewContent where Content: View {}
