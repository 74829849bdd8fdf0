/// Scroll regions: when shifting rows on the terminal (`ESC[S`, `ESC[T`
/// inside `ESC[r`) costs fewer bytes than drawing them again.
extension TerminalWriter {
    /// Whether shifting the terminal's rows by `scroll` and then writing
    /// the diff of `next` against `shown` shifted the same way costs fewer
    /// bytes than writing the diff against `shown` as it is; always `false`
    /// with relative addressing.
    ///
    /// ```
    /// 80×24, rows 2..<22 show "item 0 …"…"item 19 …" (70 columns each), next shows "item 1 …"…"item 20 …"
    /// in place: 20 rows, each about 60 cells changed · shifted: 19 rows equal, row 21 new (70 cells)
    /// saved ≈ 20 × (5 + 60) − (5 + 70) = 1,225 bytes > 17 bytes of scroll sequence   →   true
    /// ```
    ///
    /// The estimate prices each row of the band as the diff would write
    /// it: nothing when it equals the row the terminal shows there, else
    /// an absolute move plus its changed cells (no more than its columns
    /// up to its last non-blank cell plus the 3 bytes of `ESC[K`). It sums
    /// that over the band for the screen as it is and for the screen
    /// scrolled (rows moved in are blank), and scrolling pays off when the
    /// saving is larger than the scroll sequence (``scrollLength(_:)``).
    /// Styles, links and the gaps between changed cells are not priced: the
    /// estimate only has to tell a scrolled list from content that stayed,
    /// and the diff is exact either way.
    ///
    /// Inline (relative addressing) the region's rows on the screen are
    /// unknown, and DECSTBM takes absolute rows: the writer never scrolls.
    ///
    /// Cost: O(cells of the band), twice: the comparisons a diff makes.
    func shouldScroll(_ scroll: RowScroll, from shown: Buffer, to next: Buffer) -> Bool {
        guard addressing == .absolute, shown.width == next.width, shown.height == next.height,
            scroll.rows.lowerBound >= 0, scroll.rows.upperBound <= next.height
        else { return false }
        var saved = 0
        for row in scroll.rows {
            let inPlace = next.cellsDiffering(inRow: row, from: row, of: shown)
            let shifted = next.cellsDiffering(inRow: row, from: scroll.source(of: row), of: shown)
            guard inPlace != shifted else { continue }
            let limit = Self.printedColumns(ofRow: row, in: next) + Self.eraseLineLength
            let move = Self.absoluteMoveLength(row: row, column: 0)
            func cost(_ changed: Int) -> Int { changed == 0 ? 0 : move + min(changed, limit) }
            saved += cost(inPlace) - cost(shifted)
        }
        return saved > Self.scrollLength(scroll)
    }

    /// Shifts the rows of `scroll`'s band on the terminal: sets the scroll
    /// region to the band, moves the cursor into it, scrolls, and resets
    /// the region.
    ///
    /// ```
    /// rows 2..<22 up by 1     ESC[3;22r ESC[3H ESC[S ESC[r
    /// rows 5..<10 down by 3   ESC[6;10r ESC[6H ESC[3T ESC[r
    /// ```
    ///
    /// The rows moved in take the current background, so the writer
    /// returns to the default background first. The resets home the cursor
    /// on most terminals, so its position is forgotten.
    mutating func writeScroll(_ scroll: RowScroll, of buffer: Buffer) {
        precondition(addressing == .absolute, "scroll regions need absolute addressing")
        precondition(scroll.rows.lowerBound >= 0 && scroll.rows.upperBound <= buffer.height, "scroll outside the screen")
        setStyle(erasingStyle)
        setLink(0)
        append("\u{1B}[")
        Self.appendDecimal(scroll.rows.lowerBound + 1, to: &output)
        append(";")
        Self.appendDecimal(scroll.rows.upperBound, to: &output)
        append("r")
        cursor = .unknown
        moveCursor(toRow: scroll.rows.lowerBound, column: 0, in: buffer)
        appendControlSequence(count: abs(scroll.distance), final: scroll.distance > 0 ? "S" : "T")
        append("\u{1B}[r")
        cursor = .unknown
    }

    /// The bytes ``writeScroll(_:of:)`` writes for `scroll`, without a
    /// style change.
    ///
    /// ```
    /// rows 2..<22 up by 1   ESC[3;22r ESC[3H ESC[S ESC[r   →   7 + 4 + 3 + 3 = 17
    /// ```
    static func scrollLength(_ scroll: RowScroll) -> Int {
        4 + decimalLength(scroll.rows.lowerBound + 1) + decimalLength(scroll.rows.upperBound)
            + absoluteMoveLength(row: scroll.rows.lowerBound, column: 0)
            + controlSequenceLength(count: abs(scroll.distance)) + 3
    }

    /// The columns of `row` up to its last cell that is not blank: at most
    /// what writing the row prints before it can erase the rest, roughly.
    static func printedColumns(ofRow row: Int, in buffer: Buffer) -> Int {
        var column = buffer.width
        while column > 0, buffer[column: column - 1, row: row] == .blank {
            column -= 1
        }
        return column
    }
}
