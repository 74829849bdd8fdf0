/// A frame of the terminal: a `width` × `height` grid of cells, stored a
/// row at a time in an order a scroll can change (``rowStarts``), and the
/// hyperlink targets its cells refer to.
///
/// ```swift
/// var buffer = Buffer(width: 10, height: 2)
/// buffer.put("漢", width: 2, at: 0, row: 0, style: Cell(foreground: .red), clip: buffer.bounds)
/// buffer.put("a", width: 1, at: 2, row: 0, style: .blank, clip: buffer.bounds)
/// #expect(buffer.text == "漢a")
/// ```
///
/// Drawing goes through ``put(_:width:at:row:style:clip:)`` and
/// ``fill(_:with:)``, which keep the wide-character invariant: a cell of
/// width 2 is always followed by its continuation (width 0, a space, the same
/// style), and a continuation always follows a cell of width 2. Overwriting
/// either half of a wide character turns the other half into a space, so the
/// grid never holds half a character. The subscript setter stores a cell as
/// given, for tests that build a grid cell by cell.
///
/// A cell's `link` is 1 + an index into ``links``; 0 means no link. Links are
/// added with ``addLink(_:)``, which accepts only URLs that are safe to put in
/// an escape sequence.
///
/// Cost: `width × height` cells of storage and `height` row starts; reading
/// or writing a cell is O(1).
struct Buffer: Equatable {
    /// The number of columns.
    let width: Int
    /// The number of rows.
    let height: Int
    /// The cells, a row at a time: the cell at (`column`, `row`) is at
    /// index `rowStarts[row] + column`. The rows are in screen order until
    /// a ``scroll(_:)`` reorders them.
    private(set) var storage: [Cell]
    /// Where each row starts in ``storage``: a permutation of the multiples
    /// of `width`, so that shifting rows (``scroll(_:)``) rotates these
    /// offsets instead of moving the rows' cells.
    ///
    /// ```
    /// 3 rows of 80, rows 0..<3 scrolled up by 1:   [0, 80, 160]   →   [80, 160, 0] (row 2 cleared)
    /// ```
    private(set) var rowStarts: [Int]
    /// The hyperlink targets: a cell with `link == i` (i ≥ 1) links to
    /// `links[i - 1]`. Add them with ``addLink(_:)``, which refuses unsafe
    /// URLs; the writer checks them again all the same.
    var links: [String] = []

    /// Where wide characters were drawn cut by a clip, although the buffer
    /// had room for both their columns (the first column of each), since
    /// the list was last emptied. A renderer drawing only damaged areas
    /// grows an area that cut a character and draws it again.
    var cutCharacters: [CellPoint] = []

    /// The longest hyperlink URL a buffer accepts, in bytes.
    static let maximumLinkLength = 2048

