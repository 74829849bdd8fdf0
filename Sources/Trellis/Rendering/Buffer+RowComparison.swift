/// Reading and comparing rows of buffers: what the diff reads, what the
/// renderer asks before it scrolls the terminal, and buffer equality.
extension Buffer {
    /// The cells of `row`, which lies inside the buffer, in order: a slice
    /// of ``storage``, indexed as there.
    ///
    /// ```swift
    /// buffer.cells(inRow: 2).count   // width
    /// ```
    func cells(inRow row: Int) -> ArraySlice<Cell> {
        let start = rowStarts[row]
        return storage[start..<(start + width)]
    }

    /// Whether both buffers show the same cells with the same links.
    static func == (lhs: Buffer, rhs: Buffer) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height, lhs.links == rhs.links else { return false }
        return (0..<lhs.height).allSatisfy { lhs.cells(inRow: $0) == rhs.cells(inRow: $0) }
    }

    /// The cells of row `row` that differ from those of row `otherRow` of
    /// `other`, or, for `nil`, that are not blank: what a diff of the two
    /// rows would find changed.
    ///
    /// ```swift
    /// next.cellsDiffering(inRow: 3, from: 4, of: front)     // 0: row 4 of the front moved to row 3
    /// next.cellsDiffering(inRow: 5, from: nil, of: front)   // the cells a blank row lacks
    /// ```
    ///
    /// A row outside a buffer counts as blank; a buffer of another width
    /// has nothing in common (every cell differs).
    ///
    /// Cost: O(width).
    func cellsDiffering(inRow row: Int, from otherRow: Int?, of other: Buffer) -> Int {
        guard row >= 0, row < height else { return 0 }
        let cells = cells(inRow: row)
        guard let otherRow, otherRow >= 0, otherRow < other.height else {
            return cells.count { $0 != .blank }
        }
        guard other.width == width else { return width }
        return zip(cells, other.cells(inRow: otherRow)).count { $0 != $1 }
    }
}
