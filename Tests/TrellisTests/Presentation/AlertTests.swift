import Testing
@testable import Trellis

/// Alerts and confirmation dialogs: drawing, buttons that end them, Esc as
/// the cancel button.
@MainActor
@Suite("alert and confirmationDialog")
struct AlertTests {
    struct Asking: View {
        let log: EventLog
        let shown: StateHandle<Bool>
        var dialog = false
        @State private var isPresented = false

        var body: some View {
            let _ = shown.bind($isPresented)
            if dialog {
                Text("presenter")
                    .confirmationDialog("Discard?", isPresented: $isPresented, titleVisibility: .visible) {
                        Button("Discard", role: .destructive) { log("discard") }
                        Button("Keep", role: .cancel) { log("keep") }
                    } message: {
                        Text("Edits are lost.")
                    }
            } else {
                Text("presenter")
                    .alert("Delete?", isPresented: $isPresented) {
                        Button("Delete", role: .destructive) { log("delete") }
                        Button("Cancel", role: .cancel) { log("cancel") }
                    } message: {
                        Text("No undo.")
                    }
            }
        }
    }

    @Test("An alert draws its title, message and a row of buttons in a box over the dimmed presenter")
    func drawing() {
        let log = EventLog()
        let shown = StateHandle<Bool>()
        let host = TestHost(columns: 40, rows: 10) { Asking(log: log, shown: shown) }
        shown.value = true
        host.update()
        #expect(host.lines == [
            "presenter",
            "",
            "       ╭───────────────────────╮",
            "       │ Delete?               │",
            "       │ No undo.              │",
            "       │ [ Delete ] [ Cancel ] │",
            "       ╰───────────────────────╯",
        ])
        #expect(host.cell(column: 0, row: 0).attributes.contains(.dim))
        #expect(host.cell(column: 9, row: 3).attributes.contains(.bold))
    }

    @Test("A button ends the alert after its action; Esc runs the cancel button")
    func buttonsAndEscape() {
        let log = EventLog()
        let shown = StateHandle<Bool>()
        let host = TestHost(columns: 40, rows: 10) { Asking(log: log, shown: shown) }
        shown.value = true
        host.update()
        host.press(.tab)
        host.press(.return)
        #expect(log.take() == ["delete"])
        #expect(shown.value == false)
        #expect(host.lines == ["presenter"])
        shown.value = true
        host.update()
        host.press(.escape)
        #expect(log.take() == ["cancel"])
        #expect(shown.value == false)
        #expect(host.checkInvariants() == [])
    }

    @Test("A confirmation dialog shows a visible title, the message and one button per row")
    func dialog() {
        let log = EventLog()
        let shown = StateHandle<Bool>()
        let host = TestHost(columns: 40, rows: 10) { Asking(log: log, shown: shown, dialog: true) }
        shown.value = true
        host.update()
        #expect(host.lines.contains { $0.contains("│ Discard?") })
        #expect(host.lines.contains { $0.contains("│ [ Discard ]") })
        #expect(host.lines.contains { $0.contains("│ [ Keep ]") })
        host.press(.escape)
        #expect(log.take() == ["keep"])
        #expect(shown.value == false)
    }
}
