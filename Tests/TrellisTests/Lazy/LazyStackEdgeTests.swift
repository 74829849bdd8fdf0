import Observation
import Testing
@testable import Trellis

/// Lazy stacks and lists at their edges: repeated IDs, data that changes
/// under the window, hidden stacks, focus in rows, sections that share IDs,
/// and work that must stay O(visible).
@MainActor
@Suite("Lazy stack edges")
struct LazyStackEdgeTests {
    struct Item: Identifiable, Equatable {
        let id: Int
        let name: String
    }

    @Observable
    final class Feed {
        var items: [Item] = (0..<10).map { Item(id: $0, name: "item \($0)") }
    }

    struct TapRow: View {
        let item: Item
        @State private var taps = 0
        var body: some View {
            Text("\(item.name) taps \(taps)").onTapGesture { taps += 1 }
        }
    }

    @Test("Repeated IDs get rows of their own, told apart by position, and are reported once")
    func duplicateIDs() {
        let host = TestHost(columns: 10, rows: 3) {
            ScrollView { LazyVStack(alignment: .leading) { ForEach(["a", "a", "b"], id: \.self) { Text($0) } } }
        }
        #expect(host.screen == "a\na\nb")
        #expect(host.testGraph.checkInvariants() == [])
        #expect(host.diagnostics.count == 1)
        #expect(host.diagnostics.first?.contains("occurs more than once") == true)
    }

    struct FeedList: View {
        let feed: Feed
        var body: some View {
            ScrollView { LazyVStack(alignment: .leading) { ForEach(feed.items) { TapRow(item: $0) } } }
        }
    }

    @Test("A row in view whose element leaves the data is destroyed: inserted again, it starts afresh (rule 5)")
    func removedRowIsNotRetained() {
        let feed = Feed()
        let host = TestHost(columns: 20, rows: 12) { FeedList(feed: feed) }
        host.click(column: 0, row: 9)
        #expect(host.lines[9].hasPrefix("item 9 taps 1"))
        let removed = feed.items.removeLast()
        host.update()
        feed.items.append(removed)
        host.update()
        #expect(host.lines[9].hasPrefix("item 9 taps 0"))
    }

    @Test("Deleting the row at the top keeps the view at the next row and reads few IDs")
    func deletingTheAnchorRow() {
        let feed = Feed()
        feed.items = (0..<300_000).map { Item(id: $0, name: "item \($0)") }
        let host = TestHost(columns: 20, rows: 5) { FeedList(feed: feed) }
        host.press(.tab)
        for _ in 0..<20 {
            host.press(.pageDown)
        }
        #expect(host.lines[0].hasPrefix("item 80 "))
        feed.items.remove(at: 80)
        host.update()
        #expect(host.lines[0].hasPrefix("item 81 "))
        #expect(host.testGraph.checkInvariants() == [])
    }

