import Observation

/// A list of actions shown as a small box over the dimmed screen: a row's
/// swipe actions and context menu, or a ``Menu``'s items.
///
/// ```
/// ╭──────────────╮
/// │ Notes        │     the title, when there is one
/// │ [ Pin ]      │     each action on its own line, Tab and arrows
/// │ [ Delete ]   │     between them, Return or a click runs one
/// │ [ Cancel ]   │     and closes the menu; Esc closes it
/// ╰──────────────╯
/// ```
///
/// Presented as an alert is (Lifecycle.md rule 16), with its actions stacked.
struct ActionMenu {
    let title: String?
    let actions: [AnyView]
}

/// The menu a node presents, if any: observable, so the presentation it
/// wraps its content in follows it.
@Observable
@MainActor
final class ActionMenuState {
    var menu: ActionMenu?
    /// Counts the menus opened, so each is a new presentation.
    private(set) var serial = 0

    func open(_ menu: ActionMenu) {
        serial += 1
        self.menu = menu
    }
}

/// The content of an open ``ActionMenu``.
struct ActionMenuContent: View {
    let menu: ActionMenu

    var body: some View {
        _AlertContent(
            title: menu.title.map { Text(verbatim: $0) },
            actions: Group {
                ForEach(menu.actions.indices, id: \.self) { menu.actions[$0] }
                Button("Cancel", role: .cancel) {}
            },
            message: EmptyView(), stacksActions: true)
    }
}

extension View {
    /// Presents `state`'s menu over the screen while it has one.
    func actionMenu(_ state: ActionMenuState) -> some View {
        modifier(
            _PresentationModifier(
                style: .alert,
                identity: { state.menu == nil ? nil : AnyHashable(state.serial) },
                end: { state.menu = nil },
                onDismiss: nil,
                content: { state.menu.map(ActionMenuContent.init) }))
    }
}

extension KeyPress {
    /// Whether this press opens an action menu: Shift-F10 or Alt-Return,
    /// the keys desktop systems give a context menu.
    var opensActionMenu: Bool {
        let modifiers = self.modifiers.subtracting([.capsLock, .numericPad])
        return (key == .function(10) && modifiers == .shift) || (key == .return && modifiers == .option)
    }
}
