import Testing
@testable import Trellis

/// The graph inspector: F12 and Ctrl-G, the panel's lines, the highlight
/// of re-evaluated nodes, and that it leaves the app's graph alone.
@MainActor
@Suite("graph inspector")
struct GraphInspectorTests {
    struct Catalog: View {
        @State private var selected = 3
        @State private var title = "a\u{1B}[2Jb"

        var body: some View {
            VStack {
                ForEach([3, 5], id: \.self) { id in
                    Text("item \(id)")
                }
                Text(title).id(selected)
            }
        }
    }

    struct Counter: View {
        let count: StateHandle<Int>
        @State private var value = 0

        var body: some View {
            let _ = count.bind($value)
            VStack {
                Text("Count: \(value)")
                Label()
            }
        }
    }

    struct Label: View {
        @State private var text = "label"

        var body: some View {
            Text(text)
        }
    }

    struct Keys: View {
        let log: EventLog

        var body: some View {
            LifecycleProbe("K", log: log)
                .onKeyPress { press in
                    log("key \(press.key.description)")
                    return .handled
                }
        }
    }

    static let catalogScreen = [
        "item 3",
        "item 5",
        "a␛[2Jb",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "╭ Graph — F12 closes · ↑↓ scroll ────────────────╮",
        "│● Catalog (selected = 3, title = a␛[2Jb)        │",
        "│●   VStack                                      │",
        "│●     TupleView                                 │",
        "│●       [0] ForEach                             │",
        "│●         [id: 3] Text \"item 3\"                 │",
        "│●         [id: 5] Text \"item 5\"                 │",
        "│●       [1] .id                                 │",
        "│●         [id: 3] Text \"a\\u{1B}[2Jb\"            │",
        "╰───────────────────────────────────── 1–8 of 8 ─╯",
    ]

    @Test("F12 opens the panel over the bottom half with one line per node; F12 closes it")
    func openAndCloseWithF12() {
        let host = TestHost(columns: 50, rows: 20) { Catalog() }
        let app = host.lines
        host.press(.function(12))
        #expect(host.lines == Self.catalogScreen)
        host.press(.function(12))
        #expect(host.lines == app)
    }

