import Testing
@testable import Trellis

@MainActor
@Suite("Badges on tabs")
struct TabBadgeTests {
    struct Mail: View {
        @State private var unread = 3
        var body: some View {
            TabView {
                Button("Read one") { unread -= 1 }
                    .badge(unread)
                    .tabItem { Label("Inbox", systemImage: "tray") }
                Text("Sent mail")
                    .tabItem { Text("Sent") }
                    .badge("new")
                Tab("Drafts", systemImage: "doc") {
                    Text("No drafts")
                }
                .badge(1)
            }
        }
    }

    @Test("A tab's badge follows its title in the bar, set on the content, the tab item or the Tab; a count of 0 shows none")
    func badges() {
        let host = TestHost(columns: 40, rows: 2) { Mail() }
        #expect(host.screen == " 📥 Inbox 3  Sent new  📄 Drafts 1\n[ Read one ]")
        host.press(.tab)
        host.press(.return)
        #expect(host.lines[0] == " 📥 Inbox 2  Sent new  📄 Drafts 1")
        host.press(.return)
        host.press(.return)
        #expect(host.lines[0] == " 📥 Inbox  Sent new  📄 Drafts 1")
    }
}
