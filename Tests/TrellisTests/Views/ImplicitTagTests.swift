import Testing
@testable import Trellis

/// Semantics rule 14b: a `ForEach` row carries its element's ID as a tag
/// wherever a tag is read (`Picker`, `List(selection:)`, `TabView`); an
/// explicit `.tag` on the row wins.
@MainActor
@Suite("Implicit tags")
struct ImplicitTagTests {
    struct People: View {
        let handle: StateHandle<Int>
        @State private var count = 4
        var body: some View {
            let _ = handle.bind($count)
            Picker("People", selection: $count) {
                ForEach(2..<5) { Text("\($0) people") }
            }
        }
    }

    @Test("A picker over ForEach without .tag shows and chooses by the row's ID")
    func pickerOverForEach() {
        let handle = StateHandle<Int>()
        let host = TestHost(columns: 30, rows: 5) { People(handle: handle) }
        #expect(host.screen == "People [ 4 people ▾ ]")
        host.press(.tab)
        host.press(.return)
        #expect(host.screen == "People [ 4 people ▾ ]\n    2 people\n    3 people\n  ✓ 4 people")
        host.press(.upArrow)
        host.press(.return)
        #expect(host.screen == "People [ 3 people ▾ ]")
        #expect(handle.value == 3)
    }

    struct Flavour: Identifiable, Hashable {
        let id: Int
        let name: String
    }

    static let flavours = [Flavour(id: 1, name: "lemon"), Flavour(id: 2, name: "mint"), Flavour(id: 3, name: "plum")]

    struct FlavourPicker: View {
        let handle: StateHandle<Flavour>
        @State private var chosen = ImplicitTagTests.flavours[0]
        var body: some View {
            let _ = handle.bind($chosen)
            Picker("Flavour", selection: $chosen) {
                ForEach(ImplicitTagTests.flavours) { Text($0.name).tag($0) }
            }
            .pickerStyle(.inline)
        }
    }

    @Test("An explicit .tag on a ForEach row wins over its ID")
    func explicitTagWins() {
        let handle = StateHandle<Flavour>()
        let host = TestHost(columns: 30, rows: 5) { FlavourPicker(handle: handle) }
        #expect(host.screen == "Flavour\n(•) lemon\n( ) mint\n( ) plum")
        host.press(.tab)
        host.press(.downArrow)
        #expect(host.screen == "Flavour\n( ) lemon\n(•) mint\n( ) plum")
        #expect(handle.value == ImplicitTagTests.flavours[1])
    }

    struct TaggedList: View {
        let handle: StateHandle<Set<Flavour>>
        @State private var selected: Set<Flavour> = []
        var body: some View {
            let _ = handle.bind($selected)
            List(selection: $selected) {
                ForEach(ImplicitTagTests.flavours) { Text($0.name).tag($0) }
            }
            .listRowSeparator(.hidden)
        }
    }

    @Test("List(selection:) of a Set of values selects by the rows' explicit tags")
    func listSetByTag() {
        let handle = StateHandle<Set<Flavour>>()
        let host = TestHost(columns: 10, rows: 3) { TaggedList(handle: handle) }
        host.press(.tab)
        host.press(.space)
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.space)
        #expect(handle.value == [ImplicitTagTests.flavours[0], ImplicitTagTests.flavours[2]])
        #expect(host.screen == "lemon\nmint\nplum")
        #expect(host.cell(column: 0, row: 0).attributes.contains(.inverse))
        #expect(!host.cell(column: 0, row: 1).attributes.contains(.inverse))
        #expect(host.cell(column: 0, row: 2).attributes.contains(.inverse))
        host.click(column: 0, row: 1)
        #expect(handle.value == Set(ImplicitTagTests.flavours))
    }

    struct StaticList: View {
        let handle: StateHandle<String?>
        @State private var selected: String?
        var body: some View {
            let _ = handle.bind($selected)
            List(selection: $selected) {
                Text("Inbox").tag("inbox")
                Text("Sent").tag("sent")
                Text("Drafts")
            }
            .listRowSeparator(.hidden)
        }
    }

    @Test("List(selection:) over static rows selects the tagged ones and steps over the others")
    func listStaticTags() {
        let handle = StateHandle<String?>()
        let host = TestHost(columns: 10, rows: 3) { StaticList(handle: handle) }
        host.press(.tab)
        host.press(.downArrow)
        #expect(handle.value == "inbox")
        host.press(.downArrow)
        #expect(handle.value == "sent")
        host.press(.downArrow)
        #expect(handle.value == "sent")
        host.click(column: 0, row: 0)
        #expect(handle.value == "inbox")
        host.click(column: 0, row: 2)
        #expect(handle.value == "inbox")
        #expect(host.cell(column: 0, row: 0).attributes.contains(.inverse))
    }

    struct Page: Identifiable {
        let id: String
        let text: String
    }

    struct Pages: View {
        let handle: StateHandle<String>
        @State private var current = "b"
        var body: some View {
            let _ = handle.bind($current)
            TabView(selection: $current) {
                ForEach([Page(id: "a", text: "first"), Page(id: "b", text: "second")]) { page in
                    Text(page.text).tabItem { Text(page.id.uppercased()) }
                }
            }
        }
    }

    @Test("A TabView over ForEach without .tag selects the tab whose element has the selection's ID")
    func tabsOverForEach() {
        let handle = StateHandle<String>()
        let host = TestHost(columns: 20, rows: 2) { Pages(handle: handle) }
        #expect(host.lines == [" A  B", "second"])
        handle.value = "a"
        host.update()
        #expect(host.lines == [" A  B", "first"])
        host.press(.init("]"))
        #expect(handle.value == "b")
    }
}
