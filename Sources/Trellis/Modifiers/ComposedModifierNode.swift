/// The node of a view modified by a chain `first.concat(second)`: its child is
/// the view with `first` applied, then `second`, as if written in a row.
@MainActor
final class ComposedModifierNode<Wrapped: View, First: ViewModifier, Second: ViewModifier>:
    TypedNode<ModifiedContent<Wrapped, ModifiedContent<First, Second>>>
{
    private var applied: ModifiedContent<ModifiedContent<Wrapped, First>, Second> {
        view.content.modifier(view.modifier.content).modifier(view.modifier.modifier)
    }

    override func mountContent() {
        children = [makeChild(applied)]
    }

    override func reconcile() {
        updateChild(children[0], to: applied)
    }

    override var forwardsTraits: Bool { true }

    override var displayName: String { ".concat" }
}
