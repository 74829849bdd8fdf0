/// A size proposal in whole cells: a length for each axis, or `nil` for "your
/// ideal length".
///
/// The layout engine's form of ``ProposedViewSize``: lengths are rounded to
/// cells and clamped (infinity becomes ``unlimited``), so proposals compare
/// exactly and can key the per-node size cache.
struct CellProposal: Hashable, Sendable, CustomStringConvertible {
    var width: Int?
    var height: Int?

    /// The largest length a proposal carries: "as much as you like".
    static let unlimited = 65_535

    static let unspecified = CellProposal(width: nil, height: nil)
    static let zero = CellProposal(width: 0, height: 0)

    /// Written out and inlined: the derived comparison is a call, and a
    /// lazy stack's scroll compares a proposal for every row it moves.
    @inline(__always)
    static func == (lhs: CellProposal, rhs: CellProposal) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height
    }

    init(width: Int?, height: Int?) {
        self.width = width.map { min(max($0, 0), Self.unlimited) }
        self.height = height.map { min(max($0, 0), Self.unlimited) }
    }

    init(_ size: CellSize) {
        self.init(width: size.width, height: size.height)
    }

    /// The proposal's length along `axis`.
    func length(along axis: Axis) -> Int? {
        axis == .horizontal ? width : height
    }

    /// A proposal from its lengths along `axis` and across it.
    init(main: Int?, cross: Int?, axis: Axis) {
        self = axis == .horizontal ? CellProposal(width: main, height: cross) : CellProposal(width: cross, height: main)
    }

    /// The proposal with `nil` lengths replaced by `size`'s.
    func replacingUnspecified(with size: CellSize) -> CellSize {
        CellSize(width: width ?? size.width, height: height ?? size.height)
    }

    var description: String {
        "\(width.map(String.init) ?? "nil")×\(height.map(String.init) ?? "nil")"
    }
}
