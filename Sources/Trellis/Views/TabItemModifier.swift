extension View {
    /// Makes the view a tab of the enclosing ``TabView``, titled by `label`.
    ///
    /// ```swift
    /// TabView(selection: $tab) {
    ///     Inbox().tabItem { Text("Inbox") }.tag(0)
    /// }
    /// ```
    ///
    /// The bar shows the label's text: a `Text`, a `Label` (its icon and
    /// title), or an `Image` and a `Text` side by side (`⌂ Home`); other
    /// views show no title. Apply `.tag(_:)` after `.tabItem` so the tab view can read it
    /// before the tab's content exists: the content is built the first time
    /// the tab is selected. Outside a tab view the view is shown only once
    /// selected, so `.tabItem` belongs inside a `TabView`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(_TabItemModifier(title: (label() as? any TabTitleProviding)?.tabTitle ?? ""))
    }
}

/// Makes the modified view a tab titled `title`.
public struct _TabItemModifier: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let title: String

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(TabItemNode(view: modifier, inputs: inputs))
    }
}

/// The node of `.tabItem`: a ``TabPage`` whose content is the modified view,
/// built at the tab's first selection.
@MainActor
final class TabItemNode<Content: View>: ModifierNode<Content, _TabItemModifier>, TabPage {
    var isSelected = false

    var title: String { modifier.title }

    var contentBadge: String? { (view.content as? any BadgedView)?.badge }

    override func mountContent() {}

    func mountPage() {
        appendChild(view.content)
    }

    override func reconcile() {
        if let content = children.first {
            updateChild(content, to: view.content)
        }
    }

    override var childrenAreVisible: Bool { isVisible && isSelected }

    override var modifierName: String { "tabItem" }

    override var stateDescription: String? { isSelected ? "selected" : nil }
}
