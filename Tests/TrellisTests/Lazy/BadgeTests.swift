import Testing
@testable import Trellis

/// `.badge` shows a count or a label at the trailing end of a list row.
@MainActor
@Suite("Badges")
struct BadgeTests {
    struct Mailboxes: View {
        let unread: StateHandle<Int>
        @State private var count = 12
        var body: some View {
            let _ = unread.bind($count)
            List {
                Text("Inbox").badge(count)
                Text("Drafts").badge("new")
                Text("Sent").badge(Text("3\u{1B}[2J"))
                Text("Trash").badge(0)
            }
            .listStyle(.plain)
        }
    }

    @Test("Counts, strings and texts stand at the row's trailing end, faint; zero shows none; a write redraws it")
    func badges() {
        let unread = StateHandle<Int>()
        let host = TestHost(columns: 16, rows: 7) { Mailboxes(unread: unread) }
        let rule = String(repeating: "─", count: 16)
        #expect(host.lines == ["Inbox         12", rule, "Drafts       new", rule, "Sent       3␛[2J", rule, "Trash"])
        #expect(host.cell(column: 15, row: 0).attributes.contains(.dim))
        unread.value = 7
        host.update()
        #expect(host.lines[0] == "Inbox          7")
    }

    @Test("Outside a list a badge is accepted and draws nothing")
    func outsideAList() {
        let host = TestHost(columns: 10, rows: 1) { Text("Home").badge(3) }
        #expect(host.screen == "Home")
    }
}
