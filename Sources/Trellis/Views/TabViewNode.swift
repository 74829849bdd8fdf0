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
/// With `.tabViewStyle(.page)` the bar is a row of dots under the tab
/// instead (`● ○ ○`, centred), or no row at all with
/// `.page(indexDisplayMode: .never)`.
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
    /// How the bar shows the tabs, from `.tabViewStyle(_:)`.
    private var bar = _TabBar.titles

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
        let bar: _TabBar
        (selection, bar) = Evaluation.run(for: self) {
            (view.selection.map { AnyHashable($0.wrappedValue) } ?? ownSelection, environment.tabBar)
        }
        if bar != self.bar {
            self.bar = bar
            setNeedsLayout()
        }
        let chosen = tabs.first { $0.key == selection }
        var newTitles: [String] = []
        for tab in tabs {
            newTitles.append(Self.barTitle(of: tab.item, page: tab.page))
        }
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

    /// The bar's title of the tab `item` stands for: its page's title, and
    /// after it the tab's `.badge`, set on the tab (`Tab(…) { … }.badge(3)`,
    /// `.tabItem { … }.badge(3)`) or on the tab item's content
    /// (`Inbox().badge(3).tabItem { … }`), as SwiftUI's samples write it.
    ///
    /// ```
    /// Tab("Inbox") { … }.badge(3)   →   " Inbox 3 "
    /// ```
    static func barTitle(of item: ViewNode, page: any TabPage) -> String {
        let badge = _ListRowTraits.traits(of: item).badge ?? page.contentBadge
        guard let badge else { return page.title }
        return "\(page.title) \(badge)"
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
        switch bar {
        case .titles: titles.reduce(0) { $0 + DrawContext.width(of: $1) + 2 }
        case .pageDots: max(titles.count * 2 - 1, 0)
        }
    }

    /// The rows the bar takes: one, or none for hidden page dots.
    private var barHeight: Int { bar == .pageDots(visible: false) ? 0 : 1 }

    /// The row the tab's content starts on: under the titles, or at the top
    /// over the page dots.
    private var contentRow: Int { bar == .titles ? 1 : 0 }

    override func measure(_ proposal: CellProposal) -> CellSize {
        let content = measureItems(
            layoutItems,
            proposal: CellProposal(width: proposal.width, height: proposal.height.map { max($0 - barHeight, 0) }))
        return CellSize(
            width: proposal.width ?? max(barWidth, content.width), height: proposal.height ?? content.height + barHeight)
    }

    override func placeContent(in size: CellSize, proposal: CellProposal) {
        let height = max(size.height - barHeight, 0)
        placeItems(
            layoutItems, in: CellSize(width: size.width, height: height),
            proposal: CellProposal(width: size.width, height: height), at: CellPoint(column: 0, row: contentRow))
    }

    /// The column of the first page dot: the dots are centred.
    private var firstDotColumn: Int { max((layout.size.width - barWidth) / 2, 0) }

    override func drawContent(in context: inout DrawContext) {
        guard layout.size.height > 0 else { return }
        let selectedIndex = tabs.firstIndex { $0.key == selection }
        switch bar {
        case .titles:
            var column = 0
            for (index, title) in titles.enumerated() {
                let style = Cell(background: .clear, attributes: index == selectedIndex ? [.inverse, .bold] : [])
                column += context.put(" \(title) ", column: column, row: 0, style: style)
            }
        case .pageDots(visible: true):
            let row = layout.size.height - 1
            for index in titles.indices {
                let style = Cell(background: .clear, attributes: index == selectedIndex ? [] : [.dim])
                _ = context.put(index == selectedIndex ? "●" : "○", column: firstDotColumn + index * 2, row: row, style: style)
            }
        case .pageDots(visible: false):
            break
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
        case (.rightArrow, []) where bar != .titles:
            selectTab(offset: 1)
        case (.leftArrow, []) where bar != .titles:
            selectTab(offset: -1)
        default:
            return false
        }
        return true
    }

    override var answersShortcuts: Bool { true }

    override func respondToClick(at point: CellPoint) -> Bool {
        if bar == .pageDots(visible: true) {
            return selectDot(at: point)
        }
        guard bar == .titles, point.row == 0 else { return false }
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

    /// Selects the page whose dot is at `point`, on the last row.
    private func selectDot(at point: CellPoint) -> Bool {
        let offset = point.column - firstDotColumn
        guard point.row == layout.size.height - 1, offset >= 0, offset % 2 == 0 else { return false }
        let tabs = tabs
        guard tabs.indices.contains(offset / 2) else { return false }
        select(tabs[offset / 2].key)
        return true
    }

    override var displayName: String { "TabView" }

    override var stateDescription: String? { selection.map { "selection \($0.base)" } }
}
