/// A size a parent proposes to a child: a length for each dimension, or `nil`
/// for "your ideal length".
///
/// ```swift
/// subview.sizeThatFits(ProposedViewSize(width: 20, height: nil))   // at most 20 columns wide, ideal height
/// ```
///
/// Lengths are in terminal cells: columns for the width, rows for the
/// height. The layout engine rounds them to whole cells (`1.5` becomes `2`)
/// and treats `.infinity` as "as much as you like".
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or `nil` for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` for the ideal height.
    public var height: CGFloat?

    /// Creates a proposal.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Proposes `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Proposes no space: asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Proposes nothing: asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Proposes unlimited space: asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with `nil` lengths replaced by `size`'s.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposal in whole cells.
    var cells: CellProposal {
        CellProposal(width: width.map(\.wholeCells), height: height.map(\.wholeCells))
    }

    /// The proposal in points: whole cells, with an unlimited length as `.infinity`.
    init(_ proposal: CellProposal) {
        self.init(width: Self.length(proposal.width), height: Self.length(proposal.height))
    }

    private static func length(_ cells: Int?) -> CGFloat? {
        cells.map { $0 >= CellProposal.unlimited ? .infinity : CGFloat($0) }
    }
}
