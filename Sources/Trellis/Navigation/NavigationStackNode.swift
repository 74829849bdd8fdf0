/// The node of a ``NavigationStack``: the navigation bar, the screens
/// (``NavigationScreensNode``) and the bottom bar, top to bottom.
///
/// The bars are views (``NavigationBar``) built from what the screens pass
/// up: the top screen's title, toolbars, bar visibility and hidden back
/// button, and the depth. When those change, reducing preferences marks
/// this node, and the next pass of the same frame rebuilds the bars:
///
/// ```
/// push B    pass 1: screens mount B      commit: depth 0 → 1, title "B" → mark the stack
///           pass 2: bars updated         (‹ Back and B's toolbar drawn in this frame)
/// ```
///
/// Those keys stop here: a stack's bars never show a nested stack's items
/// twice. The stack also keeps the edit mode its screens and their toolbar
/// items share (`@Environment(\.editMode)`), unless an ancestor gives one. Cost: one more pass in a frame where the bars' inputs change;
/// nothing otherwise.
@MainActor
final class NavigationStackNode<Data, Root: View>: TypedNode<NavigationStack<Data, Root>> {
    /// The screens' navigation-bar values the bars were last built from.
    private var barValues = PreferenceValues()
    /// The edit mode the stack gives its screens when no ancestor gives one.
    private let editMode = EditModeStorage()
    private var link: ModifierEnvironmentEntry?

    override var environmentForChildren: EnvironmentValues {
        link.map { EnvironmentValues(head: $0) } ?? environment
    }

    private var screensNode: NavigationScreensNode<Data, Root>? {
        children[1] as? NavigationScreensNode<Data, Root>
    }

    override func mountContent() {
        if environment.editMode == nil {
            var values = environment
            values.editMode = editMode.binding
            link = ModifierEnvironmentEntry(entries: values.entries(above: environment), next: environment.head)
        }
        children = [
            makeChild(bar(edge: .top)), makeChild(NavigationScreens<Data, Root>(path: view.path, root: view.root)),
            makeChild(bar(edge: .bottom)),
        ]
    }

    override func reconcile() {
        updateChild(children[1], to: NavigationScreens<Data, Root>(path: view.path, root: view.root))
        updateBars()
    }

    override func readsDidChange() {
        updateBars()
    }

    private func updateBars() {
        updateChild(children[0], to: bar(edge: .top))
        updateChild(children[2], to: bar(edge: .bottom))
    }

    /// The bar at `edge`, from the screens' last values.
    private func bar(edge: NavigationBar.Edge) -> NavigationBar {
        let depth = barValues[NavigationDepthKey.self] ?? 0
        let hidesBack = barValues[BackButtonHiddenKey.self] ?? false
        let visibility = barValues[BarVisibilityKey.self] ?? BarVisibility()
        return NavigationBar(
            edge: edge,
            title: barValues[NavigationTitleKey.self] ?? nil,
            back: depth > 0 && !hidesBack ? { [weak self] in self?.screensNode?.pop() } : nil,
            toolbar: barValues[ToolbarKey.self] ?? [],
            visibility: edge == .top ? visibility.navigationBar : visibility.bottomBar)
    }

    override func reducePreferences() -> Bool {
        let values = children[1].preferences.navigationBarValues
        if values != barValues {
            barValues = values
            invalidate()
        }
        var reduced = PreferenceValues(reducing: children)
        reduced.removeNavigationBarValues()
        guard reduced != preferences else { return false }
        preferences = reduced
        return true
    }

    // MARK: Layout

    private var topItems: [ViewNode] { listItems(of: children[0]) }
    private var bottomItems: [ViewNode] { listItems(of: children[2]) }

    override func collectLayoutItems() -> [ViewNode] {
        topItems + [children[1]] + bottomItems
    }

    /// The heights of the bars at `width`.
    private func barHeights(width: Int?) -> (top: Int, bottom: Int) {
        let proposal = CellProposal(width: width, height: nil)
        return (
            measureItems(topItems, proposal: proposal).height, measureItems(bottomItems, proposal: proposal).height
        )
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        let bars = barHeights(width: proposal.width)
        let content = children[1].sizeThatFits(
            CellProposal(width: proposal.width, height: proposal.height.map { max($0 - bars.top - bars.bottom, 0) }))
        return CellSize(
            width: proposal.width ?? content.width, height: proposal.height ?? content.height + bars.top + bars.bottom)
    }

    override func placeContent(in size: CellSize, proposal: CellProposal) {
        let bars = barHeights(width: size.width)
        let top = min(bars.top, size.height)
        let bottom = min(bars.bottom, size.height - top)
        let content = CellSize(width: size.width, height: size.height - top - bottom)
        placeItems(
            topItems, in: CellSize(width: size.width, height: top), proposal: CellProposal(width: size.width, height: top),
            at: .zero)
        children[1].place(at: CellPoint(column: 0, row: top), proposal: CellProposal(content))
        placeItems(
            bottomItems, in: CellSize(width: size.width, height: bottom),
            proposal: CellProposal(width: size.width, height: bottom), at: CellPoint(column: 0, row: top + content.height))
    }

    override var displayName: String { "NavigationStack" }

    override var stateDescription: String? {
        let depth = barValues[NavigationDepthKey.self] ?? 0
        return depth == 0 ? nil : "depth \(depth)"
    }
}

/// How many screens a navigation container has pushed.
struct NavigationDepthKey: PreferenceKey {
    static var defaultValue: Int { 0 }

    static func reduce(value: inout Int, nextValue: () -> Int) {
        value = max(value, nextValue())
    }
}

extension PreferenceValues {
    /// The values a navigation container's bars are built from.
    var navigationBarValues: PreferenceValues {
        var values = PreferenceValues()
        values[NavigationTitleKey.self] = self[NavigationTitleKey.self]
        values[ToolbarKey.self] = self[ToolbarKey.self]
        values[BarVisibilityKey.self] = self[BarVisibilityKey.self]
        values[BackButtonHiddenKey.self] = self[BackButtonHiddenKey.self]
        values[NavigationDepthKey.self] = self[NavigationDepthKey.self]
        return values
    }

    /// Replaces the bars' values (but the depth) with those of `top`.
    mutating func takeNavigationBarValues(from top: PreferenceValues) {
        self[NavigationTitleKey.self] = top[NavigationTitleKey.self]
        self[ToolbarKey.self] = top[ToolbarKey.self]
        self[BarVisibilityKey.self] = top[BarVisibilityKey.self]
        self[BackButtonHiddenKey.self] = top[BackButtonHiddenKey.self]
    }

    /// Removes the bars' values: they stop at the container that draws them.
    mutating func removeNavigationBarValues() {
        self[NavigationTitleKey.self] = nil
        self[ToolbarKey.self] = nil
        self[BarVisibilityKey.self] = nil
        self[BackButtonHiddenKey.self] = nil
        self[NavigationDepthKey.self] = nil
    }
}
