import Testing
@testable import Trellis

/// `Section(isExpanded:)`: a header with `▸`/`▾` that shows or hides the
/// section's rows, in a list, a form and a stack.
@MainActor
@Suite("Collapsible Section")
struct CollapsibleSectionTests {
    struct Sidebar: View {
        let log: EventLog
        let isExpanded: Binding<Bool>

        var body: some View {
            List {
                Section("Favourites", isExpanded: isExpanded) {
                    Text("Inbox")
                        .onAppear { log("Inbox+") }
                        .onDisappear { log("Inbox-") }
                    Text("Drafts")
                }
                Section("Other") { Text("Trash") }
            }
            .listStyle(.sidebar)
            .listRowSeparator(.hidden)
        }
    }

    @Test("In a sidebar list the header toggles the rows; a model write does too", arguments: BindingSource.allCases)
    func sidebar(source: BindingSource) {
        let log = EventLog()
        let mounted = source.mount(initial: true, columns: 20, rows: 6) { Sidebar(log: log, isExpanded: $0) }
        let host = mounted.host
        #expect(host.lines == ["▾ Favourites", "Inbox", "Drafts", "Other", "Trash"])
        #expect(log.take() == ["Inbox+"])
        host.click(column: 2, row: 0)
        #expect(mounted.read() == false)
        #expect(host.lines == ["▸ Favourites", "Other", "Trash"])
        #expect(log.take() == ["Inbox-"])
        mounted.write(true)
        host.update()
        #expect(host.lines == ["▾ Favourites", "Inbox", "Drafts", "Other", "Trash"])
        #expect(log.take() == ["Inbox+"])
        #expect(host.checkInvariants() == [])
    }

    struct Settings: View {
        let isExpanded: Binding<Bool>

        var body: some View {
            Form {
                Section(isExpanded: isExpanded) {
                    Text("Verbose")
                } header: {
                    Text("Advanced")
                }
            }
        }
    }

    @Test("In a form the header is a disclosure row: Return, → and ← expand and collapse", arguments: BindingSource.allCases)
    func form(source: BindingSource) {
        let mounted = source.mount(initial: false, columns: 20, rows: 4) { Settings(isExpanded: $0) }
        let host = mounted.host
        #expect(host.lines == ["▸ Advanced"])
        host.press(.tab)
        host.press(.return)
        #expect(mounted.read() == true)
        #expect(host.lines == ["▾ Advanced", "  Verbose"])
        host.press(.leftArrow)
        #expect(host.lines == ["▸ Advanced"])
        host.press(.rightArrow)
        #expect(mounted.read() == true)
    }

    @Test("With a String title in a stack, the section shows its rows under the header only while expanded")
    func stack() {
        let title = "Files"
        let host = TestHost(columns: 20, rows: 3) {
            VStack(alignment: .leading) {
                Section(title, isExpanded: .constant(false)) { Text("a.txt") }
                Section(title, isExpanded: .constant(true)) { Text("b.txt") }
            }
        }
        #expect(host.lines == ["▸ Files", "▾ Files", "b.txt"])
        #expect(host.cell(column: 2, row: 0).attributes.contains(.bold))
    }
}
