/// A node that can show its modified content under a placeholder.
@MainActor
protocol ModifierContentProvider: AnyObject {
    /// The modifier type whose body the placeholders belong to.
    var modifierType: Any.Type { get }

    /// Mounts the content under `placeholder` and returns its node.
    func mountContent(in placeholder: ViewNode) -> ViewNode

    /// Forgets `placeholder`, which is being unmounted.
    func placeholderWillUnmount(_ placeholder: ViewNode)
}
