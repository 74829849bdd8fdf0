import Observation
import Testing
@testable import Trellis

/// The texts that read the default text style: a style that a writer
/// starts setting above them, through a model or through `@State`, reaches
/// exactly the texts below the writer, after any number of texts were
/// unmounted and of styles came and went.
@MainActor
@Suite("Readers of the default text style")
struct DefaultTextStyleReadersTests {
    /// A text for each of `rows`, inside a writer that sets
    /// the text case when `switches.flag` (else a key no text reads),
    /// between two texts outside it.
    struct Rows: View {
        let switches: Switches
        let rows: RowList
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("top")
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(rows.ids, id: \.self) { Text("row \($0)") }
                }
                .environment(switches.flag ? \.textCase : \.spareCase, .uppercase)
                Text("end")
            }
        }
    }

    /// A text for each of `rows`, inside a writer as in ``Rows``, and no
    /// other text: the graph lists the texts in the rows' order.
    struct OnlyRows: View {
        let switches: Switches
        let rows: RowList
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(rows.ids, id: \.self) { Text("row \($0)") }
            }
            .environment(switches.flag ? \.textCase : \.spareCase, .uppercase)
        }
    }

    @Observable
    final class RowList {
        var ids: [Int]

        init(count: Int) {
            ids = Array(0..<count)
        }
    }

    @Test("A style a writer starts setting reaches the texts below it and no others, and leaves them when it goes")
    func insideAndOutside() {
        let switches = Switches()
        switches.flag = false
        let host = TestHost(columns: 8, rows: 5) { Rows(switches: switches, rows: RowList(count: 3)) }
        #expect(host.screen == "top\nrow 0\nrow 1\nrow 2\nend")
        switches.flag = true
        host.update()
        #expect(host.screen == "top\nROW 0\nROW 1\nROW 2\nend")
        switches.flag = false
        host.update()
        #expect(host.screen == "top\nrow 0\nrow 1\nrow 2\nend")
        switches.flag = true
        host.update()
        #expect(host.screen == "top\nROW 0\nROW 1\nROW 2\nend")
    }

    @Test("Texts unmounted while they read the default leave the list; the texts left take a style set later")
    func unmountedTexts() {
        let switches = Switches()
        switches.flag = false
        let rows = RowList(count: 5)
        let host = TestHost(columns: 8, rows: 5) { OnlyRows(switches: switches, rows: rows) }
        // Row 1 leaves (row 4, listed last, takes its slot), then row 4,
        // the text that moved, then row 0.
        #expect(host.session.graph.defaultTextStyleReaders.count == 5)
        for removed in [1, 4, 0] {
            rows.ids.removeAll { $0 == removed }
            host.update()
        }
        #expect(host.session.graph.defaultTextStyleReaders.count == 2)
        #expect(host.screen == "row 2\nrow 3")
        switches.flag = true
        host.update()
        #expect(host.session.graph.defaultTextStyleReaders.count == 0)
        #expect(host.screen == "ROW 2\nROW 3")
        rows.ids.append(7)
        host.update()
        switches.flag = false
        host.update()
        #expect(host.screen == "row 2\nrow 3\nrow 7")
        switches.flag = true
        host.update()
        #expect(host.screen == "ROW 2\nROW 3\nROW 7")
    }

    /// A writer whose key follows a `@State` flag, which the test flips
    /// through its binding.
    struct StateSwitch: View {
        let handle: StateHandle<Bool>
        @State private var upper = false
        var body: some View {
            let _ = handle.bind($upper)
            VStack(alignment: .leading, spacing: 0) {
                Text("head")
                VStack(alignment: .leading, spacing: 0) {
                    Text("one")
                    Text("two")
                }
                .environment(upper ? \.textCase : \.spareCase, .uppercase)
            }
        }
    }

    @Test("A style that a state change starts setting reaches the texts below the writer")
    func throughState() {
        let handle = StateHandle<Bool>()
        let host = TestHost(columns: 6, rows: 3) { StateSwitch(handle: handle) }
        #expect(host.screen == "head\none\ntwo")
        for upper in [true, false, true] {
            handle.value = upper
            host.update()
            #expect(host.screen == (upper ? "head\nONE\nTWO" : "head\none\ntwo"))
        }
    }

    @Test("A transform of the text style that starts changing the colour colours its text only")
    func colourTransformedLater() {
        let switches = Switches()
        switches.flag = false
        let host = TestHost(columns: 4, rows: 3) {
            VStack(spacing: 0) {
                Text("a")
                Text("b").transformEnvironment(\.text) { if switches.flag { $0.foreground = .red } }
                Text("c")
            }
        }
        #expect(host.cell(column: 0, row: 1).foreground == nil)
        switches.flag = true
        host.update()
        #expect(host.cell(column: 0, row: 0) == Cell(character: "a"))
        #expect(host.cell(column: 0, row: 1) == Cell(character: "b", foreground: .red))
        #expect(host.cell(column: 0, row: 2) == Cell(character: "c"))
    }

    /// A lazy list of 100 texts that keeps no scrolled-out row, inside a
    /// writer as in ``Rows``.
    struct LazyRows: View {
        let switches: Switches
        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<100, id: \.self) { Text("row \($0)") }
                }
            }
            .lazyRowRetention(0)
            .environment(switches.flag ? \.textCase : \.spareCase, .uppercase)
        }
    }

    /// The texts mounted under `node`.
    static func mountedTexts(under node: ViewNode) -> Int {
        node.children.reduce(node is TextNode ? 1 : 0) { $0 + mountedTexts(under: $1) }
    }

    @Test("Lazy rows destroyed by a scroll leave the list, rows made again join it, and a style set later reaches them")
    func lazyRowsComeAndGo() {
        let switches = Switches()
        switches.flag = false
        let host = TestHost(columns: 10, rows: 4) { LazyRows(switches: switches) }
        let graph = host.session.graph
        host.press(.tab)
        var counts: [Int] = []
        for key in [KeyEquivalent.pageDown, .pageDown, .pageDown, .pageDown, .pageDown, .home] {
            host.press(key)
            let texts = Self.mountedTexts(under: graph.root)
            #expect(graph.defaultTextStyleReaders.count == texts)
            counts.append(texts)
        }
        #expect(counts == [4, 4, 4, 4, 4, 4])
        #expect(host.lines.first?.hasPrefix("row 0") == true)
        switches.flag = true
        host.update()
        #expect(graph.defaultTextStyleReaders.count == 0)
        #expect(host.lines.first?.hasPrefix("ROW 0") == true)
        host.press(.pageDown)
        host.press(.pageDown)
        #expect(host.lines.allSatisfy { $0.isEmpty || $0.hasPrefix("ROW ") })
        switches.flag = false
        host.update()
        #expect(graph.defaultTextStyleReaders.count == Self.mountedTexts(under: graph.root))
        #expect(host.lines.allSatisfy { $0.isEmpty || $0.hasPrefix("row ") })
    }
}