    /// Creates a buffer of blank cells; a negative size counts as 0.
    ///
    /// ```swift
    /// let buffer = Buffer(width: 80, height: 24)   // 1,920 × Cell.blank
    /// ```
    ///
    /// Cost: O(width × height).
    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        storage = Array(repeating: .blank, count: self.width * self.height)
        let width = self.width
        rowStarts = (0..<self.height).map { $0 * width }
    }

    /// An empty buffer, 0 × 0: what the renderer swaps its buffers with
    /// while the writer reads them, every frame (made without a call).
    @inline(__always)
    init() {
        width = 0
        height = 0
        storage = []
        rowStarts = []
    }

    /// The rectangle of every cell of the buffer.
    ///
    /// ```swift
    /// Buffer(width: 3, height: 2).bounds   // (0, 0) 3×2
    /// ```
    var bounds: CellRect { CellRect(width: width, height: height) }

    /// The cell at (`column`, `row`): `.blank` outside the buffer, where
    /// setting does nothing.
    ///
    /// ```swift
    /// buffer[column: 0, row: 0] = Cell(character: "a")
    /// buffer[column: -1, row: 0]   // .blank
    /// ```
    ///
    /// The setter stores the cell as given, without repairing wide
    /// characters: drawing code uses ``put(_:width:at:row:style:clip:)``.
    /// Cost: O(1).
    subscript(column column: Int, row row: Int) -> Cell {
        get {
            guard bounds.contains(column: column, row: row) else { return .blank }
            return storage[rowStarts[row] + column]
        }
        set {
            guard bounds.contains(column: column, row: row) else { return }
            storage[rowStarts[row] + column] = newValue
        }
    }

    /// Draws one grapheme cluster of display width 1 or 2 at (`column`,
    /// `row`) with the style of `style`, inside `clip`.
    ///
    /// ```swift
    /// buffer.put("漢", width: 2, at: 4, row: 0, style: Cell(foreground: .red), clip: area)
    /// ```
    ///
    /// The foreground, background, attributes and link of `style` are
    /// copied; its character and width are ignored. A background of
    /// `Color.clear` keeps the background each written cell had. A width of 0
    /// draws nothing (callers attach combining marks to their cluster), and a
    /// width above 2 counts as 2. Only cells inside `clip` and the buffer
    /// change, apart from wide-character repairs:
    ///
    /// - a wide character whose second column is clipped is drawn as a space
    ///   in its first column, and one whose first column is clipped as a space
    ///   in its second column: half a character is never drawn;
    /// - writing over either half of a wide character turns its other half
    ///   into a space that keeps the style it had, even outside `clip`.
    ///
    /// ```
    /// before  [漢 ·][b]     put "x" at column 1     after  [ ][x][b]
    /// ```
    ///
    /// Cost: O(1).
    mutating func put(_ character: Character, width: Int, at column: Int, row: Int, style: Cell, clip: CellRect) {
        put(Grapheme(character), width: width, at: column, row: row, style: style, clip: clip)
    }

    /// Draws a stored cluster, as ``put(_:width:at:row:style:clip:)`` does a
    /// character (text keeps its clusters as graphemes).
    mutating func put(_ grapheme: Grapheme, width: Int, at column: Int, row: Int, style: Cell, clip: CellRect) {
        guard width > 0 else { return }
        // The common case: a narrow character over a narrow one, inside.
        if width == 1, clip.contains(column: column, row: row), bounds.contains(column: column, row: row) {
            let index = rowStarts[row] + column
            let existing = storage[index]
            if existing.width == 1 {
                storage[index] = Self.narrowCell(grapheme, style: style, over: existing)
                return
            }
        }
        draw(grapheme, isWide: width >= 2, at: column, row: row, style: style, area: clip.intersection(bounds))
    }

    /// Draws `string`, printable ASCII, one byte a column from (`column`,
    /// `row`), stopping before column `end`; returns the column after the
    /// last byte drawn.
    ///
    /// ```swift
    /// buffer.putASCII("row 12", at: 4, row: 2, end: 80, style: style, clip: area)   // 10
    /// ```
    ///
    /// Draws what ``put(_:width:at:row:style:clip:)`` would draw for each
    /// byte, in one pass over the row's cells: a byte over a narrow cell
    /// inside the clip is stored in place; one over half of a wide
    /// character goes through `put`, which repairs the other half.
    ///
    /// Cost: O(bytes), with no uniqueness check or bounds check per cell.
    mutating func putASCII(_ string: String, at column: Int, row: Int, end: Int, style: Cell, clip: CellRect) -> Int {
        var string = string
        return string.withUTF8 { bytes in
            putASCII(bytes, at: column, row: row, end: end, style: style, clip: clip)
        }
    }

    private mutating func putASCII(
        _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, row: Int, end: Int, style: Cell, clip: CellRect
    ) -> Int {
        let area = clip.intersection(bounds)
        let count = max(0, min(bytes.count, end - start))
        guard row >= area.row, row < area.maxRow else { return start + count }
        let rowStart = rowStarts[row]
        // Only the columns inside the clip are visited, and the style's
        // background is compared once, not at each cell.
        var column = max(start, area.column)
        let stop = min(start + count, area.maxColumn)
        let keepsBackground = style.background == .clear
        var narrow = style
        narrow.width = 1
        while column < stop {
            // Narrow cells are written in place until a wide character's half.
            let stoppedAtWide = storage.withUnsafeMutableBufferPointer { cells in
                // Indices inside the row and the bytes: no overflow checks.
                while column < stop {
                    let index = rowStart &+ column
                    guard cells[index].width == 1 else { return true }
                    var cell = narrow
                    cell.grapheme = Grapheme(ascii: bytes[column &- start])
                    if keepsBackground {
                        cell.background = cells[index].background
                    }
                    cells[index] = cell
                    column &+= 1
                }
                return false
            }
            if stoppedAtWide {
                put(Grapheme(ascii: bytes[column - start]), width: 1, at: column, row: row, style: style, clip: clip)
                column += 1
            }
        }
        return start + count
    }

    /// The cell `put` stores for a narrow `grapheme` over a narrow cell:
    /// `style` with the grapheme, keeping `existing`'s background when the
    /// style's is `Color.clear`.
    @inline(__always)
    private static func narrowCell(_ grapheme: Grapheme, style: Cell, over existing: Cell) -> Cell {
        var cell = style
        cell.grapheme = grapheme
        cell.width = 1
        if style.background == .clear {
            cell.background = existing.background
        }
        return cell
    }

    /// Fills every cell of `rect` inside the buffer with the character and
    /// style of `cell`.
    ///
    /// ```swift
    /// buffer.fill(CellRect(column: 0, row: 0, width: 10, height: 1), with: Cell(background: .blue))
    /// ```
    ///
    /// The cells are drawn as by ``put(_:width:at:row:style:clip:)`` with
    /// `rect` as the clip: a background of `Color.clear` keeps the existing
    /// backgrounds, and wide characters cut by the edges of `rect` are
    /// repaired. A cell of width 2 is drawn every second column from
    /// `rect.column`; any other width counts as 1.
    ///
    /// Cost: O(cells filled).
    mutating func fill(_ rect: CellRect, with cell: Cell) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let isWide = cell.width == 2
        // A wide fill starts every second column from rect.column: begin at
        // the first start that reaches into the area (column − 1 when the
        // area starts on a second half).
        let first = isWide ? rect.column + (area.column - rect.column) / 2 * 2 : area.column
        let step = isWide ? 2 : 1
        for row in area.row..<area.maxRow {
            var column = first
            while column < area.maxColumn {
                draw(cell.grapheme, isWide: isWide, at: column, row: row, style: cell, area: area)
                column += step
            }
        }
    }

    /// Adds `attributes` to every cell of `rect` (clamped to the buffer),
    /// keeping characters and colours: the focus indication draws its
    /// view in reverse video this way.
    ///
    /// ```swift
    /// buffer.insertAttributes(.inverse, in: frame.intersection(clip))
    /// ```
    ///
    /// Cost: O(cells in `rect`).
    mutating func insertAttributes(_ attributes: TextAttributes, in rect: CellRect) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for row in area.row..<area.maxRow {
            let start = rowStarts[row]
            for index in (start + area.column)..<(start + area.maxColumn) {
                storage[index].attributes.formUnion(attributes)
            }
        }
    }

    /// Blanks every cell of `rect` (clamped to the buffer), without
    /// repairing wide characters its edges cut: call it on a rectangle from
    /// ``wholeCharacters(around:)``.
    ///
    /// ```swift
    /// buffer.clear(buffer.wholeCharacters(around: damage))
    /// ```
    ///
    /// Cost: O(cells cleared): two word stores a cell (a cell is plain
    /// data of two words), not one store a field.
    mutating func clear(_ rect: CellRect) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let rowStarts = rowStarts
        storage.withUnsafeMutableBufferPointer { cells in
            guard let base = cells.baseAddress else { return }
            guard _isPOD(Cell.self), MemoryLayout<Cell>.stride == 2 * MemoryLayout<UInt64>.size else {
                for row in area.row..<area.maxRow {
                    (base + rowStarts[row] + area.column).update(repeating: .blank, count: area.width)
                }
                return
            }
            let (first, second) = withUnsafeBytes(of: Cell.blank) { blank in
                (blank.loadUnaligned(as: UInt64.self), blank.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            }
            for row in area.row..<area.maxRow {
                var cell = UnsafeMutableRawPointer(base + rowStarts[row] + area.column)
                let end = cell + area.width &* 16
                while cell < end {
                    cell.storeBytes(of: first, as: UInt64.self)
                    cell.storeBytes(of: second, toByteOffset: 8, as: UInt64.self)
                    cell += 16
                }
            }
        }
    }

    /// Copies the cells of `rect` from `other`, a buffer of the same size,
    /// and its links (the copied cells index them).
    ///
    /// ```swift
    /// front.copy(damage, from: back)   // the area the frame redrew
    /// ```
    ///
    /// Cost: O(cells copied), plus O(1) for the links (shared storage).
    mutating func copy(_ rect: CellRect, from other: Buffer) {
        precondition(other.width == width && other.height == height, "copying between buffers of different sizes")
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for row in area.row..<area.maxRow {
            let start = rowStarts[row] + area.column
            let source = other.rowStarts[row] + area.column
            storage.replaceSubrange(start..<(start + area.width), with: other.storage[source..<(source + area.width)])
        }
        links = other.links
    }

    /// Shifts the rows of `scroll`'s band as a terminal scrolling that
    /// region does: the content moves up by `scroll.distance` rows (down
    /// when negative), rows moved out of the band are lost, and the rows
    /// moved in are blank (``Cell/blank``, the default background).
    ///
    /// ```swift
    /// front.scroll(RowScroll(area: list, distance: 1, screen: front.bounds)!)
    /// ```
    ///
    /// Rows move whole, with their links (indices into ``links``, which do
    /// not change), so wide characters stay whole. The part of the band
    /// outside the buffer is ignored.
    ///
    /// No cell moves: the band's ``rowStarts`` rotate, by three reversals
    /// (the rows leaving, the rows kept, then the whole band), and the rows
    /// that left, now the ones moved in, are cleared.
    ///
    /// ```
    /// band [a b c d], up by 1:   [a] [b c d]   →   [a] [d c b]   →   [b c d a]   (a cleared)
    /// ```
    ///
    /// With `clearing` false the rows moved in keep the cells of the rows
    /// that left, for a caller about to clear them anyway (a frame whose
    /// damage covers them).
    ///
    /// Cost: O(rows of the band), and clearing the rows moved in.
    mutating func scroll(_ scroll: RowScroll, clearing: Bool = true) {
        let band = scroll.rows.clamped(to: 0..<height)
        guard scroll.distance < band.count, scroll.distance > -band.count else { return }
        // Up by d is a rotation left by d; down by d, left by count − d.
        let split = band.lowerBound + (scroll.distance > 0 ? scroll.distance : band.count + scroll.distance)
        rowStarts.withUnsafeMutableBufferPointer { starts in
            starts[band.lowerBound..<split].reverse()
            starts[split..<band.upperBound].reverse()
            starts[band].reverse()
        }
        guard clearing else { return }
        if scroll.distance > 0 {
            clear(CellRect(column: 0, row: band.upperBound - scroll.distance, width: width, height: scroll.distance))
        } else {
            clear(CellRect(column: 0, row: band.lowerBound, width: width, height: -scroll.distance))
        }
    }

    /// Draws a cluster at (`column`, `row`) within `area`, which lies inside
    /// the buffer, keeping wide characters whole.
    private mutating func draw(
        _ character: Grapheme, isWide: Bool, at column: Int, row: Int, style: Cell, area: CellRect
    ) {
        guard row >= area.row, row < area.maxRow else { return }
        let firstInside = column >= area.column && column < area.maxColumn
        guard isWide else {
            if firstInside {
                store(character, isWide: false, at: column, row: row, style: style)
            }
            return
        }
        let secondInside = column >= area.column - 1 && column < area.maxColumn - 1
        switch (firstInside, secondInside) {
        case (true, true):
            store(character, isWide: true, at: column, row: row, style: style)
        case (true, false):
            store(.space, isWide: false, at: column, row: row, style: style)
            noteCut(at: column, row: row)
        case (false, true):
            store(.space, isWide: false, at: column + 1, row: row, style: style)
            noteCut(at: column, row: row)
        case (false, false):
            break
        }
    }

    /// Records a wide character cut by a clip although both its columns lie
    /// inside the buffer: drawing a damaged area must then grow to take it
    /// whole.
    private mutating func noteCut(at column: Int, row: Int) {
        if column >= 0, column + 1 < width {
            cutCharacters.append(CellPoint(column: column, row: row))
        }
    }

    /// Writes a cluster into cells that are inside the buffer (two for a wide
    /// one), first turning the outer halves of wide characters it overwrites
    /// into spaces.
    private mutating func store(_ character: Grapheme, isWide: Bool, at column: Int, row: Int, style: Cell) {
        let start = rowStarts[row]
        let index = start + column
        let last = index + (isWide ? 1 : 0)

        // [漢 ·] ← x at the continuation   →   [ ][x]
        if storage[index].isContinuation, column > 0, storage[index - 1].width == 2 {
            storage[index - 1].grapheme = .space
            storage[index - 1].width = 1
        }
        // x at the first half → [漢 ·]   →   [x][ ]
        if storage[last].width == 2, last + 1 < start + width, storage[last + 1].isContinuation {
            storage[last + 1].grapheme = .space
            storage[last + 1].width = 1
        }

        var cell = style
        cell.grapheme = character
        cell.width = isWide ? 2 : 1
        if style.background == .clear {
            cell.background = storage[index].background
        }
        storage[index] = cell
        if isWide {
            cell.grapheme = .space
            cell.width = 0
            storage[index + 1] = cell
        }
    }
}
