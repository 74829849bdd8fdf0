/// A proxy for one subview of a ``Layout``: ask its size, read its layout
/// values, place it.
///
/// ```swift
/// let size = subview.sizeThatFits(.unspecified)
/// subview.place(at: CGPoint(x: bounds.midX, y: bounds.minY), anchor: .top, proposal: .unspecified)
/// ```
///
/// Sizes are whole cells. Measuring is cached by the subview's node, so
/// asking the same proposal twice costs O(1) the second time.
public struct LayoutSubview: Equatable, Sendable {
    let node: ViewNode
    let container: any LayoutPlacing
    let index: Int

    /// The subview's size for `proposal`.
    ///
    /// ```swift
    /// subview.sizeThatFits(ProposedViewSize(width: 10, height: nil))
    /// ```
    @MainActor
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        node.sizeThatFits(proposal.cells).cgSize
    }

    /// Places the subview so that its `anchor` point lies at `position` (in
    /// the coordinates of the container's bounds), sized for `proposal`.
    ///
    /// ```swift
    /// subview.place(at: CGPoint(x: bounds.maxX, y: bounds.minY), anchor: .topTrailing, proposal: .unspecified)
    /// ```
    ///
    /// The position is rounded to whole cells. Placing a subview twice keeps
    /// the last placement.
    @MainActor
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let cells = proposal.cells
        let size = node.sizeThatFits(cells)
        let origin = container.boundsOrigin
        let column = (position.x - anchor.x * CGFloat(size.width)).signedWholeCells - origin.column
        let row = (position.y - anchor.y * CGFloat(size.height)).signedWholeCells - origin.row
        node.place(at: CellPoint(column: column, row: row), proposal: cells)
        container.subviewWasPlaced(at: index)
    }

    /// The subview's layout priority (`.layoutPriority(_:)`), 0 by default.
    @MainActor
    public var priority: Double { node.layoutPriority }

    /// The value the subview set for `key` with `.layoutValue(key:value:)`,
    /// or the key's default.
    ///
    /// ```swift
    /// let rank = subview[Rank.self]
    /// ```
    @MainActor
    public subscript<Key: LayoutValueKey>(key: Key.Type) -> Key.Value {
        node.layoutValue(for: ObjectIdentifier(key)) as? Key.Value ?? Key.defaultValue
    }

    /// Whether both proxies stand for the same subview.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.node === rhs.node
    }
}

/// The container a ``LayoutSubview`` is placed in: where its bounds start,
/// and which subviews were placed.
@MainActor
protocol LayoutPlacing: AnyObject, Sendable {
    /// The container's origin on screen, the origin of its bounds.
    var boundsOrigin: CellPoint { get }

    /// Records that the subview at `index` was placed.
    func subviewWasPlaced(at index: Int)
}
