/// The menu and primary action a `List` gives its selected rows, from
/// `.contextMenu(forSelectionType:menu:primaryAction:)` on the list.
///
/// ```swift
/// List(selection: $selected) { … }
///     .contextMenu(forSelectionType: Note.ID.self) { ids in
///         Button("Archive \(ids.count)") { store.archive(ids) }
///     } primaryAction: { ids in open(ids) }
/// ```
///
/// The list builds the menu when its action menu opens (Shift-F10,
/// Alt-Return, a right click) for the rows it acts on: the selection when
/// the row is selected, else that row alone. Values of another type than
/// the one asked for are left out. Nothing is stored per row.
struct SelectionMenu {
    /// The menu's entries for a set of row values.
    let menu: @MainActor (Set<AnyHashable>) -> AnyView
    /// Runs on Return on a row, with the same set.
    let primaryAction: ((Set<AnyHashable>) -> Void)?

    @MainActor
    init<Value: Hashable, Menu: View>(
        _ type: Value.Type, menu: @escaping (Set<Value>) -> Menu, primaryAction: ((Set<Value>) -> Void)?
    ) {
        self.menu = { @MainActor values in AnyView(menu(Self.values(values, as: type))) }
        self.primaryAction = primaryAction.map { action in { values in action(Self.values(values, as: type)) } }
    }

    private static func values<Value: Hashable>(_ values: Set<AnyHashable>, as type: Value.Type) -> Set<Value> {
        Set(values.compactMap { $0.base as? Value })
    }
}

struct SelectionMenuKey: EnvironmentKey {
    static var defaultValue: SelectionMenu? { nil }
}

extension EnvironmentValues {
    /// The menu for a list's selected rows (see ``SelectionMenu``).
    var selectionMenu: SelectionMenu? {
        get { self[SelectionMenuKey.self] }
        set { self[SelectionMenuKey.self] = newValue }
    }
}

extension View {
    /// Gives a list's rows a context menu built for the selected rows, and
    /// an action for Return on a row.
    ///
    /// ```swift
    /// List(notes, selection: $selected) { note in Text(note.title) }
    ///     .contextMenu(forSelectionType: Note.ID.self) { ids in
    ///         Button("Delete \(ids.count) notes", role: .destructive) { store.delete(ids) }
    ///     } primaryAction: { ids in
    ///         openNotes(ids)
    ///     }
    /// ```
    ///
    /// The menu joins the row's action menu (Shift-F10, Alt-Return or a
    /// right click; see ``contextMenu(menuItems:)``), after the row's own
    /// entries; it is built for the selection when the row is in it, else
    /// for that row alone. `primaryAction` runs on Return on the current
    /// row, with the same set (a double click is not reported by a
    /// terminal). Outside a `List` it does nothing. Cost: the menu is built
    /// when it opens.
    public func contextMenu<Value: Hashable, Menu: View>(
        forSelectionType itemType: Value.Type = Value.self, @ViewBuilder menu: @escaping (Set<Value>) -> Menu,
        primaryAction: ((Set<Value>) -> Void)? = nil
    ) -> some View {
        environment(\.selectionMenu, SelectionMenu(itemType, menu: menu, primaryAction: primaryAction))
    }
}
