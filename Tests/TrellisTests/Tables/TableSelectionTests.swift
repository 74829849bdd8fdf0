import Testing
@testable import Trellis

/// A `Table`'s selection over every source of truth, its sort order written
/// by the headers and the digit keys, and its rows built lazily.
@MainActor
@Suite("Table selection and sorting")
struct TableSelectionTests {
    typealias Person = TableTests.Person

    @Test(
        "Set selection from every source of truth: Space adds rows, a write from outside moves the highlight",
        arguments: BindingSource.allCases)
    func multipleSelection(source: BindingSource) {
        let mounted = source.mount(initial: Set<Person.ID>(), columns: 30, rows: 5) { selection in
            Table(TableTests.people, selection: selection) {
                TableColumn("Given Name", value: \.givenName)
                TableColumn("Family Name", value: \.familyName)
            }
        }
        let host = mounted.host
        host.press(.tab)
        host.press(.space)
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.space)
        #expect(mounted.read() == ["juan@example.com", "tom@example.com"])
        #expect(host.reverseVideoScreen(columns: 30, rows: 5) == """
            Given Name     Family Name
            ──────────────────────────────
            «Juan           Chavez         »
            Mei            Chen
            «Tom            Clark          »
            """)
        mounted.write(["mei@example.com"])
        host.update()
        #expect(host.reverseVideoScreen(columns: 30, rows: 5) == """
            Given Name     Family Name
            ──────────────────────────────
            Juan           Chavez
            «Mei            Chen           »
            Tom            Clark
            """)
    }

    @Test(
        "Single selection from every source of truth: ↓ and a click select, a write from outside moves the highlight",
        arguments: BindingSource.allCases)
    func singleSelection(source: BindingSource) {
        let mounted = source.mount(initial: Person.ID?.none, columns: 30, rows: 5) { selection in
            Table(TableTests.people, selection: selection) {
                TableColumn("Given Name", value: \.givenName)
                TableColumn("Family Name", value: \.familyName)
            }
        }
        let host = mounted.host
        host.press(.tab)
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(mounted.read() == "mei@example.com")
        host.click(column: 20, row: 4)
        #expect(mounted.read() == "tom@example.com")
        #expect(host.reverseVideoScreen(columns: 30, rows: 5) == """
            Given Name     Family Name
            ──────────────────────────────
            Juan           Chavez
            Mei            Chen
            «Tom            Clark          »
            """)
        mounted.write("juan@example.com")
        host.update()
        #expect(host.reverseVideoScreen(columns: 30, rows: 5) == """
            Given Name     Family Name
            ──────────────────────────────
            «Juan           Chavez         »
            Mei            Chen
            Tom            Clark
            """)
        host.press(.downArrow)
        #expect(mounted.read() == "mei@example.com")
    }

    /// Apple's sortable table: the app sorts its rows when the order changes.
    struct SortedPeople: View {
        @State private var people = TableTests.people
        @State private var selection: Person.ID?
        @State private var sortOrder = [KeyPathComparator(\Person.givenName)]

        var body: some View {
            Table(people, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Given Name", value: \.givenName)
                TableColumn("Family Name", value: \.familyName)
                TableColumn("Age", value: \.age) { Text("\($0.age)") }
                    .width(5)
            }
            .onChange(of: sortOrder) { _, order in people.sort(using: order) }
        }
    }

    @Test("A click on a header sorts by its column, again reverses it; a digit key sorts by that column")
    func sorting() {
        let host = TestHost(columns: 32, rows: 5) { SortedPeople() }
        #expect(host.screen == """
            Given Name ▲ Family Name  Age
            ────────────────────────────────
            Juan         Chavez       42
            Mei          Chen         29
            Tom          Clark        35
            """)
        host.click(column: 27, row: 0)
        #expect(host.screen == """
            Given Name   Family Name  Age ▲
            ────────────────────────────────
            Mei          Chen         29
            Tom          Clark        35
            Juan         Chavez       42
            """)
        host.click(column: 27, row: 0)
        #expect(host.screen == """
            Given Name   Family Name  Age ▼
            ────────────────────────────────
            Juan         Chavez       42
            Tom          Clark        35
            Mei          Chen         29
            """)
        // The selection follows its row's ID through a sort.
        host.press(.tab)
        host.press(.downArrow)
        host.press(.downArrow)
        host.press("1")
        #expect(host.reverseVideoScreen(columns: 32, rows: 5) == """
            Given Name ▲ Family Name  Age
            ────────────────────────────────
            Juan         Chavez       42
            Mei          Chen         29
            «Tom          Clark        35    »
            """)
        host.press("1")
        #expect(host.lines[0] == "Given Name ▼ Family Name  Age")
        #expect(host.lines[2].hasPrefix("Tom"))
    }

    struct Numbered: Identifiable {
        let id: Int
    }

    @Test("A million rows build only the rows in view; End scrolls to the last")
    func manyRows() {
        let rows = (0..<1_000_000).lazy.map { Numbered(id: $0) }
        var selection: Int? = nil
        let host = TestHost(columns: 24, rows: 6) {
            Table(rows, selection: Binding(get: { selection }, set: { selection = $0 })) {
                TableColumn("Row") { Text("row \($0.id)") }
                TableColumn("Square") { Text("\($0.id * $0.id)") }
            }
        }
        #expect(host.screen == """
            Row         Square
            ────────────────────────
            row 0       0          ┃
            row 1       1          │
            row 2       4          │
            row 3       9          │
            """)
        #expect(host.statistics.bodyEvaluations < 40)
        host.press(.tab)
        host.press(.end)
        #expect(selection == 999_999)
        #expect(host.screen == """
            Row         Square
            ────────────────────────
            row 999996  9999920000…│
            row 999997  9999940000…│
            row 999998  9999960000…│
            row 999999  9999980000…┃
            """)
    }
}
