/// The node of a `Canvas`: takes the space it is offered, runs the
/// renderer into a `CanvasPicture` when it is drawn and has none for its
/// size, and draws the picture's cells.
///
/// The picture is dropped when the canvas gets a new value (its renderer
/// cannot be compared, so every update counts as new) and when an
/// environment value the renderer read changes: the renderer runs in an
/// environment-reading evaluation, so its reads are edges to this node.
/// A frame that draws the canvas again without either draws the recorded
/// cells without running the renderer.
@MainActor
final class CanvasNode<Symbols: View>: TypedNode<Canvas<Symbols>> {
    private var picture: CanvasPicture?

    override func reconcile() {
        picture = nil
        setNeedsDisplay()
    }

    override func dependenciesDidChange() {
        picture = nil
        setNeedsDisplay()
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        proposal.replacingUnspecified(with: .zero)
    }

    override func drawContent(in context: inout DrawContext) {
        let size = layout.size
        guard size.width > 0, size.height > 0 else { return }
        let current: CanvasPicture
        if let picture, picture.width == size.width, picture.height == size.height {
            current = picture
        } else {
            current = render(width: size.width, height: size.height)
            picture = current
        }
        current.draw(at: context.origin, in: &context)
    }

    /// Runs the renderer on a fresh picture of `width` × `height` cells.
    private func render(width: Int, height: Int) -> CanvasPicture {
        let renderer = view.renderer
        return Evaluation.readEnvironment(for: self) {
            let picture = CanvasPicture(width: width, height: height, environment: environment)
            var graphics = GraphicsContext(picture: picture)
            renderer(&graphics, CGSize(width: width, height: height))
            return picture
        }
    }

    override var displayName: String { "Canvas" }
}
