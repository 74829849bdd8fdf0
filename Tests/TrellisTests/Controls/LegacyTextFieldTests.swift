import Testing
@testable import Trellis

/// The older text field initializers: `onEditingChanged` when the focus
/// comes and goes, `onCommit` on Return.
@MainActor
@Suite("Text fields with onEditingChanged and onCommit")
struct LegacyTextFieldTests {
    @Test("onEditingChanged follows the focus; onCommit runs on Return with the typed text", arguments: BindingSource.allCases)
    func textField(source: BindingSource) {
        let log = EventLog()
        let mounted = source.mount(initial: "", columns: 10, rows: 2) { text in
            VStack(alignment: .leading) {
                TextField("name", text: text, onEditingChanged: { log("editing \($0)") }, onCommit: { log("commit \(text.wrappedValue)") })
                TextField(String("other"), text: .constant(""))
            }
        }
        let host = mounted.host
        #expect(host.screen == "name\nother")
        host.press(.tab)
        host.type("Ada")
        host.press(.return)
        host.press(.tab)
        #expect(log.take() == ["editing true", "commit Ada", "editing false"])
        #expect(mounted.read() == "Ada")
        #expect(host.screen == "Ada\nother")
    }

    @Test("SecureField's onCommit runs on Return; Return stops there, before a default button", arguments: BindingSource.allCases)
    func secureField(source: BindingSource) {
        let log = EventLog()
        let mounted = source.mount(initial: "", columns: 12, rows: 3) { text in
            VStack(alignment: .leading) {
                SecureField("password", text: text, onCommit: { log("commit \(text.wrappedValue)") })
                SecureField(String("pin"), text: .constant(""), onCommit: { log("pin") })
                Button("Sign in") { log("default") }.keyboardShortcut(.defaultAction)
            }
        }
        let host = mounted.host
        host.press(.tab)
        host.type("pw")
        host.press(.return)
        #expect(log.take() == ["commit pw"])
        #expect(host.screen == "••\npin\n[ Sign in ]")
    }

    @Test("The older forms join the onSubmit actions: onCommit first")
    func withOnSubmit() {
        let log = EventLog()
        let host = TestHost(columns: 10, rows: 1) {
            TextField("name", text: .constant("x"), onCommit: { log("commit") }).onSubmit { log("submit") }
        }
        host.press(.tab)
        host.press(.return)
        #expect(log.take() == ["commit", "submit"])
    }
}
