import Foundation

extension View {
    /// Places the view's centre at `position` in the space its parent
    /// offers; the modified view takes all of that space.
    ///
    /// ```swift
    /// ZStack { Text("◆").position(x: 10, y: 2) }   // the diamond at column 10, row 2
    /// ```
    ///
    /// Points are cells (`x` the column, `y` the row), rounded down; a view
    /// of even width puts its centre on the cell right of the middle, as
    /// SwiftUI does with half points. Cost: one node.
    public func position(_ position: CGPoint) -> some View {
        modifier(_PositionLayout(x: position.x, y: position.y))
    }

    /// Places the view's centre at (`x`, `y`); see ``position(_:)``.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_PositionLayout(x: x, y: y))
    }
}

/// Centres the modified view on a point of the space offered.
public struct _PositionLayout: ViewModifier, Equatable {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    var x: CGFloat
    var y: CGFloat

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(PositionNode(view: modifier, inputs: inputs))
    }
}

/// The node of `.position`: takes the whole proposal and places its
/// content's centre on the point.
@MainActor
final class PositionNode<Content: View>: ModifierNode<Content, _PositionLayout> {
    override func modifierDidUpdate(from old: _PositionLayout) {
        if old != modifier {
            setNeedsLayout()
        }
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        let content = measureItems(layoutItems, proposal: CellProposal(width: nil, height: nil))
        return CellSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    override func placeContent(in size: CellSize, proposal: CellProposal) {
        let unproposed = CellProposal(width: nil, height: nil)
        let content = measureItems(layoutItems, proposal: unproposed)
        let origin = CellPoint(
            column: Int(modifier.x.rounded(.down)) - content.width / 2,
            row: Int(modifier.y.rounded(.down)) - content.height / 2)
        placeItems(layoutItems, in: content, proposal: unproposed, at: origin)
    }

    override var modifierName: String { "position" }
}
