/// What a `List` draws over the rows of its lazy stack: the separators
/// between rows, the selected rows and the keyboard cursor.
///
/// Owned by the list's node, which hands it to its lazy stack through the
/// environment (one object for the list's life, so handing it on never
/// re-evaluates anything); the lazy stack asks it about each row in view
/// when it draws. Cost per frame: one lookup per row in view.
@MainActor
final class ListDecoration {
    /// Whether a faint line is drawn in the row of spacing between rows.
    var showsSeparators = true
    /// Whether the row with this selection value (its tag, or its ID) is selected.
    var isSelected: (AnyHashable) -> Bool = { _ in false }
    /// The row the keyboard moves (multiple selection), shown underlined
    /// while the list has the focus.
    var cursor: AnyHashable?
    /// Whether the list has the focus, so that the cursor shows.
    var showsCursor = false
    /// Selects the row whose selection value is this (a `NavigationLink`'s
    /// value in a list with a selection of its type); returns whether the
    /// list has a selection of that type.
    var select: (AnyHashable) -> Bool = { _ in false }
    /// Empties the selection (a split view's column was popped in a
    /// compact terminal, as SwiftUI does).
    var clearSelection: () -> Void = {}
    /// How many rows in view have swipe actions or a context menu.
    private(set) var rowActionCount = 0
    /// Called when ``rowActionCount`` goes from or to zero.
    var rowActionsDidChange: () -> Void = {}
    /// How many rows of the list have row traits (`.listRowBackground`, a
    /// row's `.listRowSeparator`): while none do, drawing looks for none.
    var rowTraitsCount = 0
    /// Whether the cursor is drawn in reverse video (a list without a
    /// selection moving a cursor over its rows) rather than underlined.
    var highlightsCursor = false

    /// Counts rows with actions coming (`change` 1) or going (-1).
    func rowActionsDidAppear(by change: Int) {
        let had = rowActionCount > 0
        rowActionCount += change
        if had != (rowActionCount > 0) {
            rowActionsDidChange()
        }
    }
}

/// The key of `EnvironmentValues.listDecoration`.
struct ListDecorationKey: EnvironmentKey {
    static var defaultValue: ListDecoration? { nil }
}

/// The key of `EnvironmentValues.scrollViewTakesFocus`.
struct ScrollViewTakesFocusKey: EnvironmentKey {
    static let defaultValue = true
}

/// The key of `EnvironmentValues.listRowSeparator`.
struct ListRowSeparatorKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// The decoration of the list whose lazy stack is below, if any.
    var listDecoration: ListDecoration? {
        get { self[ListDecorationKey.self] }
        set { self[ListDecorationKey.self] = newValue }
    }

    /// Whether the scroll views below take the focus themselves; a list
    /// with a selection takes it instead.
    var scrollViewTakesFocus: Bool {
        get { self[ScrollViewTakesFocusKey.self] }
        set { self[ScrollViewTakesFocusKey.self] = newValue }
    }

    /// Whether the lists here draw separators between their rows.
    var listRowSeparator: Visibility {
        get { self[ListRowSeparatorKey.self] }
        set { self[ListRowSeparatorKey.self] = newValue }
    }
}

extension View {
    /// Shows (`.visible`, `.automatic`) or hides (`.hidden`) separator
    /// lines: on a list, between all its rows; on a row, after that row.
    ///
    /// ```swift
    /// List(files) { Text($0.name) }.listRowSeparator(.hidden)   // one row per line
    /// Text("Pinned").listRowSeparator(.hidden)                  // this row's line only
    /// ```
    ///
    /// A separator takes a row of the terminal; hiding them on the list
    /// doubles the rows it shows. A row whose separator is hidden keeps the
    /// blank row where its line would be. `edges` is accepted: a row has one
    /// separator, after it.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        environment(\.listRowSeparator, visibility).modifier(_ListRowTraits(separator: visibility))
    }
}