    struct Conditional: View {
        let switches: Switches
        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    if switches.flag { Text("banner") }
                    if switches.number >= 0 { ForEach(0..<20_000) { TapRowByIndex(index: $0) } }
                }
            }
        }
    }

    @Test("A conditional ForEach is lazy too, and toggling a row before it keeps the ForEach's rows")
    func conditionalSegments() {
        let switches = Switches()
        let host = TestHost(columns: 20, rows: 4) { Conditional(switches: switches) }
        #expect(host.statistics.liveNodes < 40)
        #expect(host.lines.map { String($0.prefix(6)) } == ["banner", "row 0 ", "row 1 ", "row 2 "])
        host.click(column: 0, row: 1)
        switches.flag = false
        host.update()
        #expect(host.lines[0].hasPrefix("row 0 taps 1"))
    }

    struct TapRowByIndex: View {
        let index: Int
        @State private var taps = 0
        var body: some View {
            Text("row \(index) taps \(taps)").onTapGesture { taps += 1 }
        }
    }

    @Test("A scroll view of no height builds and appears no row")
    func zeroHeight() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 3) {
            VStack(alignment: .leading) {
                ScrollView {
                    LazyVStack { ForEach(0..<10) { index in Text("r\(index)").onAppear { log("R\(index)+") } } }
                }
                .frame(height: 0)
                Text("footer")
            }
        }
        #expect(host.screen == "footer")
        #expect(log.take() == [])
    }

    @Test("Rows of no length take no spacing and no separator; a run of them is not built to the end")
    func emptyRows() {
        let shows = false
        let list = TestHost(columns: 10, rows: 4) {
            List {
                if shows { Text("hidden") }
                ForEach(0..<10) { Text("r\($0)") }
            }
        }
        #expect(list.lines[0].hasPrefix("r0"))
        let filtered = TestHost(columns: 20, rows: 3) {
            ScrollView {
                LazyVStack(alignment: .leading) { ForEach(0..<30_000) { index in if index % 10_000 == 0 { Text("item \(index)") } } }
            }
        }
        #expect(filtered.statistics.liveNodes < 200)
        #expect(filtered.lines[0].hasPrefix("item 0"))
    }

    @Test("A focused row that scrolls out keeps the focus, so the keys that bubble from it still scroll back")
    func focusedRowStaysFocused() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 3) {
            ScrollView {
                LazyVStack(alignment: .leading) { ForEach(0..<100) { index in Button("b\(index)") { log("b\(index)") } } }
            }
        }
        host.press(.tab)
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(host.lines[0].hasPrefix("[ b3 ]"))
        #expect(host.testGraph.checkInvariants() == [])
        host.press(.upArrow)
        host.press(.upArrow)
        host.press(.upArrow)
        host.press(.return)
        #expect(log.take() == ["b0"])
        #expect(host.lines[0].hasPrefix("[ b0 ]"))
    }

    struct LoggedRow: View {
        let item: Item
        let log: EventLog
        var body: some View {
            Text(item.name).onAppear { log("\(item.name)+") }.onDisappear { log("\(item.name)-") }
        }
    }

    struct Tabbed: View {
        let feed: Feed
        let log: EventLog
        let selection: StateHandle<Int>
        @State private var selected = 0
        var body: some View {
            let _ = selection.bind($selected)
            TabView(selection: $selected) {
                ScrollView { LazyVStack(alignment: .leading) { ForEach(feed.items) { LoggedRow(item: $0, log: log) } } }
                    .tabItem { Text("List") }.tag(0)
                Text("other").tabItem { Text("Other") }.tag(1)
            }
        }
    }

    @Test("Rows deleted while their tab is hidden do not appear when the tab comes back (rule 15 with rule 19)")
    func hiddenDeletion() {
        let feed = Feed()
        let log = EventLog()
        let selection = StateHandle<Int>()
        let host = TestHost(columns: 20, rows: 5) { Tabbed(feed: feed, log: log, selection: selection) }
        #expect(log.take() == ["item 0+", "item 1+", "item 2+", "item 3+"])
        selection.value = 1
        host.update()
        #expect(log.take() == ["item 0-", "item 1-", "item 2-", "item 3-"])
        feed.items.removeFirst(3)
        host.update()
        #expect(log.take() == [])
        selection.value = 0
        host.update()
        #expect(log.take() == ["item 3+", "item 4+", "item 5+", "item 6+"])
        #expect(host.testGraph.checkInvariants() == [])
    }

    @Observable
    final class Sections {
        var a: [Item] = (0..<20).map { Item(id: $0, name: "a\($0)") }
        var b: [Item] = (0..<20).map { Item(id: $0, name: "b\($0)") }
        var selection: Int?
    }

    struct TwoSections: View {
        let model: Sections
        var body: some View {
            @Bindable var model = model
            List(selection: $model.selection) {
                Section("A") { ForEach(model.a) { Text($0.name) } }
                Section("B") { ForEach(model.b) { Text($0.name) } }
            }
            .listRowSeparator(.hidden)
        }
    }

    @Test("The keys move the selection within the section it is in, when two sections share IDs")
    func sectionsSharingIDs() {
        let model = Sections()
        let host = TestHost(columns: 20, rows: 4) { TwoSections(model: model) }
        host.press(.tab)
        host.press(.end)
        #expect(ListTests.rows(host) == ["b16", "b17", "b18", "b19"])
        host.press(.upArrow)
        #expect(ListTests.rows(host) == ["b16", "b17", "b18", "b19"])
        #expect(model.selection == 18)
        #expect(host.cell(column: 0, row: 2).attributes.contains(.inverse))
        for _ in 0..<18 {
            host.press(.upArrow)
        }
        #expect(model.selection == 0)
        #expect(ListTests.rows(host).first == "b0")
        host.press(.upArrow)
        #expect(model.selection == 19)
        #expect(ListTests.rows(host) == ["a19", "B", "b0", "b1"])
    }

    @Observable
    final class Selectable {
        var items: [Item] = (0..<5).map { Item(id: $0, name: "item \($0)") }
        var selection: Int?
    }

    struct Trim: View {
        let model: Selectable
        var body: some View {
            @Bindable var model = model
            VStack(alignment: .leading) {
                Button("trim") { model.items.removeLast(3) }
                List(model.items, selection: $model.selection) { Text($0.name) }.listRowSeparator(.hidden)
            }
        }
    }

    static func click(column: Int, row: Int) -> [UInt8] {
        Array("\u{1B}[<0;\(column + 1);\(row + 1)M\u{1B}[<0;\(column + 1);\(row + 1)m".utf8)
    }

    @Test("A click on a row whose element left the data, before the next layout, selects nothing")
    func clickOnStaleWindow() {
        let model = Selectable()
        let host = TestHost(columns: 20, rows: 8) { Trim(model: model) }
        host.send(Self.click(column: 0, row: 0) + Self.click(column: 1, row: 5))
        #expect(model.items.count == 2)
        #expect(model.selection == nil)
    }

    struct Behind: View {
        @State private var shown = true
        var body: some View {
            ScrollView { VStack(alignment: .leading) { ForEach(0..<50) { Text("line \($0)") } } }
                .sheet(isPresented: $shown) { Text("sheet") }
        }
    }

    @Test("The wheel does not scroll views behind a sheet")
    func wheelBehindSheet() {
        let host = TestHost(columns: 30, rows: 10) { Behind() }
        host.send(ScrollViewTests.wheel(down: true, column: 15, row: 5))
        host.send(ScrollViewTests.wheel(down: true, column: 0, row: 0))
        #expect(host.lines[0].hasPrefix("line 0"))
    }

    @Test(".defaultScrollAnchor(.trailing) starts a horizontal scroll view at its end", arguments: [true, false])
    func trailingAnchor(lazy: Bool) {
        let host = TestHost(columns: 12, rows: 2) {
            ScrollView(.horizontal) {
                if lazy {
                    LazyHStack { ForEach(0..<100) { Text("\($0)") } }
                } else {
                    HStack { ForEach(0..<100) { Text("\($0)") } }
                }
            }
            .defaultScrollAnchor(.trailing)
        }
        #expect(host.lines[0].hasSuffix("99"))
    }

    @Test("Negative spacing never keeps the fill from advancing")
    func negativeSpacing() {
        let host = TestHost(columns: 20, rows: 3) {
            ScrollView { LazyVStack(alignment: .leading, spacing: -1) { ForEach(0..<50_000) { Text("item \($0)") } } }
        }
        #expect(host.statistics.liveNodes < 100)
    }

    @Test("A retention cache of a million rows costs a scroll step what one of 128 does (counted, not timed)")
    func retentionIsConstantPerStep() {
        let host = TestHost(columns: 20, rows: 6) {
            ScrollView { LazyVStack(alignment: .leading) { ForEach(0..<10_000_000) { Text("row \($0)") } } }
                .lazyRowRetention(1_000_000)
        }
        host.press(.tab)
        for _ in 0..<300 {
            host.press(.pageDown)
        }
        let before = host.statistics
        host.press(.downArrow)
        #expect(host.statistics.nodesCreated - before.nodesCreated == 2)
        #expect(host.statistics.nodesDestroyed == before.nodesDestroyed)
        #expect(host.statistics.liveNodes == before.liveNodes + 2)
    }

    @Observable
    final class Shelf {
        var ids = [4, 3, 5, 1]
        var top: Int?
    }

    struct Shelved: View {
        let shelf: Shelf
        var body: some View {
            @Bindable var shelf = shelf
            List {
                Section("Items") { ForEach(shelf.ids, id: \.self) { Text("item \($0)") } }
            }
            .listRowSeparator(.hidden)
            .scrollPosition(id: $shelf.top)
        }
    }

    @Test("Reordered data and a jump in one update show the new order, even when the jump is pulled back to the end")
    func reorderAndJump() {
        let shelf = Shelf()
        let host = TestHost(columns: 10, rows: 5) { Shelved(shelf: shelf) }
        #expect(host.screen == "Items\nitem 4\nitem 3\nitem 5\nitem 1")
        shelf.ids = [1, 3, 5, 4]
        shelf.top = 3
        host.update()
        #expect(host.screen == "Items\nitem 1\nitem 3\nitem 5\nitem 4")
    }

    @Observable
    final class Names {
        var names = ["q", "d", "m", "b", "x"]
    }

    struct Tapped: View {
        let name: String
        @State private var taps = 0
        var body: some View {
            Text("\(name) \(taps)").onTapGesture { taps += 1 }
        }
    }

    struct NameList: View {
        let names: Names
        var body: some View {
            ScrollView { LazyVStack(alignment: .leading) { ForEach(names.names, id: \.self) { Tapped(name: $0) } } }
        }
    }

    @Test("Rows pushed below the window by many insertions at the top keep their state")
    func manyInsertionsAtTop() {
        let names = Names()
        let host = TestHost(columns: 10, rows: 3) { NameList(names: names) }
        host.click(column: 0, row: 0)
        host.click(column: 0, row: 1)
        #expect(host.screen == "q 1      █\nd 1      █\nm 0      │")
        names.names.insert(contentsOf: ["w", "c", "y", "a", "v", "e", "u", "f"], at: 0)
        host.update()
        #expect(host.screen == "w 0      █\nc 0      │\ny 0      │")
        let created = host.statistics.nodesCreated
        for _ in 0..<8 {
            host.press(.downArrow)
        }
        #expect(host.screen == "q 1      │\nd 1      │\nm 0      █")
        // a, v, e, u and f are built (four nodes a row); q, d and m were kept.
        #expect(host.statistics.nodesCreated - created == 5 * 4)
    }
}
