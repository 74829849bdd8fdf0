extension View {
    /// Lets the view take its ideal size on the chosen axes, whatever its
    /// parent offers.
    ///
    /// ```swift
    /// Text("never truncated").fixedSize()
    /// ```
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// Gives the view a share of its stack's space before views of lower
    /// priority (the default is 0).
    ///
    /// ```swift
    /// HStack { Text(longTitle).layoutPriority(1); Text(detail) }
    /// ```
    public func layoutPriority(_ value: Double) -> some View {
        modifier(_LayoutPriorityLayout(priority: value))
    }

    /// Draws the view moved by `x` columns and `y` rows, without changing its
    /// place in the layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_OffsetLayout(x: x, y: y))
    }

    /// Draws the view moved by `offset`, without changing its place in the layout.
    public func offset(_ offset: CGSize) -> some View {
        modifier(_OffsetLayout(x: offset.width, y: offset.height))
    }
}

/// Proposes `nil` (the ideal length) on the chosen axes.
public struct _FixedSizeLayout: ViewModifier, Equatable {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    var horizontal: Bool
    var vertical: Bool

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(FixedSizeNode(view: modifier, inputs: inputs))
    }
}

/// The node of `.fixedSize`.
@MainActor
final class FixedSizeNode<Content: View>: ModifierNode<Content, _FixedSizeLayout> {
    override func modifierDidUpdate(from old: _FixedSizeLayout) {
        if old != modifier {
            setNeedsLayout()
        }
    }

    private func contentProposal(_ proposal: CellProposal) -> CellProposal {
        CellProposal(
            width: modifier.horizontal ? nil : proposal.width, height: modifier.vertical ? nil : proposal.height)
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        super.measure(contentProposal(proposal))
    }

    override func placeContent(in size: CellSize, proposal: CellProposal) {
        placeItems(in: size, proposal: contentProposal(proposal), at: .zero)
    }

    override var modifierName: String { "fixedSize" }
}

/// Sets the layout priority of the modified view.
public struct _LayoutPriorityLayout: ViewModifier, Equatable {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    var priority: Double

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(LayoutPriorityNode(view: modifier, inputs: inputs))
    }
}

/// The node of `.layoutPriority`.
@MainActor
final class LayoutPriorityNode<Content: View>: ModifierNode<Content, _LayoutPriorityLayout> {
    override func modifierDidUpdate(from old: _LayoutPriorityLayout) {
        if old != modifier {
            setNeedsLayout()
        }
    }

    override var layoutPriority: Double { modifier.priority }

    override var modifierName: String { "layoutPriority" }
}

/// Moves the modified view when drawn.
public struct _OffsetLayout: ViewModifier, Equatable {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    var x: CGFloat
    var y: CGFloat

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(OffsetNode(view: modifier, inputs: inputs))
    }
}

/// The node of `.offset`: its content is placed moved, its own size unchanged.
@MainActor
final class OffsetNode<Content: View>: ModifierNode<Content, _OffsetLayout> {
    override func modifierDidUpdate(from old: _OffsetLayout) {
        if old != modifier {
            setNeedsLayout()
        }
    }

    override func placeContent(in size: CellSize, proposal: CellProposal) {
        placeItems(in: size, proposal: proposal, at: CellPoint(column: modifier.x.signedWholeCells, row: modifier.y.signedWholeCells))
    }

    /// A signed length in whole cells.
    override var modifierName: String { "offset" }
}
