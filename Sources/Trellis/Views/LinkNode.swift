/// The node of a `Link`: shows its label underlined and makes the cells the
/// label draws carry the link.
///
/// Its only child is the label with `.underline()` applied, so the label's
/// style reaches its texts through the environment like any other text
/// style. The link itself is a drawing matter: a link index belongs to the
/// buffer being drawn (``Buffer/addLink(_:)``), so ``drawContent(in:)`` puts
/// it in the ``DrawContext`` for the label's nodes to copy into their cells,
/// and `draw(in:)` restores the enclosing value after the label.
///
/// ```
/// Link("Docs", destination: …)   →   LinkNode → .transformEnvironment (underline) → Text "Docs"
/// draw:  context.link = buffer.addLink("https://…")  →  Text puts D o c s with that link
/// ```
@MainActor
final class LinkNode<Label: View>: TypedNode<Link<Label>> {
    /// The destination of the view last reconciled, to tell when it changes.
    private var destination: URL?

    override func mountContent() {
        destination = view.destination
        children = [makeChild(view.label.underline())]
    }

    override func reconcile() {
        if view.destination != destination {
            destination = view.destination
            setNeedsLayout()
        }
        updateChild(children[0], to: view.label.underline())
    }

    override func drawContent(in context: inout DrawContext) {
        context.link = context.buffer.addLink(view.destination.absoluteString)
    }
}
