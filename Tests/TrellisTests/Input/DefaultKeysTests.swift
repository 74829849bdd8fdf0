import Testing
@testable import Trellis

/// Which view a key reaches when several could take it: the default
/// button of an alert, typed characters in a field inside a tab view,
/// Return beside a `.defaultAction` button.
@MainActor
@Suite("Keys that several views could take")
struct DefaultKeysTests {
    struct Asking: View {
        let log: EventLog
        let shown: StateHandle<Bool>
        let destructive: Bool
        @State private var isPresented = false
        var body: some View {
            let _ = shown.bind($isPresented)
            Text("presenter")
                .alert("Save changes?", isPresented: $isPresented) {
                    if destructive {
                        Button("Discard", role: .destructive) { log("discard") }
                    } else {
                        Button("Save") { log("save") }
                    }
                    Button("Cancel", role: .cancel) { log("cancel") }
                }
                .buttonStyle(.plain)
        }
    }

    @Test("An alert focuses its default button: Return runs it at once, without Tab")
    func alertDefaultButton() {
        let log = EventLog()
        let shown = StateHandle<Bool>()
        let host = TestHost(columns: 40, rows: 8) { Asking(log: log, shown: shown, destructive: false) }
        shown.value = true
        host.update()
        #expect(host.cell(column: 12, row: 4).attributes.contains(.inverse))
        #expect(!host.cell(column: 21, row: 4).attributes.contains(.inverse))
        host.press(.return)
        #expect(log.take() == ["save"])
        #expect(host.screen == "presenter")
    }

    @Test("A destructive button is never the default: Return runs the cancel button")
    func alertDestructiveIsNotDefault() {
        let log = EventLog()
        let shown = StateHandle<Bool>()
        let host = TestHost(columns: 40, rows: 8) { Asking(log: log, shown: shown, destructive: true) }
        shown.value = true
        host.update()
        host.press(.return)
        #expect(log.take() == ["cancel"])
    }

    @Test("Alert buttons keep their own style inside a .buttonStyle(.plain) presenter")
    func alertButtonStyle() {
        let log = EventLog()
        let shown = StateHandle<Bool>()
        let host = TestHost(columns: 40, rows: 8) { Asking(log: log, shown: shown, destructive: false) }
        shown.value = true
        host.update()
        #expect(host.lines == [
            "presenter",
            "",
            "        ╭─────────────────────╮",
            "        │ Save changes?       │",
            "        │ [ Save ] [ Cancel ] │",
            "        ╰─────────────────────╯",
        ])
    }

    struct Notes: View {
        let selection: StateHandle<Int>
        @State private var tab = 0
        @State private var note = ""
        var body: some View {
            let _ = selection.bind($tab)
            TabView(selection: $tab) {
                TextField("note", text: $note).tabItem { Text("Edit") }.tag(0)
                Text("note: \(note)").tabItem { Text("View") }.tag(1)
            }
        }
    }

    @Test("[ and ] are typed into a focused field inside a tab view, not taken to switch tabs")
    func bracketsInField() {
        let selection = StateHandle<Int>()
        let host = TestHost(columns: 20, rows: 2) { Notes(selection: selection) }
        host.press(.tab)
        host.type("a[1]")
        #expect(selection.value == 0)
        #expect(host.lines == [" Edit  View", "a[1]"])
        host.press(.pageDown, modifiers: .control)
        #expect(host.lines == [" Edit  View", "note: a[1]"])
    }

    struct Preferences: View {
        let log: EventLog
        @State private var notify = false
        var body: some View {
            VStack(alignment: .leading) {
                Toggle("Notify", isOn: $notify)
                Button("Apply") { log("apply \(notify)") }.keyboardShortcut(.defaultAction)
            }
        }
    }

    @Test("On a focused toggle, Space toggles and Return runs the .defaultAction button")
    func returnOnToggle() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 2) { Preferences(log: log) }
        host.press(.tab)
        host.press(.space)
        #expect(host.lines == ["[x] Notify", "[ Apply ]"])
        host.press(.return)
        #expect(log.take() == ["apply true"])
        #expect(host.lines == ["[x] Notify", "[ Apply ]"])
    }
}
