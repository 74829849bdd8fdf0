/// The node of a `content` placeholder inside a modifier's body: its child is
/// the modified content, provided by the nearest enclosing node of that
/// modifier.
@MainActor
final class ModifierContentNode<Modifier: ViewModifier>: TypedNode<_ViewModifier_Content<Modifier>> {
    private weak var provider: (any ModifierContentProvider)?

    override func needsUpdate(to newView: UnsafePointer<_ViewModifier_Content<Modifier>>) -> Bool { false }

    override func mountContent() {
        var ancestor = parent
        while let node = ancestor {
            if let provider = node as? any ModifierContentProvider, provider.modifierType == Modifier.self {
                self.provider = provider
                children = [provider.mountContent(in: self)]
                return
            }
            ancestor = node.parent
        }
        graph.diagnose("the content of \(Modifier.self) was placed outside that modifier's body; it shows nothing")
    }

    override func releaseResources() {
        provider?.placeholderWillUnmount(self)
        super.releaseResources()
    }

    override var forwardsTraits: Bool { true }

    /// A container sees what the body shows, as SwiftUI flattens a custom
    /// view's body into its parent stack.
    override var isTransparentInLists: Bool { true }

    override var displayName: String { "content" }
}
