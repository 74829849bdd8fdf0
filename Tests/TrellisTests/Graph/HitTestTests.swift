import Testing
@testable import Trellis

/// Finding the view under the pointer (`Graph.hitTest`): the subviews of
/// a stack lie in order along its axis, so of many only the one under the
/// pointer is looked at, found by binary search; other containers try
/// their subviews from the topmost down.
@MainActor
@Suite("Hit testing")
struct HitTestTests {
    /// A column of `count` rows, each logging its taps, one row a line.
    private static func column(_ count: Int, spacing: Int = 0, log: EventLog) -> some View {
        VStack(alignment: .leading, spacing: CGFloat(spacing)) {
            ForEach(0..<count) { index in
                Text("row \(index)").onTapGesture { log("row \(index)") }
            }
        }
    }

    /// The nodes the click at (`column`, `row`) looks at.
    private static func nodesLookedAt(clicking host: TestHost, column: Int, row: Int) -> Int {
        let before = host.statistics.nodesHitTested
        host.click(column: column, row: row)
        return host.statistics.nodesHitTested - before
    }

    @Test("A click on a row of a 1,000-row VStack reaches that row, looking at as many nodes as in a 17-row one")
    func longStack() {
        let log = EventLog()
        let long = TestHost(columns: 20, rows: 24) { Self.column(1_000, log: log) }
        let short = TestHost(columns: 20, rows: 24) { Self.column(17, log: log) }
        for row in [0, 5, 16] {
            let inLong = Self.nodesLookedAt(clicking: long, column: 1, row: row)
            #expect(log.take() == ["row \(row)"])
            let inShort = Self.nodesLookedAt(clicking: short, column: 1, row: row)
            #expect(log.take() == ["row \(row)"])
            #expect(inLong == inShort)
            #expect(inLong == 4, "the root, the stack, the row's tap modifier and its text")
        }
    }

    @Test("A stack of 16 rows or fewer tries its rows from the last, passing over those after the hit one")
    func shortStack() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 24) { Self.column(16, log: log) }
        #expect(Self.nodesLookedAt(clicking: host, column: 1, row: 15) == 4)
        #expect(Self.nodesLookedAt(clicking: host, column: 1, row: 5) == 4 + 10)
        #expect(log.take() == ["row 15", "row 5"])
    }

    @Test("A click in the spacing between two rows of a long stack, or past its end, reaches no row")
    func spacingAndEnd() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 24) { Self.column(1_000, spacing: 1, log: log) }
        host.click(column: 1, row: 4)
        #expect(log.take() == ["row 2"])
        host.click(column: 1, row: 5)
        #expect(log.take() == [])
        host.click(column: 10, row: 4)
        #expect(log.take() == [], "right of the row's text")
    }

    @Test("A click on a row of a 1,000-row lazy list reaches that row, looking at the six nodes on its way")
    func lazyList() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 24) {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<1_000) { index in
                        Text("row \(index)").onTapGesture { log("row \(index)") }
                    }
                }
            }
        }
        for row in [0, 5, 23] {
            #expect(
                Self.nodesLookedAt(clicking: host, column: 1, row: row) == 6,
                "the root, the scroll view, the stack, the row, its tap modifier and its text")
            #expect(log.take() == ["row \(row)"])
        }
    }

    @Test("A lazy list with a pinned header tries the header first, over the row under it")
    func pinnedHeader() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 6) {
            ScrollView {
                LazyVStack(alignment: .leading, pinnedViews: [.sectionHeaders]) {
                    Section {
                        ForEach(0..<40) { index in
                            Text("row \(index)").onTapGesture { log("row \(index)") }
                        }
                    } header: {
                        Text("header").onTapGesture { log("header") }
                    }
                }
            }
        }
        host.click(column: 1, row: 0)
        #expect(log.take() == ["header"])
        host.click(column: 1, row: 2)
        #expect(log.take() == ["row 1"])
    }

    /// A button over 20 rows that inserts a row in the middle of them.
    private struct InsertingList: View {
        let log: EventLog
        @State private var ids = Array(0..<20)

        var body: some View {
            VStack(alignment: .leading) {
                Button("insert") { ids.insert(100, at: 10) }
                ForEach(ids, id: \.self) { id in
                    Text("row \(id)").onTapGesture { log("row \(id)") }
                }
            }
        }
    }

    @Test("A click read with the one before it finds its row though that click inserted a row not yet laid out")
    func clickAfterAnInsertionInTheSameRead() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 24) { InsertingList(log: log) }
        // Both clicks arrive in one read: the second is hit-tested after
        // the update the first caused, before any layout.
        host.send(Array("\u{1B}[<0;2;1M\u{1B}[<0;2;1m\u{1B}[<0;2;7M\u{1B}[<0;2;7m".utf8))
        #expect(log.take() == ["row 5"])
        #expect(host.lines[11] == "row 100")
    }
}
