import Observation
import Testing
@testable import Trellis

/// `LazyVStack` and `LazyHStack` in a `ScrollView`: O(visible) work
/// (ARCHITECTURE.md, “Scrolling and lazy stacks”) and Lifecycle.md rule 19.
@MainActor
@Suite("Lazy stacks")
struct LazyVStackTests {
    struct Row: View {
        let index: Int
        var log: EventLog?
        @State private var taps = 0
        var body: some View {
            Text("row \(index) taps \(taps)")
                .onTapGesture { taps += 1 }
                .onAppear { log?("R\(index)+") }
                .onDisappear { log?("R\(index)-") }
        }
    }

    struct Rows: View {
        let count: Int
        var log: EventLog?
        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<count) { Row(index: $0, log: log) }
                }
            }
        }
    }

    @Test("Mounting ten million rows on 80×24 evaluates the 24 rows in view and nothing more than for a thousand")
    func mountIsVisibleOnly() {
        let small = TestHost(columns: 80, rows: 24) { Rows(count: 1_000) }
        let large = TestHost(columns: 80, rows: 24) { Rows(count: 10_000_000) }
        #expect(large.statistics.bodyEvaluations == 1 + 24)
        #expect(large.statistics.lazyRows == 24)
        #expect(large.statistics.liveNodes == small.statistics.liveNodes)
        #expect(large.statistics.layoutPasses == small.statistics.layoutPasses)
        #expect(large.lines.first == "row 0 taps 0" + String(repeating: " ", count: 67) + "┃")
        #expect(large.lines.last?.hasPrefix("row 23 taps 0") == true)
    }

    @Test("Scrolling 1,000 steps evaluates only the 1,000 rows that came into view; retained rows stay bounded")
    func scrollingIsVisibleOnly() {
        let host = TestHost(columns: 80, rows: 24) { Rows(count: 10_000_000) }
        host.press(.tab)
        let fixed = 3  // Rows, ScrollView, LazyVStack
        let perRow = (host.statistics.liveNodes - fixed) / 24
        let before = host.statistics.bodyEvaluations
        for _ in 0..<1_000 {
            host.press(.downArrow)
        }
        #expect(host.statistics.bodyEvaluations - before == 1_000)
        #expect(host.lines.first?.hasPrefix("row 1000 taps 0") == true)
        #expect(host.statistics.liveNodes == fixed + perRow * (24 + LazyStackRetention.defaultLimit))
        #expect(host.statistics.appearedNodes == fixed + perRow * 24)
        #expect(host.statistics.lazyRows == 24 + LazyStackRetention.defaultLimit)
    }

    @Test("Changing one row's state re-evaluates that row's body only")
    func oneRowChange() {
        let host = TestHost(columns: 80, rows: 24) { Rows(count: 10_000_000) }
        let before = host.statistics.bodyEvaluations
        host.click(column: 2, row: 5)
        #expect(host.statistics.bodyEvaluations - before == 1)
        #expect(host.lines[5].hasPrefix("row 5 taps 1"))
    }

    @Test("Rule 19: a row appears when it scrolls in and disappears when it scrolls out")
    func appearAndDisappearWhileScrolling() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 3) { Rows(count: 100, log: log) }
        #expect(log.take() == ["R0+", "R1+", "R2+"])
        host.press(.tab)
        host.press(.downArrow)
        #expect(log.take() == ["R3+", "R0-"])
        host.press(.pageDown)
        #expect(log.take() == ["R4+", "R5+", "R1-", "R2-"])
        host.press(.upArrow)
        #expect(log.take() == ["R2+", "R5-"])
        host.press(.home)
        #expect(log.take() == ["R0+", "R1+", "R3-", "R4-"])
    }

    @Test("Rule 19: a row that scrolls back keeps its state within the retention cache, and is fresh beyond it")
    func retention() {
        let host = TestHost(columns: 20, rows: 3) { Rows(count: 100).lazyRowRetention(2) }
        host.click(column: 1, row: 0)
        #expect(host.lines[0].hasPrefix("row 0 taps 1"))
        host.press(.tab)
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(host.lines[0].hasPrefix("row 2 taps 0"))
        host.press(.home)
        #expect(host.lines[0].hasPrefix("row 0 taps 1"))
        host.press(.pageDown)
        host.press(.pageDown)
        #expect(host.lines[0].hasPrefix("row 4 taps 0"))
        host.press(.home)
        #expect(host.lines[0].hasPrefix("row 0 taps 0"))
    }

    struct Item: Identifiable, Equatable {
        let id: Int
        let title: String
    }

    @Observable
    final class Feed {
        var items: [Item]
        init(count: Int) {
            items = (0..<count).map { Item(id: $0, title: "item \($0)") }
        }
    }

    struct ItemRow: View {
        let item: Item
        @State private var taps = 0
        var body: some View {
            Text("\(item.title) taps \(taps)").onTapGesture { taps += 1 }
        }
    }

    struct FeedView: View {
        let feed: Feed
        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(feed.items) { ItemRow(item: $0) }
                }
            }
        }
    }

    @Test("Inserting 1,000 items at the front of a million keeps the top row, its state, and evaluates no row again")
    func insertAboveKeepsAnchor() {
        let feed = Feed(count: 1_000_000)
        let host = TestHost(columns: 40, rows: 10) { FeedView(feed: feed) }
        host.press(.tab)
        for _ in 0..<50 {
            host.press(.pageDown)
        }
        #expect(host.lines[0].hasPrefix("item 450 taps 0"))
        host.click(column: 1, row: 0)
        let before = host.statistics
        feed.items.insert(contentsOf: (0..<1_000).map { Item(id: -1 - $0, title: "new \($0)") }, at: 0)
        host.update()
        #expect(host.lines[0].hasPrefix("item 450 taps 1"))
        #expect(host.lines[9].hasPrefix("item 459 taps 0"))
        #expect(host.statistics.bodyEvaluations - before.bodyEvaluations == 1)
        #expect(host.statistics.liveNodes == before.liveNodes)
        #expect(host.statistics.nodesCreated == before.nodesCreated)
        host.press(.home)
        #expect(host.lines[0].hasPrefix("new 0 taps 0"))
    }

    @Test("Removing the rows in view moves the view to the rows that take their place; emptying the data shows nothing")
    func removal() {
        let feed = Feed(count: 100)
        let host = TestHost(columns: 40, rows: 4) { FeedView(feed: feed) }
        host.press(.tab)
        host.press(.end)
        #expect(host.lines[3].hasPrefix("item 99"))
        feed.items.removeLast(50)
        host.update()
        #expect(host.lines[3].hasPrefix("item 49"))
        feed.items.removeAll()
        host.update()
        #expect(host.screen == "")
        feed.items = [Item(id: 7, title: "back")]
        host.update()
        #expect(host.lines[0].hasPrefix("back taps 0"))
    }

    struct Tall: View {
        let index: Int
        @State private var extra = 0
        var body: some View {
            let lines = index % 3 + 1 + extra
            Text((0..<lines).map { "\(index).\($0)" }.joined(separator: "\n"))
                .onTapGesture { extra += 1 }
        }
    }

    @Test("Rows of different and changing heights fill the viewport; End puts the last row's end at the bottom")
    func variableHeights() {
        let host = TestHost(columns: 12, rows: 5) {
            ScrollView { LazyVStack(alignment: .leading) { ForEach(0..<10) { Tall(index: $0) } } }
        }
        func text() -> [String] { host.lines.map { String($0.prefix(3)) } }
        #expect(text() == ["0.0", "1.0", "1.1", "2.0", "2.1"])
        host.click(column: 0, row: 0)
        #expect(text() == ["0.0", "0.1", "1.0", "1.1", "2.0"])
        host.press(.end)
        #expect(text() == ["7.1", "8.0", "8.1", "8.2", "9.0"])
        host.press(.upArrow)
        #expect(text() == ["7.0", "7.1", "8.0", "8.1", "8.2"])
        host.press(.pageDown)
        #expect(text() == ["7.1", "8.0", "8.1", "8.2", "9.0"])
    }

    @Test("A header before the ForEach is a row of its own; a LazyHStack scrolls columns")
    func segmentsAndHorizontal() {
        let host = TestHost(columns: 20, rows: 3) {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    Text("header")
                    ForEach(0..<50) { Text("item \($0)") }
                }
            }
        }
        #expect(host.lines.map { String($0.prefix(6)) } == ["header", "item 0", "item 1"])
        let wide = TestHost(columns: 12, rows: 2) {
            ScrollView(.horizontal) { LazyHStack { ForEach(0..<1_000_000) { Text("\($0)") } } }
        }
        #expect(wide.lines[0] == "0 1 2 3 4 5")
        wide.press(.tab)
        wide.press(.rightArrow)
        wide.press(.rightArrow)
        #expect(wide.lines[0] == "1 2 3 4 5 6")
        #expect(wide.statistics.liveNodes < 40)
    }

    struct Nested: View {
        let log: EventLog
        var body: some View {
            ScrollView {
                VStack(alignment: .leading) {
                    Text("header")
                    LazyVStack(alignment: .leading) {
                        ForEach(0..<10_000_000) { index in
                            Text("row \(index)").onAppear { log("R\(index)+") }.onDisappear { log("R\(index)-") }
                        }
                    }
                }
            }
        }
    }

    @Test("Inside scrolled content a lazy stack takes its estimated length and builds only the rows in view")
    func nestedInScrolledContent() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 4) { Nested(log: log) }
        #expect(host.lines.map { String($0.prefix(6)) } == ["header", "row 0 ", "row 1 ", "row 2 "])
        #expect(log.take() == ["R0+", "R1+", "R2+"])
        host.press(.tab)
        host.press(.downArrow)
        #expect(host.lines.map { String($0.prefix(6)) } == ["row 0 ", "row 1 ", "row 2 ", "row 3 "])
        #expect(log.take() == ["R3+"])
        host.press(.pageDown)
        #expect(host.lines.map { String($0.prefix(6)) } == ["row 3 ", "row 4 ", "row 5 ", "row 6 "])
        #expect(log.take() == ["R4+", "R5+", "R6+", "R0-", "R1-", "R2-"])
        host.press(.end)
        #expect(host.lines.map { String($0.prefix(11)) } == ["row 9999996", "row 9999997", "row 9999998", "row 9999999"])
        #expect(host.statistics.liveNodes < 3 * (8 + LazyStackRetention.defaultLimit) + 10)
    }

    @Test("Outside a scroll view a lazy stack shows the rows that fit the screen")
    func outsideScrollView() {
        let host = TestHost(columns: 20, rows: 3) {
            LazyVStack(alignment: .leading) { ForEach(0..<10_000_000) { Text("item \($0)") } }
        }
        #expect(host.screen == "item 0\nitem 1\nitem 2")
        #expect(host.statistics.liveNodes < 20)
    }
}

