extension Alignment {
    /// Where a child of `size` sits inside `container` with this alignment,
    /// in whole cells (centring rounds down: toward the top-leading corner).
    ///
    /// ```
    /// 3×1 in 10×3, .center   → (3, 1)
    /// 3×1 in 10×3, .bottomTrailing → (7, 2)
    /// ```
    func origin(of size: CellSize, in container: CellSize) -> CellPoint {
        CellPoint(
            column: Self.offset(position: horizontal.position, length: size.width, in: container.width),
            row: Self.offset(position: vertical.position, length: size.height, in: container.height))
    }

    /// The offset of a length at `position` (0 start, 1 centre, 2 end).
    static func offset(position: Int, length: Int, in container: Int) -> Int {
        switch position {
        case 0: 0
        case 2: container - length
        default: (container - length) / 2
        }
    }
}
