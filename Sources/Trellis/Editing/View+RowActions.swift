extension View {
    /// Adds actions a list row shows when swiped on a phone: in a terminal,
    /// entries of the row's action menu.
    ///
    /// ```swift
    /// ForEach(mail) { message in
    ///     MessageRow(message)
    ///         .swipeActions(edge: .leading) { Button("Unread") { message.isUnread = true } }
    ///         .swipeActions {
    ///             Button("Delete", role: .destructive) { store.delete(message) }
    ///         }
    /// }
    /// ```
    ///
    /// The menu opens with Shift-F10 or Alt-Return on the focused row (the
    /// list's cursor, or a control inside the row) and with a right click
    /// on the row; it lists the leading actions, the trailing ones, the
    /// context menu's, then "Delete" when the row's `ForEach` has
    /// `.onDelete`. `allowsFullSwipe` is accepted. Cost: one node.
    public func swipeActions<Actions: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> Actions
    ) -> some View {
        modifier(_RowActionsModifier(kind: edge == .leading ? .leadingSwipe : .trailingSwipe, actions: AnyView(content())))
    }

    /// Adds a context menu: the view's action menu, opened with a right
    /// click, Shift-F10 or Alt-Return.
    ///
    /// ```swift
    /// Text(note.title).contextMenu {
    ///     Button("Duplicate") { store.duplicate(note) }
    ///     Button("Delete", role: .destructive) { store.delete(note) }
    /// }
    /// ```
    ///
    /// In a list row the entries join the row's action menu (see
    /// ``swipeActions(edge:allowsFullSwipe:content:)``); elsewhere the view
    /// opens its own. Cost: one node.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(_RowActionsModifier(kind: .contextMenu, actions: AnyView(menuItems())))
    }

    /// Adds a context menu with a preview: the preview is accepted, the
    /// menu opens as ``contextMenu(menuItems:)``'s does.
    public func contextMenu<MenuItems: View, Preview: View>(
        @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
    ) -> some View {
        modifier(_RowActionsModifier(kind: .contextMenu, actions: AnyView(menuItems())))
    }
}

/// Gives the modified view actions for its action menu.
public struct _RowActionsModifier: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// Where SwiftUI would show the actions; orders them in the menu.
    enum Kind: Int, Comparable {
        case leadingSwipe
        case trailingSwipe
        case contextMenu

        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    let kind: Kind
    let actions: AnyView

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(RowActionsNode(view: modifier, inputs: inputs))
    }
}

/// The node of `.swipeActions` and `.contextMenu`: holds the actions,
/// tells the list around it that one of its rows has some (so the list
/// takes the focus with a row cursor), and, outside a list or when a
/// control inside it has the focus, opens its own action menu.
@MainActor
final class RowActionsNode<Content: View>: TypedNode<ModifiedContent<Content, _RowActionsModifier>> {
    private let menu = ActionMenuState()

    var kind: _RowActionsModifier.Kind { view.modifier.kind }
    var actions: AnyView { view.modifier.actions }

    private var presentingContent: some View {
        view.content.actionMenu(menu)
    }

    override func mountContent() {
        children = [makeChild(presentingContent)]
    }

    override func reconcile() {
        updateChild(children[0], to: presentingContent)
    }

    override func didAppear() {
        environment.listDecoration?.rowActionsDidAppear(by: 1)
    }

    override func didDisappear(phase: CommitQueue.Phase) {
        environment.listDecoration?.rowActionsDidAppear(by: -1)
    }

    /// Opens this view's menu with its own actions.
    func open() {
        menu.open(ActionMenu(title: nil, actions: [actions]))
    }

    override func respond(to press: KeyPress) -> KeyPress.Result {
        guard press.phase != .up, press.opensActionMenu else { return .ignored }
        open()
        return .handled
    }

    override func respondToSecondaryClick(at point: CellPoint) -> Bool {
        guard environment.listDecoration == nil else { return false }
        open()
        return true
    }

    override var forwardsTraits: Bool { true }

    override var displayName: String {
        switch kind {
        case .contextMenu: ".contextMenu"
        case .leadingSwipe, .trailingSwipe: ".swipeActions"
        }
    }
}
