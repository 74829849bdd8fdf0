/// A toolbar item's view in a bar, with the environment of the view that
/// declared the toolbar rather than the bar's.
///
/// The bar belongs to the navigation container, above the screens, but an
/// item's button reads the screen's environment (its `dismiss`, its
/// environment objects, its `editMode`): its node gives its child the
/// declaring view's environment chain, whose links are shared, so a value
/// written there later reaches the item's readers as it reaches the
/// screen's.
struct ToolbarItemHost: View {
    /// Drawn by the engine: there is no body to evaluate.
    typealias Body = Never

    let key: String
    let environment: EnvironmentValues
    let content: AnyView
    /// Whether the item takes the room its bar has left.
    var expands = false

    static func _makeView(view: ToolbarItemHost, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(ToolbarItemHostNode(view: view, inputs: inputs))
    }
}

/// The node of a ``ToolbarItemHost``: one child, in the declaring view's
/// environment.
@MainActor
final class ToolbarItemHostNode: TypedNode<ToolbarItemHost> {
    override var environmentForChildren: EnvironmentValues { view.environment }

    override func mountContent() {
        children = [makeChild(view.content)]
    }

    override func reconcile() {
        updateChild(children[0], to: view.content)
    }

    override var displayName: String { "ToolbarItem" }
}
