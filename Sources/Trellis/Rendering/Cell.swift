/// One cell of the terminal grid: a grapheme cluster, the number of columns
/// it takes, and its style.
///
/// A wide character (CJK, most emoji) takes two columns: its cell has
/// `width == 2` and the cell to its right is a continuation with `width == 0`
/// and no character of its own. An empty cell holds a space.
///
/// ```swift
/// let cell = host.cell(column: 2, row: 0)
/// #expect(cell.character == "a" && cell.foreground == .red)
/// ```
///
/// A cell is plain data (16 bytes, which the frame diff compares as two
/// words before it compares fields): its cluster is stored as a
/// `Grapheme`, so buffers of cells are cleared, copied and compared
/// without allocation or reference counting.
public struct Cell: Hashable, Sendable {
    /// The grapheme cluster drawn in the cell (a space when empty, and for
    /// the continuation of a wide character).
    public var character: Character {
        get { grapheme.character }
        set { grapheme = Grapheme(newValue) }
    }
    /// The cluster, as stored.
    var grapheme: Grapheme
    /// The columns the cluster takes: 1, 2 for a wide character, 0 for the
    /// continuation cell to the right of a wide character.
    public var width: UInt8
    /// The text colour, or `nil` for the terminal's default.
    public var foreground: Color?
    /// The background colour, or `nil` for the terminal's default.
    public var background: Color?
    /// Bold, italic and the other attributes.
    public var attributes: TextAttributes
    /// The hyperlink the cell belongs to: an index into its buffer's links,
    /// 0 for none.
    var link: UInt16 = 0

    /// Creates a cell.
    public init(
        character: Character = " ", width: UInt8 = 1, foreground: Color? = nil, background: Color? = nil,
        attributes: TextAttributes = []
    ) {
        grapheme = Grapheme(character)
        self.width = width
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// An empty cell: a space with the default style.
    public static let blank = Cell()

    /// Whether this cell is the right half of a wide character.
    public var isContinuation: Bool { width == 0 }

    /// Whether two cells draw alike: every field is equal.
    ///
    /// ```swift
    /// #expect(Cell(character: "a") != Cell(character: "a", foreground: .red))
    /// ```
    ///
    /// Written out, not synthesized, so that an unoptimized build compares
    /// a cell with a few integer comparisons instead of the standard
    /// library's generic ones: the renderer compares every cell of a
    /// frame's damage, and the test suite runs unoptimized. An optimized
    /// build compiles both forms alike.
    ///
    /// Cost: O(1).
    public static func == (lhs: Cell, rhs: Cell) -> Bool {
        lhs.grapheme == rhs.grapheme && lhs.width == rhs.width
            && lhs.attributes.rawValue == rhs.attributes.rawValue && lhs.link == rhs.link
            && same(lhs.foreground, rhs.foreground) && same(lhs.background, rhs.background)
    }

    /// Whether two optional colours are equal, without the generic
    /// `Optional` comparison.
    private static func same(_ lhs: Color?, _ rhs: Color?) -> Bool {
        switch (lhs, rhs) {
        case (.none, .none): true
        case (.some(let lhs), .some(let rhs)): lhs == rhs
        default: false
        }
    }
}
