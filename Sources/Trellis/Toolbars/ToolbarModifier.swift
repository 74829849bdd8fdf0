/// Publishes a view's toolbar items to the navigation container around it.
public struct _ToolbarModifier: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let entries: [ToolbarEntry]

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(ToolbarNode(view: modifier, inputs: inputs))
    }
}

/// The node of `.toolbar`: adds its items, with its environment, to the
/// toolbar preference of its subtree (after the items of toolbars inside
/// it). A new evaluation of the declaring view makes a new revision.
@MainActor
final class ToolbarNode<Content: View>: ModifierNode<Content, _ToolbarModifier> {
    private var revision = 0

    override func modifierDidUpdate(from old: _ToolbarModifier) {
        revision += 1
        graph.preferencesMayHaveChanged(self)
    }

    override func reducePreferences() -> Bool {
        var reduced = PreferenceValues(reducing: children)
        var toolbar = reduced[ToolbarKey.self] ?? []
        toolbar.append(
            ToolbarPublication(source: serial, revision: revision, entries: modifier.entries, environment: environment))
        reduced[ToolbarKey.self] = toolbar
        guard reduced != preferences else { return false }
        preferences = reduced
        return true
    }

    override var modifierName: String { "toolbar" }

    override var stateDescription: String? { "\(modifier.entries.count) items" }
}

/// The items one `.toolbar` modifier publishes, with the environment they
/// are drawn in. Two publications are the same while they come from the
/// same node's same evaluation.
struct ToolbarPublication: Equatable {
    /// The serial of the publishing node.
    let source: Int
    let revision: Int
    let entries: [ToolbarEntry]
    let environment: EnvironmentValues

    static func == (lhs: ToolbarPublication, rhs: ToolbarPublication) -> Bool {
        lhs.source == rhs.source && lhs.revision == rhs.revision
    }
}

/// The toolbars of a subtree, in view order.
struct ToolbarKey: PreferenceKey {
    static var defaultValue: [ToolbarPublication] { [] }

    static func reduce(value: inout [ToolbarPublication], nextValue: () -> [ToolbarPublication]) {
        value.append(contentsOf: nextValue())
    }
}

/// Whether the top screen shows its bars.
struct BarVisibility: Equatable {
    var navigationBar = Visibility.automatic
    var bottomBar = Visibility.automatic
}

/// The bar visibility a subtree asks for: the last choice other than
/// `.automatic` wins, bar by bar.
struct BarVisibilityKey: PreferenceKey {
    static var defaultValue: BarVisibility { BarVisibility() }

    static func reduce(value: inout BarVisibility, nextValue: () -> BarVisibility) {
        let next = nextValue()
        if next.navigationBar != .automatic { value.navigationBar = next.navigationBar }
        if next.bottomBar != .automatic { value.bottomBar = next.bottomBar }
    }
}

/// Whether some view on the top screen hides `‹ Back`.
struct BackButtonHiddenKey: PreferenceKey {
    static var defaultValue: Bool { false }

    static func reduce(value: inout Bool, nextValue: () -> Bool) {
        value = value || nextValue()
    }
}
