import Testing
@testable import Trellis

extension HorizontalAlignment {
    /// The guide that lines up an account and a name across two rows
    /// (Apple's `AlignmentID` example); a view without it aligns at its top
    /// (0, its leading column).
    private enum MidAccountAndName: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.top] }
    }

    static let midAccountAndName = HorizontalAlignment(MidAccountAndName.self)

    /// A quarter of the way across a view (Apple's `init(_:)` example).
    private enum OneQuarter: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 4 }
    }

    static let oneQuarter = HorizontalAlignment(OneQuarter.self)
}

/// `.alignmentGuide`, `ViewDimensions` and custom `AlignmentID`s: children
/// placed so that their guides meet, in whole cells, and containers as large
/// as the union of their aligned children.
@MainActor
@Suite("Alignment guides")
struct AlignmentGuideTests {
    @Test("A negative leading guide indents a child of a leading VStack")
    func indentedChild() {
        let host = TestHost(columns: 12, rows: 2) {
            VStack(alignment: .leading) {
                Text("Title")
                Text("Indented").alignmentGuide(.leading) { _ in -2 }
            }
        }
        // guides [0, −2] → the line at 0: "Title" at 0, "Indented" at 2
        #expect(host.lines == ["Title", "  Indented"])
    }

    @Test("A constant leading guide pushes the other children right, and the stack grows to hold them")
    func constantGuideWidensTheStack() {
        let host = TestHost(columns: 14, rows: 2) {
            HStack(spacing: 0) {
                VStack(alignment: .leading) {
                    Text("a")
                    Text("b").alignmentGuide(.leading) { _ in 10 }
                }
                Text("|")
            }
        }
        // guides [0, 10] → the line at 10: "a" at 10, "b" at 0; width 11
        #expect(host.lines == ["          a|", "b"])
    }

    @Test("A leading guide at the trailing edge hangs a child to the left of the others")
    func hangingChild() {
        let host = TestHost(columns: 8, rows: 2) {
            HStack(spacing: 0) {
                VStack(alignment: .leading) {
                    Text("abc")
                    Text("de").alignmentGuide(.leading) { d in d[.trailing] }
                }
                Text("|")
            }
        }
        // guides [0, 2] → "abc" at 2, "de" at 0; width 5
        #expect(host.lines == ["  abc|", "de"])
    }

    @Test("A top guide lowers a child of a top-aligned HStack")
    func loweredChild() {
        let host = TestHost(columns: 6, rows: 3) {
            HStack(alignment: .top) {
                Text("A")
                Text("B").alignmentGuide(.top) { _ in -2 }
            }
        }
        #expect(host.lines == ["A", "", "  B"])
    }

    @Test("Guides on both axes move a child of a top-leading ZStack")
    func zStackGuides() {
        let host = TestHost(columns: 6, rows: 2) {
            ZStack(alignment: .topLeading) {
                Text("abcd")
                Text("x")
                    .alignmentGuide(.leading) { _ in -2 }
                    .alignmentGuide(.top) { _ in -1 }
            }
        }
        #expect(host.lines == ["abcd", "  x"])
    }

    @Test("A custom guide set inside two HStacks lines them up across a VStack")
    func alignmentAcrossStacks() {
        let host = TestHost(columns: 24, rows: 2) {
            VStack(alignment: .midAccountAndName) {
                HStack {
                    Text("Account:")
                    Text("@ada").alignmentGuide(.midAccountAndName) { d in d[HorizontalAlignment.center] }
                }
                HStack {
                    Text("Full name:")
                    Text("Ada Lovelace").alignmentGuide(.midAccountAndName) { d in d[HorizontalAlignment.center] }
                }
            }
        }
        // row 1: 8 + 1 + 4/2 = 11 · row 2: 10 + 1 + 12/2 = 17 → row 1 moves 6 right;
        // both names centre on column 17
        #expect(host.lines == ["      Account: @ada", "Full name: Ada Lovelace"])
    }

    @Test("A custom guide's default value aligns children that set none")
    func customDefault() {
        let host = TestHost(columns: 10, rows: 2) {
            VStack(alignment: .oneQuarter) {
                Text("abcdefgh")
                Text("wxyz")
            }
        }
        // guides [8/4, 4/4] = [2, 1] → "wxyz" starts 1 column in
        #expect(host.lines == ["abcdefgh", " wxyz"])
    }

    @Test("Padding passes its content's guide up, moved by its inset")
    func guideThroughPadding() {
        let host = TestHost(columns: 8, rows: 2) {
            VStack(alignment: .leading) {
                Text("abc")
                Text("de").alignmentGuide(.leading) { d in d[.trailing] }.padding(.leading, 1)
            }
        }
        // the padded view's guide is 2 + 1 = 3 → "abc" at 3, the padding at 0, "de" at 1
        #expect(host.lines == ["   abc", " de"])
    }

    @Test("An outer guide reads the inner one through ViewDimensions' explicit subscript")
    func explicitSubscript() {
        let host = TestHost(columns: 8, rows: 2) {
            VStack(alignment: .leading) {
                Text("a")
                Text("b")
                    .alignmentGuide(.leading) { _ in 3 }
                    .alignmentGuide(.leading) { d in (d[explicit: .leading] ?? 0) + 1 }
            }
        }
        #expect(host.lines == ["    a", "b"])
    }

    @Test("The last text baseline lines up the last rows of an HStack's texts")
    func lastTextBaseline() {
        let host = TestHost(columns: 10, rows: 2) {
            HStack(alignment: .lastTextBaseline) {
                Text("one\ntwo")
                Text("end")
            }
        }
        #expect(host.lines == ["one", "two end"])
    }

    @Test("VStackLayout honours guides as VStack does")
    func stackLayoutGuides() {
        let host = TestHost(columns: 12, rows: 2) {
            VStackLayout(alignment: .leading) {
                Text("Title")
                Text("Indented").alignmentGuide(.leading) { _ in -2 }
            }
        }
        #expect(host.lines == ["Title", "  Indented"])
    }

    /// A leading column with a second row indented by `switches.number`
    /// columns, through a guide that is present only while `switches.flag`.
    struct IndentedRows: View {
        let switches: Switches

        var body: some View {
            let indent = CGFloat(switches.number)
            VStack(alignment: .leading) {
                Text("a")
                if switches.flag {
                    Text("b").alignmentGuide(.leading) { _ in -indent }
                } else {
                    Text("b")
                }
            }
        }
    }

    @Test("A guide that changes with state moves the child on the next update")
    func guideFromState() {
        let switches = Switches()
        switches.number = 1
        let host = TestHost(columns: 8, rows: 2) { IndentedRows(switches: switches) }
        #expect(host.lines == ["a", " b"])
        switches.number = 3
        host.update()
        #expect(host.lines == ["a", "   b"])
    }

    @Test("A guide that appears in a stack takes effect, and leaves no trace when it goes")
    func guideComesAndGoes() {
        let switches = Switches()
        switches.flag = false
        switches.number = 2
        let host = TestHost(columns: 8, rows: 2) { IndentedRows(switches: switches) }
        #expect(host.lines == ["a", "b"])
        switches.flag = true
        host.update()
        #expect(host.lines == ["a", "  b"])
        switches.flag = false
        host.update()
        #expect(host.lines == ["a", "b"])
    }
}