    @Test("A line wider than the panel ends in an ellipsis")
    func longLines() {
        let host = TestHost(columns: 30, rows: 20) { Catalog() }
        host.press(.function(12))
        let panel = host.lines.drop { !$0.hasPrefix("╭") }
        #expect(Array(panel) == [
            "╭ Graph — F12 closes · ↑↓ scr╮",
            "│● Catalog (selected = 3, ti…│",
            "│●   VStack                  │",
            "│●     TupleView             │",
            "│●       [0] ForEach         │",
            "│●         [id: 3] Text \"ite…│",
            "│●         [id: 5] Text \"ite…│",
            "│●       [1] .id             │",
            "│●         [id: 3] Text \"a\\u…│",
            "╰───────────────── 1–8 of 8 ─╯",
        ])
    }

    @Test("The bytes of F12 (ESC [ 2 4 ~) and Ctrl-G toggle the panel, as a terminal sends them")
    func toggleFromBytes() {
        let host = TestHost(columns: 50, rows: 20) { Catalog() }
        let app = host.lines
        host.send([0x1B, 0x5B, 0x32, 0x34, 0x7E])
        #expect(host.lines == Self.catalogScreen)
        host.send([0x07])
        #expect(host.lines == app)
        host.send([0x07])
        #expect(host.lines == Self.catalogScreen)
        host.press(.escape)
        #expect(host.lines == app)
    }

    @Test("A node out of the visible hierarchy (under a cover) is marked ○")
    func notAppearedUnderCover() {
        let host = TestHost(columns: 40, rows: 12) {
            Text("under").fullScreenCover(isPresented: .constant(true)) { Text("cover") }
        }
        host.press(.function(12))
        #expect(
            host.lines == [
                "cover", "", "", "", "", "",
                "╭ Graph — F12 closes · ↑↓ scroll ──────╮",
                "│● .fullScreenCover                    │",
                "│○   Text \"under\"                      │",
                "│●   Presentation (fullScreenCover)    │",
                "│●     Text \"cover\"                    │",
                "╰─────────────────────────── 1–4 of 4 ─╯",
            ])
    }

    @Test("A lazy stack's retained rows out of its window are marked ○")
    func lazyRetainedRowsNotAppeared() {
        let host = TestHost(columns: 40, rows: 20) {
            ScrollView {
                LazyVStack {
                    ForEach(0..<30, id: \.self) { Text("row \($0)") }
                }
            }
            .frame(height: 2)
        }
        host.press(.tab)
        host.press(.pageDown)
        host.press(.function(12))
        #expect(
            host.lines[10...19] == [
                "╭ Graph — F12 closes · ↑↓ scroll ──────╮",
                "│● .frame                              │",
                "│●   ScrollView                        │",
                "│●     LazyVStack (rows: 30, window: 1…│",
                "│○       [id: 0] LazyRow               │",
                "│○         Text \"row 0\"                │",
                "│●       [id: 1] LazyRow               │",
                "│●         Text \"row 1\"                │",
                "│●       [id: 2] LazyRow               │",
                "╰─────────────────────────── 1–8 of 9 ─╯",
            ])
    }

    @Test("A state write highlights exactly the re-evaluated node: bright for 0.4 s, dim until 2 s, in an app that draws no other frame")
    func highlightFades() {
        let count = StateHandle<Int>()
        let host = TestHost(columns: 40, rows: 14) { Counter(count: count) }
        host.press(.function(12))
        // Panel rows 7–13: lines on rows 8–12, the Counter's first.
        #expect(host.lines[8...12] == [
            "│● Counter (value = 0)                 │",
            "│●   VStack                            │",
            "│●     TupleView                       │",
            "│●       [0] Text \"Count: 0\"           │",
            "│●       [1] Label (text = label)      │",
        ])
        #expect(styles(host, rows: 8...12) == ["plain", "plain", "plain", "plain", "plain"])
        #expect(host.testGraph.timers.isEmpty)
        count.value = 1
        host.update()
        #expect(host.lines[8] == "│● Counter (value = 1)                 │")
        #expect(styles(host, rows: 8...12) == ["bright", "plain", "plain", "plain", "plain"])
        host.update()
        #expect(styles(host, rows: 8...12) == ["bright", "plain", "plain", "plain", "plain"])
        // Only the inspector's own timer moves the fading on: no other frame is drawn.
        host.advance(by: .milliseconds(399))
        #expect(styles(host, rows: 8...12) == ["bright", "plain", "plain", "plain", "plain"])
        host.advance(by: .milliseconds(1))
        #expect(styles(host, rows: 8...12) == ["fading", "plain", "plain", "plain", "plain"])
        host.advance(by: .milliseconds(1_599))
        #expect(styles(host, rows: 8...12) == ["fading", "plain", "plain", "plain", "plain"])
        host.advance(by: .milliseconds(1))
        #expect(styles(host, rows: 8...12) == ["plain", "plain", "plain", "plain", "plain"])
        #expect(host.testGraph.timers.isEmpty)
    }

    @Test("Closing the panel while a line fades leaves no timer behind")
    func closingCancelsFading() {
        let count = StateHandle<Int>()
        let host = TestHost(columns: 40, rows: 14) { Counter(count: count) }
        host.press(.function(12))
        count.value = 1
        host.update()
        #expect(!host.testGraph.timers.isEmpty)
        host.press(.function(12))
        #expect(host.testGraph.timers.isEmpty)
    }

    @Test("While open, the app receives no key, paste or click; after closing, the whole screen is the app's again")
    func appGetsNoInputWhileOpen() {
        let log = EventLog()
        let host = TestHost(columns: 40, rows: 12) { Keys(log: log) }
        host.press(KeyEquivalent("a"))
        #expect(log.take() == ["K.new", "K+", "key a"])
        let app = host.lines
        host.press(KeyEquivalent("g"), modifiers: .control)
        host.press(KeyEquivalent("a"))
        host.press(.downArrow)
        host.press(.return)
        host.send(Array("\u{1B}[200~pasted\u{1B}[201~".utf8))
        host.click(column: 0, row: 0)
        #expect(log.take() == [])
        host.press(KeyEquivalent("g"), modifiers: .control)
        #expect(host.lines == app)
        #expect(host.emulate(columns: 40, rows: 12).lines == "K 0")
        host.press(KeyEquivalent("b"))
        #expect(log.take() == ["key b"])
    }

    @Test("Opening, scrolling and closing the panel creates no node, evaluates no body and runs no action")
    func leavesTheGraphAlone() {
        let log = EventLog()
        let host = TestHost(columns: 40, rows: 12) { Keys(log: log) }
        _ = log.take()
        let description = host.graphDescription
        let before = host.statistics
        host.press(.function(12))
        host.press(.pageDown)
        host.press(.upArrow)
        host.update()
        host.press(.escape)
        let after = host.statistics
        #expect(log.take() == [])
        #expect(host.graphDescription == description)
        #expect(after.nodesCreated == before.nodesCreated)
        #expect(after.nodesDestroyed == before.nodesDestroyed)
        #expect(after.bodyEvaluations == before.bodyEvaluations)
        #expect(after.actionsRun == before.actionsRun)
        #expect(after.updatePasses == before.updatePasses)
        #expect(host.checkInvariants() == [])
    }

    @Test("Closed, the inspector walks nothing however many frames the app draws")
    func noCostWhenClosed() {
        let count = StateHandle<Int>()
        let host = TestHost(columns: 40, rows: 12) { Counter(count: count) }
        let inspector = host.session.inspector
        for value in 1...5 {
            count.value = value
            host.update()
        }
        #expect(inspector.nodesWalked == 0)
        host.press(.function(12))
        #expect(inspector.nodesWalked == 6)
        host.press(.function(12))
        for value in 6...10 {
            count.value = value
            host.update()
        }
        #expect(inspector.nodesWalked == 6)
    }

    @Test("↓, PageDown, End and ↑ scroll the lines; the position shows in the bottom border")
    func scrolling() {
        let host = TestHost(columns: 30, rows: 10) {
            VStack {
                ForEach(0..<20, id: \.self) { Text("r\($0)") }
            }
        }
        host.press(.function(12))
        // Panel rows 5–9: three lines of 22 nodes (the stack, the ForEach, 20 texts).
        #expect(host.lines[6...8] == ["│● VStack                    │", "│●   ForEach                 │", "│●     [id: 0] Text \"r0\"     │"])
        #expect(host.lines[9] == "╰──────────────── 1–3 of 22 ─╯")
        host.press(.downArrow)
        #expect(host.lines[6] == "│●   ForEach                 │")
        host.press(.pageDown)
        #expect(host.lines[6] == "│●     [id: 2] Text \"r2\"     │")
        host.press(.end)
        #expect(host.lines[6...8] == ["│●     [id: 17] Text \"r17\"   │", "│●     [id: 18] Text \"r18\"   │", "│●     [id: 19] Text \"r19\"   │"])
        #expect(host.lines[9] == "╰────────────── 20–22 of 22 ─╯")
        host.press(.pageDown)
        #expect(host.lines[9] == "╰────────────── 20–22 of 22 ─╯")
        host.press(.home)
        #expect(host.lines[9] == "╰──────────────── 1–3 of 22 ─╯")
    }

    @Test("Control characters in state values and IDs are drawn as visible symbols")
    func controlCharactersAreVisible() {
        let host = TestHost(columns: 50, rows: 8) {
            ForEach(["x\u{7}y"], id: \.self) { Text($0) }
        }
        host.press(.function(12))
        #expect(host.lines[6] == "│●   [id: x␇y] Text \"x\\u{07}y\"                   │")
        for row in 0..<8 {
            for column in 0..<50 {
                #expect(!TextSanitizer.isControl(host.cell(column: column, row: row).character))
            }
        }
    }

    /// How each of `rows` of the panel is highlighted, read from the cell
    /// of its appeared marker.
    private func styles(_ host: TestHost, rows: ClosedRange<Int>) -> [String] {
        rows.map { row in
            let cell = host.cell(column: 1, row: row)
            switch (cell.foreground, cell.attributes) {
            case (.yellow, .bold): return "bright"
            case (.yellow, .dim): return "fading"
            case (nil, []): return "plain"
            default: return "other \(cell)"
            }
        }
    }
}
