import Testing
@testable import Trellis

/// The list modifiers for a row's and a section's look: separator tints,
/// item tints and section spacing.
@MainActor
@Suite("List row appearance")
struct ListRowAppearanceTests {
    @Test("A row's separator tint colours the line under it; edges without .bottom and nil keep it faint")
    func separatorTint() {
        let host = TestHost(columns: 6, rows: 5) {
            List {
                Text("red").listRowSeparatorTint(.red)
                Text("top").listRowSeparatorTint(.red, edges: .top)
                Text("last")
            }
            .listStyle(.plain)
        }
        #expect(host.screen == "red\n──────\ntop\n──────\nlast")
        #expect(host.cell(column: 0, row: 1).foreground == .red)
        #expect(!host.cell(column: 0, row: 1).attributes.contains(.dim))
        #expect(host.cell(column: 0, row: 3).foreground == nil)
        #expect(host.cell(column: 0, row: 3).attributes.contains(.dim))
    }

    @Test("listItemTint sets the row's tint: fixed, preferred and a colour; monochrome is the primary colour")
    func itemTint() {
        let host = TestHost(columns: 4, rows: 4) {
            VStack(alignment: .leading) {
                Text("f").foregroundStyle(.tint).listItemTint(.fixed(.red))
                Text("p").foregroundStyle(.tint).listItemTint(.preferred(.green))
                Text("c").foregroundStyle(.tint).listItemTint(Color.blue)
                Text("m").foregroundStyle(.tint).listItemTint(.monochrome)
            }
        }
        #expect(host.screen == "f\np\nc\nm")
        #expect(host.cell(column: 0, row: 0).foreground == .red)
        #expect(host.cell(column: 0, row: 1).foreground == .green)
        #expect(host.cell(column: 0, row: 2).foreground == .blue)
        #expect(host.cell(column: 0, row: 3).foreground == .primary)
    }

    @Test("Section spacing, a section's separator tint and search completions are accepted: the list draws as without them")
    func accepted() {
        let plain = TestHost(columns: 10, rows: 4) {
            List { Section("A") { Text("one") }; Section("B") { Text("two") } }.listStyle(.plain)
        }
        let host = TestHost(columns: 10, rows: 4) {
            List {
                Section("A") { Text("one") }.listSectionSeparatorTint(.red)
                Section("B") { Text("two") }.listSectionSeparatorTint(.red, edges: .top)
            }
            .listStyle(.plain)
            .listSectionSpacing(.compact)
            .listSectionSpacing(.default)
            .listSectionSpacing(.custom(12))
            .searchSuggestions { Text("one").searchCompletion("one") }
        }
        #expect(host.screen == plain.screen)
    }
}
