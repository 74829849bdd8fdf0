extension View {
    /// Fills the view's frame with `color` behind its content.
    ///
    /// ```swift
    /// Text(" OK ").background(.green)
    /// ```
    public func background(_ color: Color) -> some View {
        modifier(_BackgroundFill(style: AnyShapeStyle(color)))
    }

    /// Draws the view `content` builds behind this one, offered this view's
    /// size and aligned by `alignment`; it does not change the layout.
    ///
    /// ```swift
    /// Text("Title").background { Color.blue }
    /// ```
    public func background<Background: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> Background
    ) -> some View {
        modifier(_SecondaryViewLayout(secondary: content(), alignment: alignment, isOverlay: false))
    }

    /// Draws the view `content` builds over this one, offered this view's
    /// size and aligned by `alignment`; it does not change the layout.
    ///
    /// ```swift
    /// Color.gray.frame(width: 10, height: 3).overlay { Text("3") }
    /// ```
    public func overlay<Overlay: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
    ) -> some View {
        modifier(_SecondaryViewLayout(secondary: content(), alignment: alignment, isOverlay: true))
    }
}

/// Fills the modified view's frame with a shape style.
public struct _BackgroundFill: ViewModifier, Equatable {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    var style: AnyShapeStyle

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(BackgroundFillNode(view: modifier, inputs: inputs))
    }
}

/// The node of `.background(_ style:)`: fills its frame before its content
/// draws, in the colour its style resolves to in its environment (read in
/// one evaluation, so a change of `.tint` above draws it again).
@MainActor
final class BackgroundFillNode<Content: View>: ModifierNode<Content, _BackgroundFill> {
    private var color: Color?
    /// The style's gradient, found when the style is set rather than at
    /// every draw.
    private var gradient: (any CellGradient)?

    override func mountContent() {
        color = resolvedColor()
        gradient = cellGradient(of: modifier.style)
        super.mountContent()
    }

    override func modifierDidUpdate(from old: _BackgroundFill) {
        if old != modifier {
            color = resolvedColor()
            gradient = cellGradient(of: modifier.style)
            setNeedsDisplay()
        }
    }

    override func dependenciesDidChange() {
        let previous = color
        color = resolvedColor()
        if color != previous {
            setNeedsDisplay()
        }
    }

    private func resolvedColor() -> Color? {
        let style = modifier.style
        return Evaluation.readEnvironment(for: self) { style._color(in: environment, isFill: true) }
    }

    /// Fills the frame in the style's colour, or each cell in a gradient's
    /// colour there.
    override func drawContent(in context: inout DrawContext) {
        guard let color, color != .clear else { return }
        let frame = CellRect(
            column: context.origin.column, row: context.origin.row, width: layout.size.width,
            height: layout.size.height)
        guard let gradient else {
            context.buffer.fill(frame.intersection(context.clip), with: context.styled(Cell(background: color)))
            return
        }
        for row in 0..<frame.height {
            for column in 0..<frame.width {
                let cell = CellRect(column: frame.column + column, row: frame.row + row, width: 1, height: 1)
                let color = gradient.color(column: column, row: row, width: frame.width, height: frame.height)
                context.buffer.fill(cell.intersection(context.clip), with: context.styled(Cell(background: color)))
            }
        }
    }

    override var modifierName: String { "background" }
}

/// Draws a secondary view behind or over the modified view.
public struct _SecondaryViewLayout<Secondary: View>: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    var secondary: Secondary
    var alignment: Alignment
    var isOverlay: Bool

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(SecondaryViewNode(view: modifier, inputs: inputs))
    }
}

/// The node of `.background { }` and `.overlay { }`: its content decides the
/// size; the secondary view is offered that size, aligned, and drawn behind
/// or over the content.
@MainActor
final class SecondaryViewNode<Content: View, Secondary: View>:
    TypedNode<ModifiedContent<Content, _SecondaryViewLayout<Secondary>>>
{
    private var alignment = Alignment.center
    /// The vertical stack of the secondary view's subviews, when it lists
    /// several; the content's use the node's implicit stack. It is not told
    /// which subview changed, so it arranges again after any change below.
    private let secondaryStack = StackLayout(axis: .vertical, spacing: 0)

    override func mountContent() {
        alignment = view.modifier.alignment
        children = [makeChild(view.content), makeChild(view.modifier.secondary)]
    }

    override func reconcile() {
        if view.modifier.alignment != alignment {
            alignment = view.modifier.alignment
            setNeedsLayout()
        }
        updateChild(children[0], to: view.content)
        updateChild(children[1], to: view.modifier.secondary)
    }

    private var primaryItems: [ViewNode] { listItems(of: children[0]) }
    private var secondaryItems: [ViewNode] { listItems(of: children[1]) }

    override func collectLayoutItems() -> [ViewNode] {
        view.modifier.isOverlay ? primaryItems + secondaryItems : secondaryItems + primaryItems
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        measureItems(primaryItems, proposal: proposal)
    }

    override func placeContent(in size: CellSize, proposal: CellProposal) {
        placeItems(primaryItems, in: size, proposal: proposal, at: .zero)
        let secondary = secondaryItems
        let secondaryProposal = CellProposal(size)
        let secondarySize = measureItems(secondary, proposal: secondaryProposal, stack: secondaryStack)
        placeItems(
            secondary, in: secondarySize, proposal: secondaryProposal, at: alignment.origin(of: secondarySize, in: size),
            stack: secondaryStack)
    }

    override func layoutWillInvalidate() {
        secondaryStack.invalidate()
    }

    override var forwardsTraits: Bool { true }

    override func identityLabel(ofChildAt index: Int) -> String? {
        index == 0 ? "content" : view.modifier.isOverlay ? "overlay" : "background"
    }

    override var displayName: String { view.modifier.isOverlay ? ".overlay" : ".background" }
}
