import Testing
@testable import Trellis

/// `Grid` and `GridRow` lay out tables and forms: columns as wide as their
/// widest cell, rows as tall as their tallest, cells aligned in their areas.
@MainActor
@Suite("Grid")
struct GridTests {
    @Test("Each column is as wide as its widest cell; cells are centred in their areas, one column apart")
    func table() {
        let host = TestHost(columns: 40, rows: 6) {
            Grid {
                GridRow { Text("Name"); Text("Kind"); Text("Size") }
                GridRow { Text("README.md"); Text("text"); Text("2 KB") }
                GridRow { Text("a"); Text("directory"); Text("12 MB") }
            }
        }
        #expect(
            host.screen == """
                  Name      Kind    Size
                README.md   text    2 KB
                    a     directory 12 MB
                """)
    }

    @Test(
        "The grid's alignment places each cell in its area",
        arguments: [
            (Alignment.leading, "a   bbb\nccc d"),
            (Alignment.trailing, "  a bbb\nccc   d"),
            (Alignment.center, " a  bbb\nccc  d"),
        ])
    func horizontalAlignment(alignment: Alignment, screen: String) {
        let host = TestHost(columns: 20, rows: 4) {
            Grid(alignment: alignment) {
                GridRow { Text("a"); Text("bbb") }
                GridRow { Text("ccc"); Text("d") }
            }
        }
        #expect(host.screen == screen)
    }

    @Test("A row's alignment replaces the vertical part of the grid's for that row")
    func rowAlignment() {
        let host = TestHost(columns: 20, rows: 8) {
            Grid(alignment: .bottom) {
                GridRow { Text("x"); Text("1\n2\n3") }
                GridRow(alignment: .top) { Text("y"); Text("4\n5\n6") }
                GridRow { Text("z"); Text("7\n8") }
            }
        }
        #expect(
            host.screen == """
                  1
                  2
                x 3
                y 4
                  5
                  6
                  7
                z 8
                """)
    }

    @Test(
        "Spacing is 1 column and 0 rows by default; given spacings are rounded to whole cells",
        arguments: [
            (nil, nil, "a b\nc d"),
            (3, 1, "a   b\n\nc   d"),
            (0, 0, "ab\ncd"),
            (1.6, 0.6, "a  b\n\nc  d"),
        ] as [(CGFloat?, CGFloat?, String)])
    func spacing(horizontal: CGFloat?, vertical: CGFloat?, screen: String) {
        let host = TestHost(columns: 20, rows: 4) {
            Grid(horizontalSpacing: horizontal, verticalSpacing: vertical) {
                GridRow { Text("a"); Text("b") }
                GridRow { Text("c"); Text("d") }
            }
        }
        #expect(host.screen == screen)
    }

    @Test("A divider outside any row spans every column, exactly the table's width when unsized horizontally")
    func unsizedDivider() {
        let host = TestHost(columns: 40, rows: 6) {
            Grid(alignment: .leading) {
                GridRow { Text("Name"); Text("Size") }
                Divider().gridCellUnsizedAxes(.horizontal)
                GridRow { Text("README.md"); Text("2 KB") }
                GridRow { Text("Package.swift"); Text("1 KB") }
            }
        }
        #expect(
            host.screen == """
                Name          Size
                ──────────────────
                README.md     2 KB
                Package.swift 1 KB
                """)
    }

    @Test("A plain divider takes the whole width offered, and the columns widen by equal shares to fill it")
    func flexibleDivider() {
        // Columns 1 and 1 (3 with the spacing); the divider takes 20, so the
        // columns share 17 more: 9 to the first, 8 to the second.
        let host = TestHost(columns: 20, rows: 4) {
            Grid {
                GridRow { Text("a"); Text("b") }
                Divider()
                GridRow { Text("c"); Text("d") }
            }
        }
        #expect(
            host.screen == """
                    a          b
                ────────────────────
                    c          d
                """)
    }

    @Test("A row with fewer cells leaves the last columns empty; the grid has as many columns as its longest row")
    func shortRow() {
        let host = TestHost(columns: 20, rows: 4) {
            Grid(alignment: .leading) {
                GridRow { Text("one"); Text("two"); Text("three") }
                GridRow { Text("4") }
                GridRow { Text("x"); Text("y") }
            }
        }
        #expect(
            host.screen == """
                one two three
                4
                x   y
                """)
    }

    @Test("ForEach generates rows in a grid and cells in a row")
    func forEachRowsAndCells() {
        let table = [["1", "22", "333"], ["4444", "5", "66"]]
        let host = TestHost(columns: 30, rows: 4) {
            Grid(alignment: .trailing) {
                ForEach(0..<2) { row in
                    GridRow {
                        Text("r\(row)")
                        ForEach(0..<3) { column in
                            Text(table[row][column])
                        }
                    }
                }
            }
        }
        #expect(
            host.screen == """
                r0    1 22 333
                r1 4444  5  66
                """)
    }

    struct Field: View {
        let label: String
        let value: String
        var body: some View {
            GridRow {
                Text(label).gridColumnAlignment(.trailing)
                Text(value)
            }
        }
    }

    @Test("A form: labels in a trailing-aligned column, values leading-aligned, rows from a custom view")
    func form() {
        let host = TestHost(columns: 40, rows: 4) {
            Grid(alignment: .leading) {
                Field(label: "Name:", value: "Ada Lovelace")
                Field(label: "Born:", value: "1815")
                Field(label: "Known for:", value: "the first program")
            }
        }
        #expect(
            host.screen == """
                     Name: Ada Lovelace
                     Born: 1815
                Known for: the first program
                """)
    }

    @Test("The topmost gridColumnAlignment of a column sets it for every one-column cell of that column")
    func columnAlignment() {
        let host = TestHost(columns: 40, rows: 4) {
            Grid {
                GridRow { Text("Name:").gridColumnAlignment(.trailing); Text("Ada") }
                GridRow { Text("Language:"); Text("Swift") }
            }
        }
        #expect(
            host.screen == """
                    Name:  Ada
                Language: Swift
                """)
    }

    @Test("CJK characters are two columns wide, and columns are sized in columns")
    func wideCharacters() {
        let host = TestHost(columns: 20, rows: 4) {
            Grid(alignment: .trailing) {
                GridRow { Text("名前"); Text("値") }
                GridRow { Text("abc"); Text("def") }
                GridRow { Text("日本語"); Text("x") }
            }
        }
        #expect(
            host.screen == """
                  名前  値
                   abc def
                日本語   x
                """)
        #expect(host.cell(column: 2, row: 0).character == "名")
        #expect(host.cell(column: 2, row: 0).width == 2)
    }

    @Test("A cell spanning columns wider than them widens them by equal shares, the remainder to the leading one")
    func spanningCell() {
        // "Quarterly totals" (16) spans columns 1 and 1 (3 with the spacing):
        // 13 more, 7 to the first column and 6 to the second.
        let host = TestHost(columns: 40, rows: 4) {
            Grid {
                GridRow { Text("Quarterly totals").gridCellColumns(2); Text("!") }
                GridRow { Text("a"); Text("b"); Text("c") }
            }
        }
        #expect(
            host.screen == """
                Quarterly totals !
                   a        b    c
                """)
    }

    @Test("Flexible cells share the width the others leave, like the subviews of an HStack")
    func flexibleCells() {
        // Available 20 − 2 = 18: "Qty" offered 6 takes 3, "Name" offered 7
        // takes 4, the flexible cell offered 11 takes 11.
        let host = TestHost(columns: 20, rows: 4) {
            Grid {
                GridRow { Text("Name"); Text("Qty"); Text("end").frame(maxWidth: .infinity, alignment: .trailing) }
                GridRow { Text("Ann"); Text("12") }
                Text("Total: 3 items")
            }
        }
        #expect(
            host.screen == """
                Name Qty         end
                Ann  12
                   Total: 3 items
                """)
    }

    @Test("Two flexible columns share the leftover width equally")
    func equalFlexibleColumns() {
        // Available 21 − 2 = 19: "|" takes 1, then 18 is shared 9 and 9.
        let host = TestHost(columns: 21, rows: 2) {
            Grid {
                GridRow {
                    Text("a").frame(maxWidth: .infinity, alignment: .leading)
                    Text("b").frame(maxWidth: .infinity, alignment: .leading)
                    Text("|")
                }
            }
        }
        #expect(host.screen == "a         b         |")
    }

    @Test("A divider in a row is vertical; unsized vertically it takes the row's height")
    func verticalDivider() {
        let host = TestHost(columns: 20, rows: 6) {
            Grid {
                GridRow { Text("a"); Divider().gridCellUnsizedAxes(.vertical); Text("1\n2") }
                GridRow { Text("b"); Divider().gridCellUnsizedAxes(.vertical); Text("3") }
            }
        }
        #expect(
            host.screen == """
                a │ 1
                  │ 2
                b │ 3
                """)
    }

    @Test("A modifier on a row covers the row across the whole grid")
    func rowBackground() {
        let host = TestHost(columns: 20, rows: 4) {
            Grid(alignment: .leading) {
                GridRow { Text("one"); Text("1111") }
                GridRow { Text("two"); Text("2") }.background(Color.blue)
            }
        }
        #expect(host.screen == "one 1111\ntwo 2")
        // The spacing and the empty end of the row take the background (the
        // text is drawn over it with its own, as everywhere in the engine).
        #expect(host.cell(column: 3, row: 1).background == Color.blue)
        #expect(host.cell(column: 7, row: 1).background == Color.blue)
        #expect(host.cell(column: 8, row: 1).background == nil)
        #expect(host.cell(column: 3, row: 0).background == nil)
    }

    @Test("Outside a grid, a row is an HStack")
    func rowOutsideGrid() {
        let host = TestHost(columns: 20, rows: 4) {
            GridRow { Text("a"); Text("two\nlines"); Text("b") }
        }
        #expect(
            host.screen == """
                a two   b
                  lines
                """)
    }

    struct EditableTable: View {
        let handle: StateHandle<String>
        @State private var name = "a"
        var body: some View {
            let _ = handle.bind($name)
            Grid(alignment: .leading) {
                GridRow { Text(name); Text("1") }
                GridRow { Text("bb"); Text("2") }
            }
        }
    }

    @Test("A cell that changes width lays the columns out again, wider and narrower")
    func updateChangesColumns() {
        let handle = StateHandle<String>()
        let host = TestHost(columns: 20, rows: 4) { EditableTable(handle: handle) }
        #expect(host.screen == "a  1\nbb 2")
        handle.value = "cccc"
        host.update()
        #expect(host.screen == "cccc 1\nbb   2")
        handle.value = "d"
        host.update()
        #expect(host.screen == "d  1\nbb 2")
    }

    struct TitledTable: View {
        let handle: StateHandle<String>
        @State private var name = "a"
        var body: some View {
            let _ = handle.bind($name)
            Grid(alignment: .leading) {
                GridRow { Text(name); Text("1") }
                GridRow { Text("bb"); Text("2") }
                Text("a wide title row")
            }
        }
    }

    @Test("Rows that keep their size are placed again when the columns move under them")
    func updateMovesColumnsInUnchangedRows() {
        // The title keeps the grid 16 wide. Columns 2 and 1 widen by 6 each:
        // 8 and 7. With "cccc", columns 4 and 1 widen by 5 each: 9 and 6.
        let handle = StateHandle<String>()
        let host = TestHost(columns: 20, rows: 4) { TitledTable(handle: handle) }
        #expect(
            host.screen == """
                a        1
                bb       2
                a wide title row
                """)
        handle.value = "cccc"
        host.update()
        #expect(
            host.screen == """
                cccc      1
                bb        2
                a wide title row
                """)
    }

    @Test("An empty grid, or one of empty rows, takes no space")
    func emptyGrid() {
        let host = TestHost(columns: 20, rows: 4) {
            VStack {
                Text("above")
                Grid {}
                Grid { GridRow {} }
                Text("below")
            }
        }
        #expect(host.screen == "above\nbelow")
    }

    @Test("Proposed less than its ideal width, the grid gives columns of higher layout priority their width first")
    func narrowerThanIdeal() {
        // Available 10 − 1 = 9: the priority column is offered all 9 and
        // takes 6; the other is offered 3 and wraps.
        let host = TestHost(columns: 10, rows: 4) {
            Grid(alignment: .topLeading) {
                GridRow { Text("abc def"); Text("ghijkl").layoutPriority(1) }
            }
        }
        #expect(
            host.screen == """
                abc ghijkl
                def
                """)
    }

    struct SpanningTitle: View {
        let handle: StateHandle<Int>
        @State private var span = 1
        var body: some View {
            let _ = handle.bind($span)
            Grid(alignment: .leading) {
                GridRow { Text("title").gridCellColumns(span); Text("!") }
                GridRow { Text("a"); Text("b"); Text("c") }
            }
        }
    }

    @Test("A cell's span can change: the columns are laid out again")
    func spanChange() {
        let handle = StateHandle<Int>()
        let host = TestHost(columns: 20, rows: 4) { SpanningTitle(handle: handle) }
        #expect(
            host.screen == """
                title !
                a     b c
                """)
        // "title" (5) now spans columns 1 and 1 (3 with the spacing): each
        // widens by 1.
        handle.value = 2
        host.update()
        #expect(
            host.screen == """
                title !
                a  b  c
                """)
    }
}