/// The bytes a scrolled lazy list writes: the terminal's rows are shifted
/// with a scroll region, and only the row that came in is written.
@MainActor
@Suite("Lazy stack scrolling output")
struct LazyScrollOutputTests {
    /// Row `index`'s text: its number and eight words that differ from
    /// row to row, as a list's rows do.
    static func text(_ index: Int) -> String {
        let words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliett"]
        return "row \(index): " + (0..<8).map { words[(index * 7 + $0 * 3) % words.count] }.joined(separator: " ")
    }

    struct Wide: View {
        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<10_000_000) { Text(LazyScrollOutputTests.text($0)) }
                }
            }
        }
    }

    @Test("Scrolling a full-screen lazy list by one row draws and writes about one row, and the terminal shows the frame")
    func oneRowScroll() {
        var terminal = TerminalEmulator(width: 80, height: 24)
        let host = TestHost(columns: 80, rows: 24) { Wide() }
        terminal.feed(host.takeOutput())
        host.press(.tab)
        terminal.feed(host.takeOutput())
        for step in 1...3 {
            let cellsBefore = host.statistics.cellsDrawn
            host.press(.downArrow)
            // The rows are shifted, not drawn again: the row that came in,
            // the band it fills and the scroll bar's column are drawn.
            #expect(host.statistics.cellsDrawn - cellsBefore <= 80 + 24)
            let bytes = host.takeOutput()
            terminal.feed(bytes)
            let newRow = Self.text(23 + step).utf8.count
            // Beyond the row: 16 bytes of synchronized output, 16 of scroll
            // region, the moves to the row, and the scroll bar's thumb.
            #expect(bytes.count < newRow + 80, "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
            #expect(terminal.lines == host.screen)
        }
        host.press(.upArrow)
        let up = host.takeOutput()
        terminal.feed(up)
        #expect(up.count < Self.text(2).utf8.count + 80)
        #expect(terminal.lines == host.screen)
    }
}

