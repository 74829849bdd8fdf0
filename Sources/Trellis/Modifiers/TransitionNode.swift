/// The node of `.transition(_:)`: reports its transition when its subtree is removed.
@MainActor
final class TransitionNode<Content: View>: ModifierNode<Content, _TransitionModifier> {
    override var removalTransition: AnyTransition? { modifier.transition }

    override var modifierName: String { "transition" }
}
