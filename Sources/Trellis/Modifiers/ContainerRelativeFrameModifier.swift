extension View {
    /// Sizes the view along `axes` to the nearest container: the visible
    /// part of the scroll view around it, or the screen.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     HStack { ForEach(pages) { Page($0).containerRelativeFrame(.horizontal) } }
    /// }
    /// ```
    ///
    /// The container is the innermost scroll view around the view (its
    /// viewport, less its bar and its `.contentMargins`), else the screen
    /// (a presented sheet measures against the screen too). The view is
    /// proposed that length along `axes` and placed by `alignment` in a
    /// frame of exactly that length; along the other axis it takes what it
    /// is offered, as without the modifier. The frame follows the container
    /// when it resizes. Cost: a walk to the container, O(depth), when the
    /// view is measured and after each layout pass.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(_ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: .grid(count: 1, span: 1, spacing: 0)))
    }

    /// Sizes the view along `axes` to `span` of `count` equal columns (or
    /// rows) of the nearest container, `spacing` cells apart.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     HStack(spacing: 1) {
    ///         ForEach(cards) { Card($0).containerRelativeFrame(.horizontal, count: 3, spacing: 1) }
    ///     }
    /// }
    /// ```
    ///
    /// A column is `(container - spacing × (count - 1)) / count` and the
    /// view `column × span + spacing × (span - 1)`, rounded to whole cells:
    /// three cards of a 29-column viewport with 1 column between them are
    /// 9 columns each. Otherwise as ``View/containerRelativeFrame(_:alignment:)``.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        modifier(
            _ContainerRelativeFrameLayout(
                axes: axes, alignment: alignment, length: .grid(count: max(count, 1), span: max(span, 1), spacing: spacing)))
    }

    /// Sizes the view along each of `axes` to what `length` answers for
    /// the nearest container's length along that axis.
    ///
    /// ```swift
    /// Sidebar().containerRelativeFrame(.horizontal) { width, _ in width / 3 }
    /// ```
    ///
    /// Lengths are in cells, rounded to whole cells. Otherwise as
    /// ``View/containerRelativeFrame(_:alignment:)``.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(_ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: .custom(length)))
    }
}

/// Sizes the modified view relative to its nearest container.
public struct _ContainerRelativeFrameLayout: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// How the view's length follows the container's.
    enum Length {
        /// `span` of `count` columns `spacing` apart.
        case grid(count: Int, span: Int, spacing: CGFloat)
        /// What the closure answers for the container's length and the axis.
        case custom((CGFloat, Axis) -> CGFloat)

        /// The view's length in cells for a container `container` cells long.
        ///
        /// ```
        /// grid(count: 3, span: 2, spacing: 1) in 29: column (29 - 2) / 3 = 9 → 9 × 2 + 1 = 19
        /// ```
        func cells(in container: Int, along axis: Axis) -> Int {
            switch self {
            case .grid(let count, let span, let spacing):
                let column = (CGFloat(container) - spacing * CGFloat(count - 1)) / CGFloat(count)
                return (column * CGFloat(span) + spacing * CGFloat(span - 1)).wholeCells
            case .custom(let length):
                return length(CGFloat(container), axis).wholeCells
            }
        }
    }

    let axes: Axis.Set
    let alignment: Alignment
    let length: Length

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(ContainerRelativeFrameNode(view: modifier, inputs: inputs))
    }
}

/// The node of `.containerRelativeFrame`: proposes its content a length
/// taken from the nearest container and takes exactly that length; checked
/// after every layout pass, it lays out again when the container's size
/// changed since it measured.
@MainActor
final class ContainerRelativeFrameNode<Content: View>:
    ModifierNode<Content, _ContainerRelativeFrameLayout>, GeometryObserving
{
    /// The container's size when the node last measured.
    private var measuredContainer: CellSize?

    override func mountContent() {
        super.mountContent()
        graph.addGeometryObserver(self)
    }

    override func releaseResources() {
        graph.removeGeometryObserver(self)
        super.releaseResources()
    }

    override func modifierDidUpdate(from old: _ContainerRelativeFrameLayout) {
        setNeedsLayout()
    }

    func checkGeometry() {
        guard layout.placedProposal != nil, let measuredContainer, measuredContainer != containerSize else { return }
        setNeedsLayout()
    }

    /// The size of the nearest container: the innermost scroll view's
    /// (`ScrollingContainer.containerSize`), else the screen's (what the
    /// root was proposed; an inline host's unlimited height is the root's
    /// height; a presentation's root stops the walk, so a sheet measures
    /// against the screen).
    private var containerSize: CellSize {
        var node = parent
        while let current = node, !current.isPresentationRoot {
            if current.isScrollingContainer, let container = current as? any ScrollingContainer {
                return container.containerSize
            }
            node = current.parent
        }
        let screen = graph.root.layout.placedProposal
        let root = graph.root.layout.size
        return CellSize(width: screen?.width ?? root.width, height: screen?.height ?? root.height)
    }

    /// The frame's lengths along the axes, from the container's size
    /// (`nil` along an axis the modifier leaves alone); remembers that size
    /// for ``checkGeometry()``.
    private func frameLengths() -> (width: Int?, height: Int?) {
        let container = containerSize
        measuredContainer = container
        let (axes, length) = (modifier.axes, modifier.length)
        return (
            axes.contains(.horizontal) ? length.cells(in: container.width, along: .horizontal) : nil,
            axes.contains(.vertical) ? length.cells(in: container.height, along: .vertical) : nil
        )
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        let frame = frameLengths()
        let content = super.measure(CellProposal(width: frame.width ?? proposal.width, height: frame.height ?? proposal.height))
        return CellSize(width: frame.width ?? content.width, height: frame.height ?? content.height)
    }

    /// Places the content in the frame measured: along the axes, the
    /// frame's length is the one taken from the container then (a changed
    /// container lays the node out again, ``checkGeometry()``).
    override func placeContent(in size: CellSize, proposal: CellProposal) {
        let axes = modifier.axes
        let inner = CellProposal(
            width: axes.contains(.horizontal) ? size.width : proposal.width,
            height: axes.contains(.vertical) ? size.height : proposal.height)
        let content = super.measure(inner)
        placeItems(in: content, proposal: inner, at: modifier.alignment.origin(of: content, in: size))
    }

    override var modifierName: String { "containerRelativeFrame" }
}
