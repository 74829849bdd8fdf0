/// A node that stands for one tab of a ``TabView`` (a ``Tab`` or a view
/// with `.tabItem`): it builds its content the first time the tab is
/// selected and keeps it, in or out of the visible hierarchy, after that.
///
/// Owned by its parent like any node; the enclosing `TabViewNode` finds it
/// below each of its list items (through modifiers and custom views) and
/// selects it. Cost: a selection is O(size of the page's content).
@MainActor
protocol TabPage: ViewNode {
    /// The title the tab bar shows.
    var title: String { get }

    /// Whether the tab view shows this page.
    var isSelected: Bool { get set }

    /// Builds the page's content under it; called at its first selection.
    func mountPage()

    /// The `.badge` set directly on the page's content, read from the
    /// content's value (it is built only once the tab is first selected).
    var contentBadge: String? { get }
}

extension TabPage {
    /// Pages whose content is not a view value of theirs have none.
    var contentBadge: String? { nil }

    /// Shows or hides the page: the first selection builds the content
    /// (fresh state, appear actions); later ones move the kept content into
    /// or out of the visible hierarchy (Lifecycle.md rule 15).
    func select(_ selected: Bool) {
        guard selected != isSelected else { return }
        isSelected = selected
        if selected, children.isEmpty {
            mountPage()
            return
        }
        for child in children {
            child.setVisible(selected && isVisible)
        }
    }
}
