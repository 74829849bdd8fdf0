/// The node of a ``TabView``: finds the tabs among its content's list items,
/// keeps the selected one in the visible hierarchy, lays out and draws the
/// tab bar and the selected tab, and switches tabs on clicks and keys.
///
/// Its only child is the content; each list item of the content that has a
/// ``TabPage`` on its chain of modifiers and custom views is a tab, keyed by
/// its tag (its position when it has none). Layout:
///
/// ```
///  Inbox  Sent  Drafts        row 0: titles, the selected one bold and reversed
/// <the selected list item>    rows 1…: proposed the rest of the tab view
/// ```
///
/// Cost: O(tabs) per update of the tab view, per bar drawn and per key.
@MainActor
final class TabViewNode<SelectionValue: Hashable, Content: View>: TypedNode<TabView<SelectionValue, Content>>,
    KeyboardShortcutTarget
{
    /// The selection when the tab view has no binding.
    private var ownSelection: AnyHashable?
    /// The selection read from the binding (or the own one) at the last update.
    private var selection: AnyHashable?
    /// The list item of the selected tab and its page.
    private var selectedItem: ViewNode?
    private var selectedPage: (any TabPage)?
    /// The titles the bar showed at the last layout.
    private var titles: [String] = []

    override func mountContent() {
        children = [makeChild(view.content)]
        applySelection()
    }

    override func reconcile() {
        updateChild(children[0], to: view.content)
        applySelection()
    }

    override func readsDidChange() {
        applySelection()
    }

    // MARK: Tabs

    /// The tabs in bar order: each list item with its page and its key.
    private var tabs: [(item: ViewNode, page: any TabPage, key: AnyHashable)] {
        var tabs: [(item: ViewNode, page: any TabPage, key: AnyHashable)] = []
        for item in listItems(of: children[0]) {
            var node: ViewNode? = item
            while let current = node, !(current is any TabPage) {
                node = current.forwardsTraits ? current.children.first : nil
            }
            if let page = node as? any TabPage {
                tabs.append((item, page, item.selectionTag ?? AnyHashable(tabs.count)))
            }
        }
        return tabs
    }

    /// Reads the selection and shows its tab: the new tab joins the visible
    /// hierarchy (built at its first selection), then the old one leaves it.
    private func applySelection() {
        let tabs = tabs
        if view.selection == nil, ownSelection == nil || !tabs.contains(where: { $0.key == ownSelection }) {
            ownSelection = tabs.first?.key
        }
        selection = Evaluation.run(for: self) {
            view.selection.map { AnyHashable($0.wrappedValue) } ?? ownSelection
        }
        let chosen = tabs.first { $0.key == selection }
        let newTitles = tabs.map(\.page.title)
        if chosen?.item !== selectedItem || chosen?.page !== selectedPage {
            let oldPage = selectedPage
            selectedItem = chosen?.item
            selectedPage = chosen?.page
            chosen?.page.select(true)
            if let oldPage, oldPage.isAlive, oldPage !== chosen?.page {
                oldPage.select(false)
            }
            titles = newTitles
            childrenDidChange()
        } else if newTitles != titles {
            titles = newTitles
            setNeedsLayout()
        }
    }

    /// Selects the tab at `offset` from the selected one, wrapping around.
    private func selectTab(offset: Int) {
        let tabs = tabs
        guard !tabs.isEmpty else { return }
        let current = tabs.firstIndex { $0.key == selection } ?? (offset > 0 ? -1 : 0)
        let index = ((current + offset) % tabs.count + tabs.count) % tabs.count
        select(tabs[index].key)
    }

    private func select(_ key: AnyHashable) {
        if let binding = view.selection {
            if let value = key.base as? SelectionValue {
                binding.wrappedValue = value
            }
        } else if ownSelection != key {
            ownSelection = key
            invalidate()
        }
    }

    // MARK: Layout and drawing

    override func collectLayoutItems() -> [ViewNode] {
        selectedItem.map { [$0] } ?? []
    }

    private var barWidth: Int {
        titles.reduce(0) { $0 + DrawContext.width(of: $1) + 2 }
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        let content = measureItems(
            layoutItems, proposal: CellProposal(width: proposal.width, height: proposal.height.map { max($0 - 1, 0) }))
        return CellSize(
            width: proposal.width ?? max(barWidth, content.width), height: proposal.height ?? content.height + 1)
    }

    override func placeContent(in size: CellSize, proposal: CellProposal) {
        placeItems(
            layoutItems, in: CellSize(width: size.width, height: max(size.height - 1, 0)),
            proposal: CellProposal(width: size.width, height: max(size.height - 1, 0)), at: CellPoint(column: 0, row: 1))
    }

    override func drawContent(in context: inout DrawContext) {
        guard layout.size.height > 0 else { return }
        let selectedIndex = tabs.firstIndex { $0.key == selection }
        var column = 0
        for (index, title) in titles.enumerated() {
            let style = Cell(background: .clear, attributes: index == selectedIndex ? [.inverse, .bold] : [])
            column += context.put(" \(title) ", column: column, row: 0, style: style)
        }
    }

    // MARK: Input

    override func respond(to press: KeyPress) -> KeyPress.Result {
        performShortcut(for: press) ? .handled : .ignored
    }

    /// Its keys also reach the tab view as shortcuts while it is shown, so
    /// they switch tabs when nothing is focused (or the focused view left
    /// with the tab it was in) and no focused view handled them.
    var shortcut: KeyboardShortcut? { nil }

    func performShortcut() -> Bool { false }

    func performShortcut(for press: KeyPress) -> Bool {
        let modifiers = press.modifiers.subtracting([.capsLock, .numericPad])
        switch (press.key, modifiers) {
        case (.pageDown, .control), ("]", []):
            selectTab(offset: 1)
        case (.pageUp, .control), ("[", []):
            selectTab(offset: -1)
        default:
            return false
        }
        return true
    }

    override var answersShortcuts: Bool { true }

    override func respondToClick(at point: CellPoint) -> Bool {
        guard point.row == 0 else { return false }
        var column = 0
        for (index, title) in titles.enumerated() {
            let width = DrawContext.width(of: title) + 2
            if point.column >= column, point.column < column + width {
                let tabs = tabs
                if tabs.indices.contains(index) {
                    select(tabs[index].key)
                }
                return true
            }
            column += width
        }
        return false
    }

    override var displayName: String { "TabView" }

    override var stateDescription: String? { selection.map { "selection \($0.base)" } }
}
