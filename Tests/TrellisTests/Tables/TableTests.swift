import Testing
@testable import Trellis

/// `Table`: a header over column-aligned rows, with a `List`'s selection,
/// keys and scrolling, and a sort order its headers write.
@MainActor
@Suite("Table")
struct TableTests {
    struct Person: Identifiable, Equatable {
        let givenName: String
        let familyName: String
        let emailAddress: String
        let age: Int
        var id: String { emailAddress }
    }

    static let people = [
        Person(givenName: "Juan", familyName: "Chavez", emailAddress: "juan@example.com", age: 42),
        Person(givenName: "Mei", familyName: "Chen", emailAddress: "mei@example.com", age: 29),
        Person(givenName: "Tom", familyName: "Clark", emailAddress: "tom@example.com", age: 35),
    ]

    /// Apple's first example, as its documentation writes it.
    struct PeopleTable: View {
        let people: [Person]
        var body: some View {
            Table(people) {
                TableColumn("Given Name", value: \.givenName)
                TableColumn("Family Name", value: \.familyName)
                TableColumn("E-Mail Address", value: \.emailAddress)
            }
        }
    }

    @Test("A table shows a bold header over a faint rule and a row per value, in equal columns cut with …")
    func plain() {
        let host = TestHost(columns: 50, rows: 6) { PeopleTable(people: Self.people) }
        #expect(host.screen == """
            Given Name       Family Name      E-Mail Address
            ──────────────────────────────────────────────────
            Juan             Chavez           juan@example.c…
            Mei              Chen             mei@example.com
            Tom              Clark            tom@example.com
            """)
        #expect(host.cell(column: 0, row: 0).attributes.contains(.bold))
        #expect(host.cell(column: 0, row: 1).foreground == .secondary)
        #expect(!host.cell(column: 0, row: 2).attributes.contains(.bold))
    }

    @Test("Fixed widths are kept, content closures draw the cells, and the other columns share the rest")
    func widthsAndContent() {
        let host = TestHost(columns: 40, rows: 5) {
            Table(Self.people) {
                TableColumn("Name", value: \.givenName) { Text($0.givenName).bold() }
                TableColumn("Age") { person in Text("\(person.age)") }
                    .width(3)
                TableColumn("E-Mail Address", value: \.emailAddress)
                    .width(min: 5, max: 10)
            }
        }
        // 39 columns less 2 spaces: Age takes 3, E-Mail at most 10, Name the 24 left.
        #expect(host.screen == """
            Name                     Age E-Mail Ad…
            ────────────────────────────────────────
            Juan                     42  juan@exam…
            Mei                      29  mei@examp…
            Tom                      35  tom@examp…
            """)
        #expect(host.cell(column: 0, row: 2).attributes.contains(.bold))
    }

    @Test("Columns that do not fit are cut at the right edge; the scroll bar keeps the last column")
    func narrow() {
        let host = TestHost(columns: 16, rows: 3) {
            Table(Self.people) {
                TableColumn("Given Name", value: \.givenName).width(10)
                TableColumn("Family Name", value: \.familyName).width(10)
            }
            .tableColumnHeaders(.visible)
            .tableStyle(.bordered)
        }
        #expect(host.screen == """
            Given Name Fam…
            ────────────────
            Juan       Cha…┃
            """)
    }

    @Test("Hidden column headers leave the rows at the top")
    func hiddenHeaders() {
        let host = TestHost(columns: 30, rows: 3) { PeopleTable(people: Self.people).tableColumnHeaders(.hidden) }
        #expect(host.screen == """
            Juan      Chavez    juan@exa…
            Mei       Chen      mei@exam…
            Tom       Clark     tom@exam…
            """)
    }

    @Test("Rows listed with TableRow and ForEach, in order")
    func explicitRows() {
        let owner = Person(givenName: "Ada", familyName: "King", emailAddress: "ada@example.com", age: 36)
        let host = TestHost(columns: 31, rows: 6) {
            Table(of: Person.self) {
                TableColumn("Given Name", value: \.givenName)
                TableColumn("Family Name", value: \.familyName)
            } rows: {
                TableRow(owner)
                ForEach(Self.people) { TableRow($0) }
            }
        }
        #expect(host.screen == """
            Given Name      Family Name
            ───────────────────────────────
            Ada             King
            Juan            Chavez
            Mei             Chen
            Tom             Clark
            """)
    }

    @Test("A widths' worked examples: fixed and ideal first, the rest shared, then cut at the edge")
    func widthResolution() {
        #expect(TableColumnWidth.resolve([.fixed(5), .flexible, .flexible], in: 20, spacing: 1) == [5, 7, 6])
        #expect(TableColumnWidth.resolve([.fixed(5), TableColumnWidth(max: 3), .flexible], in: 20, spacing: 1) == [5, 3, 10])
        #expect(TableColumnWidth.resolve([.fixed(12), .fixed(12)], in: 20, spacing: 1) == [12, 7])
        #expect(TableColumnWidth.resolve([TableColumnWidth(ideal: 4), TableColumnWidth(min: 9)], in: 10, spacing: 1) == [4, 5])
        #expect(TableColumnWidth.resolve([], in: 10, spacing: 1) == [])
    }
}
