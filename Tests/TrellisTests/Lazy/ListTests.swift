import Observation
import Testing
@testable import Trellis

/// `List`: a lazy list with separators, sections and selection.
@MainActor
@Suite("List")
struct ListTests {
    struct Item: Identifiable, Equatable {
        let id: Int
        let name: String
    }

    @Observable
    final class Model {
        var items: [Item]
        var selection: Int?
        var selections: Set<Int> = []
        init(count: Int) {
            items = (0..<count).map { Item(id: $0, name: "item \($0)") }
        }
    }

    struct ItemRow: View {
        let item: Item
        @State private var taps = 0
        var body: some View {
            Text("\(item.name) taps \(taps)").onTapGesture { taps += 1 }
        }
    }

    struct Plain: View {
        let model: Model
        var body: some View {
            List(model.items) { ItemRow(item: $0) }
        }
    }

    /// The rows of the screen that are not separators, without the scroll bar.
    static func rows(_ host: TestHost) -> [String] {
        host.lines.filter { !$0.hasPrefix("─") }.map { line in
            var text = line
            while let last = text.last, last == " " || "│┃█".contains(last) {
                text.removeLast()
            }
            return text
        }
    }

    @Test("A list of a million items builds the rows in view, with a separator between rows")
    func mount() {
        let model = Model(count: 1_000_000)
        let host = TestHost(columns: 30, rows: 6) { Plain(model: model) }
        #expect(host.screen == """
            item 0 taps 0                ┃
            ─────────────────────────────│
            item 1 taps 0                │
            ─────────────────────────────│
            item 2 taps 0                │
            ─────────────────────────────│
            """)
        #expect(host.statistics.bodyEvaluations == 1 + 3)
        #expect(host.cell(column: 0, row: 1).attributes.contains(.dim))
    }

    @Test("On 80×24, a million-item list mounts, scrolls 1,000 rows and changes a row in O(visible)")
    func visibleOnly() {
        let model = Model(count: 1_000_000)
        let host = TestHost(columns: 80, rows: 24) { Plain(model: model) }
        #expect(host.statistics.bodyEvaluations == 1 + 12)
        let fixed = 4  // Plain, List's environment writers, ScrollView, LazyVStack
        let perRow = (host.statistics.liveNodes - fixed - 1) / 12
        host.press(.tab)
        let before = host.statistics.bodyEvaluations
        for _ in 0..<1_000 {
            host.press(.downArrow)
        }
        // 1,000 cells are 500 rows and their separators: rows 12–511 came into view.
        #expect(host.statistics.bodyEvaluations - before == 500)
        #expect(Self.rows(host).first == "item 500 taps 0")
        #expect(host.statistics.liveNodes <= fixed + 1 + perRow * (13 + LazyStackRetention.defaultLimit))
        let changed = host.statistics.bodyEvaluations
        host.click(column: 1, row: 0)
        #expect(host.statistics.bodyEvaluations - changed == 1)
    }

    @Test("Inserting 1,000 items at the front re-identifies only the rows in view and keeps the top row")
    func insertAtFront() {
        let model = Model(count: 1_000_000)
        let host = TestHost(columns: 40, rows: 10) { Plain(model: model) }
        host.press(.tab)
        for _ in 0..<20 {
            host.press(.pageDown)
        }
        let top = Self.rows(host)[0]
        let before = host.statistics
        model.items.insert(contentsOf: (0..<1_000).map { Item(id: -1 - $0, name: "new \($0)") }, at: 0)
        host.update()
        #expect(Self.rows(host)[0] == top)
        #expect(host.statistics.bodyEvaluations == before.bodyEvaluations + 1)
        #expect(host.statistics.nodesCreated == before.nodesCreated)
    }

    struct Editable: View {
        let model: Model
        let lazyStack: Bool
        var body: some View {
            if lazyStack {
                ScrollView { LazyVStack(alignment: .leading) { rows } }
            } else {
                List { rows }.listRowSeparator(.hidden)
            }
        }
        private var rows: some View {
            ForEach(model.items) { item in Button(item.name) {} }
        }
    }

    @Test("Inserting at the front of a list at its top shows the new first row, and Tab reaches it",
          arguments: [false, true])
    func insertAtTop(lazyStack: Bool) {
        let model = Model(count: 20)
        let host = TestHost(columns: 16, rows: 3) { Editable(model: model, lazyStack: lazyStack) }
        #expect(Self.rows(host) == ["[ item 0 ]", "[ item 1 ]", "[ item 2 ]"])
        model.items.insert(Item(id: -1, name: "new"), at: 0)
        host.update()
        #expect(Self.rows(host) == ["[ new ]", "[ item 0 ]", "[ item 1 ]"])
        host.press(.tab)
        #expect(host.cell(column: 2, row: 0).attributes.contains(.inverse))
        host.send(Array("\u{1B}[<65;2;2M".utf8))
        let scrolled = Self.rows(host)
        #expect(scrolled.first != "[ new ]")
        model.items.insert(Item(id: -2, name: "newer"), at: 0)
        host.update()
        #expect(Self.rows(host) == scrolled)
    }

    struct Sections: View {
        var body: some View {
            List {
                Section("Fruit") { ForEach(["apple", "pear"], id: \.self) { Text($0) } }
                Section {
                    ForEach(["carrot"], id: \.self) { Text($0) }
                } header: {
                    Text("Vegetables")
                } footer: {
                    Text("1 kind")
                }
            }
            .listRowSeparator(.hidden)
        }
    }

    @Test("Sections show their header in bold and their footer as rows; hidden separators take no rows")
    func sections() {
        let host = TestHost(columns: 20, rows: 8) { Sections() }
        #expect(host.screen == "Fruit\napple\npear\nVegetables\ncarrot\n1 kind")
        #expect(host.cell(column: 0, row: 0).attributes.contains(.bold))
        #expect(!host.cell(column: 0, row: 1).attributes.contains(.bold))
    }

    struct SingleSelection: View {
        let model: Model
        var body: some View {
            @Bindable var model = model
            List(selection: $model.selection) {
                Section("Fruit") { ForEach(model.items.prefix(3)) { Text($0.name) } }
                Section("More") { ForEach(model.items.dropFirst(3)) { Text($0.name) } }
            }
            .listRowSeparator(.hidden)
        }
    }

    @Test("Single selection: the keys move it over the rows, skipping headers, and it shows in reverse video")
    func singleSelection() {
        let model = Model(count: 6)
        let host = TestHost(columns: 20, rows: 4) { SingleSelection(model: model) }
        #expect(Self.rows(host) == ["Fruit", "item 0", "item 1", "item 2"])
        host.press(.tab)
        host.press(.downArrow)
        #expect(model.selection == 0)
        #expect(host.cell(column: 0, row: 1).attributes.contains(.inverse))
        #expect(!host.cell(column: 0, row: 2).attributes.contains(.inverse))
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(model.selection == 3)
        #expect(Self.rows(host) == ["item 1", "item 2", "More", "item 3"])
        #expect(host.cell(column: 0, row: 3).attributes.contains(.inverse))
        host.press(.upArrow)
        #expect(model.selection == 2)
        host.press(.end)
        #expect(model.selection == 5)
        #expect(Self.rows(host).last == "item 5")
        host.press(.home)
        #expect(model.selection == 0)
        #expect(Self.rows(host) == ["item 0", "item 1", "item 2", "More"])
        host.click(column: 1, row: 1)
        #expect(model.selection == 1)
        model.selection = 2
        host.update()
        #expect(host.cell(column: 0, row: 2).attributes.contains(.inverse))
        #expect(!host.cell(column: 0, row: 1).attributes.contains(.inverse))
        host.click(column: 1, row: 3)
        #expect(model.selection == 2)
    }

    struct MultipleSelection: View {
        let model: Model
        var body: some View {
            @Bindable var model = model
            List(model.items, selection: $model.selections) { Text($0.name) }
                .listRowSeparator(.hidden)
        }
    }

    @Test("Set selection: taking the focus puts the cursor on the first row; the keys move it, Space and clicks add and remove rows")
    func multipleSelection() {
        let model = Model(count: 5)
        let host = TestHost(columns: 20, rows: 5) { MultipleSelection(model: model) }
        host.press(.tab)
        #expect(host.cell(column: 0, row: 0).attributes.contains(.underline))
        host.press(.space)
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.space)
        #expect(model.selections == [0, 2])
        #expect(host.cell(column: 0, row: 2).attributes.contains(.underline))
        #expect(host.cell(column: 0, row: 0).attributes.contains(.inverse))
        #expect(!host.cell(column: 0, row: 1).attributes.contains(.inverse))
        host.press(.space)
        #expect(model.selections == [0])
        host.click(column: 0, row: 4)
        #expect(model.selections == [0, 4])
        host.click(column: 0, row: 0)
        #expect(model.selections == [4])
    }

    @Test("A list without selection does not take the focus itself: its scroll view does, when it scrolls")
    func noSelection() {
        let model = Model(count: 50)
        let host = TestHost(columns: 20, rows: 4) { Plain(model: model) }
        host.press(.tab)
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(Self.rows(host).first == "item 1 taps 0")
    }

    struct Category: Identifiable {
        let id: String
        let items: Range<Int>
    }

    struct Grouped: View {
        let groups: [Category]
        let handle: StateHandle<Int?>
        @State private var selection: Int?
        var body: some View {
            let _ = handle.bind($selection)
            List(selection: $selection) {
                ForEach(groups) { group in
                    Section(group.id) {
                        ForEach(group.items, id: \.self) { Text("\(group.id) \($0)") }
                    }
                }
            }
            .listRowSeparator(.hidden)
        }
    }

    @Test("A ForEach of Sections keeps every section's rows lazy, and the keys step over the headers")
    func forEachOfSections() {
        let groups = [
            Category(id: "a", items: 0..<100_000), Category(id: "b", items: 100_000..<200_000),
            Category(id: "c", items: 200_000..<300_000),
        ]
        let selection = StateHandle<Int?>()
        let host = TestHost(columns: 20, rows: 4) { Grouped(groups: groups, handle: selection) }
        #expect(Self.rows(host) == ["a", "a 0", "a 1", "a 2"])
        #expect(host.statistics.liveNodes < 60)
        #expect(host.cell(column: 0, row: 0).attributes.contains(.bold))
        host.press(.tab)
        host.press(.end)
        #expect(selection.value == 299_999)
        #expect(Self.rows(host) == ["c 299996", "c 299997", "c 299998", "c 299999"])
        host.press(.home)
        #expect(selection.value == 0)
        selection.value = 99_999
        host.update()
        host.press(.downArrow)
        #expect(selection.value == 100_000)
        #expect(Self.rows(host).suffix(2) == ["b", "b 100000"])
        #expect(host.statistics.liveNodes < 1_000)
    }

    @Test("An empty list shows nothing and its keys do nothing")
    func empty() {
        let model = Model(count: 0)
        let host = TestHost(columns: 20, rows: 4) { SingleSelection(model: model) }
        host.press(.tab)
        host.press(.downArrow)
        host.press(.end)
        #expect(model.selection == nil)
        #expect(host.screen == "Fruit\nMore")
    }
}
