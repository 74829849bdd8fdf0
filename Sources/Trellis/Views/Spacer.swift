/// Flexible space that grows along the axis of the stack that contains it.
///
/// ```swift
/// HStack {
///     Text("Name")
///     Spacer()
///     Text("42")          // pushed to the trailing edge
/// }
/// ```
///
/// A spacer takes at least `minLength` cells (0 by default: a terminal cell
/// is coarse) and as many as its stack offers; across the axis it takes
/// none. Outside a stack it grows in both directions.
public struct Spacer: View, Equatable, Sendable {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// The fewest cells the spacer takes, or `nil` for 0.
    public var minLength: CGFloat?

    /// Creates a spacer of at least `minLength` cells.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Spacer, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(SpacerNode(view: view, inputs: inputs))
    }
}

/// The node of a `Spacer`: flexible along its stack's axis.
@MainActor
final class SpacerNode: TypedNode<Spacer> {
    private lazy var axis: Axis? = enclosingStackAxis

    override func needsUpdate(to newView: UnsafePointer<Spacer>) -> Bool { newView.pointee != view }

    override func enclosingStackAxisDidChange() {
        axis = enclosingStackAxis
        setNeedsLayout()
    }

    override func reconcile() {
        setNeedsLayout()
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        let minimum = (view.minLength ?? 0).wholeCells
        switch axis {
        case .horizontal?:
            return CellSize(width: max(minimum, proposal.width ?? minimum), height: 0)
        case .vertical?:
            return CellSize(width: 0, height: max(minimum, proposal.height ?? minimum))
        case nil:
            return CellSize(width: max(minimum, proposal.width ?? minimum), height: max(minimum, proposal.height ?? minimum))
        }
    }
}

extension ViewNode {
    /// The axis of the nearest stack above this node, or `nil` outside any.
    var enclosingStackAxis: Axis? {
        var node = parent
        while let current = node {
            if let axis = current.stackAxis {
                return axis
            }
            node = current.parent
        }
        return nil
    }
}