/// Random scrolling, resizing rows and changing data: after every step the
/// frame drawn incrementally (rows shifted, only new cells drawn) equals a
/// frame drawn from scratch, and the terminal shows it.
@MainActor
@Suite("Lazy stack incremental frames")
struct LazyIncrementalFrameTests {
    struct Item: Identifiable, Equatable {
        let id: Int
        var lines: Int
    }

    @Observable
    final class Model {
        var items: [Item] = (0..<300).map { Item(id: $0, lines: $0 % 3 + 1) }
        var selection: Int?
        var nextID = 300
    }

    struct Screen: View {
        let model: Model
        let list: Bool
        var body: some View {
            @Bindable var model = model
            VStack(alignment: .leading) {
                Text("header").bold()
                if list {
                    List(model.items, selection: $model.selection) { item in
                        Text((0..<item.lines).map { "item \(item.id).\($0)" }.joined(separator: "\n"))
                    }
                } else {
                    ScrollView {
                        LazyVStack(alignment: .leading) {
                            ForEach(model.items) { item in
                                Text((0..<item.lines).map { "item \(item.id).\($0)" }.joined(separator: "\n"))
                            }
                        }
                    }
                }
                Text("footer")
            }
        }
    }

    @Test("Incremental frames equal frames drawn from scratch, through scrolls, resizes, insertions, removals and moves", arguments: [(1, false), (2, true), (3, false), (4, true)] as [(UInt64, Bool)])
    func incrementalEqualsFull(seed: UInt64, list: Bool) {
        var generator = SeededGenerator(state: seed)
        let model = Model()
        var terminal = TerminalEmulator(width: 40, height: 12)
        let host = TestHost(columns: 40, rows: 12) { Screen(model: model, list: list) }
        terminal.feed(host.takeOutput())
        host.press(.tab)
        for step in 0..<300 {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0...3: host.press(.downArrow)
            case 4...5: host.press(.upArrow)
            case 6: host.press(Bool.random(using: &generator) ? .pageDown : .pageUp)
            case 7:
                let index = Int.random(in: 0..<model.items.count, using: &generator)
                model.items[index].lines = Int.random(in: 1...3, using: &generator)
                host.update()
            case 8:
                let index = Int.random(in: 0...model.items.count, using: &generator)
                model.items.insert(Item(id: model.nextID, lines: 1), at: index)
                model.nextID += 1
                host.update()
            default:
                if Bool.random(using: &generator) {
                    // A move: when both ends are in view, the rows in
                    // view are reordered rather than shifted as one block.
                    let item = model.items.remove(at: Int.random(in: 0..<model.items.count, using: &generator))
                    model.items.insert(item, at: Int.random(in: 0...model.items.count, using: &generator))
                } else if model.items.count > 10 {
                    model.items.remove(at: Int.random(in: 0..<model.items.count, using: &generator))
                }
                host.update()
            }
            terminal.feed(host.takeOutput())
            let incremental = host.cellMap(columns: 40, rows: 12)
            let attributes = (0..<12).map { row in (0..<40).map { host.cell(column: $0, row: row).attributes } }
            #expect(terminal.lines == host.screen, "step \(step)")
            host.session.renderer.redrawEverything()
            host.update()
            terminal.feed(host.takeOutput())
            #expect(host.cellMap(columns: 40, rows: 12) == incremental, "step \(step): the incremental frame differs from a full one")
            #expect((0..<12).map { row in (0..<40).map { host.cell(column: $0, row: row).attributes } } == attributes, "step \(step)")
            #expect(host.testGraph.checkInvariants() == [], "step \(step)")
        }
    }

    @Test("Rows reordered inside the window, alone or with a scroll, are drawn where they now stand", arguments: [false, true])
    func reorderInView(list: Bool) throws {
        let model = Model()
        var terminal = TerminalEmulator(width: 40, height: 12)
        let host = TestHost(columns: 40, rows: 12) { Screen(model: model, list: list) }
        terminal.feed(host.takeOutput())
        host.press(.tab)
        host.press(.downArrow)
        terminal.feed(host.takeOutput())
        // The last row in view comes first, then the first one goes last:
        // the window holds the same rows in another order.
        for (from, to, scrolls) in [(5, 1, false), (1, 5, false), (2, 0, false), (4, 3, true), (7, 5, true)] {
            let item = model.items.remove(at: from)
            model.items.insert(item, at: to)
            // With a scroll, the reorder and the scroll are one frame.
            if scrolls {
                host.press(.downArrow)
            } else {
                host.update()
            }
            terminal.feed(host.takeOutput())
            let incremental = host.cellMap(columns: 40, rows: 12)
            #expect(terminal.lines == host.screen)
            host.session.renderer.redrawEverything()
            host.update()
            terminal.feed(host.takeOutput())
            #expect(host.cellMap(columns: 40, rows: 12) == incremental, "after moving \(from) to \(to)")
        }
        // The rows in view follow the data's new order.
        let shown = host.screen.split(separator: "\n").compactMap { line -> Int? in
            guard let range = line.range(of: #"item \d+\.0"#, options: .regularExpression) else { return nil }
            return Int(line[range].dropFirst(5).dropLast(2))
        }
        let order = model.items.map(\.id)
        let start = try #require(order.firstIndex(of: shown[0]))
        #expect(shown.count >= 3)
        #expect(Array(order[start..<(start + shown.count)]) == shown)
    }
}
