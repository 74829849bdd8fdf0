/// The node of a modifier kept for source compatibility: shows its content
/// unchanged, under the modifier's name.
@MainActor
final class PassthroughNode<Content: View>: ModifierNode<Content, _PassthroughModifier> {
    override var modifierName: String { modifier.kind }
}
