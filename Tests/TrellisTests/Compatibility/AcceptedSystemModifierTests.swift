import Foundation
import Testing
@testable import Trellis

/// Accepted modifiers for drag and drop, URLs, system overlays, menu
/// order, older accessibility forms and autocapitalization: they compile
/// as SwiftUI code writes them, run none of their closures, and leave the
/// view drawn as without them.
@MainActor
@Suite("Accepted modifiers: drag and drop, system, accessibility")
struct AcceptedSystemModifierTests {
    struct Card: View {
        let log: EventLog
        @State private var email = ""
        var body: some View {
            VStack(alignment: .leading) {
                Text("card")
                    .draggable("card")
                    .draggable(URL(fileURLWithPath: "/tmp")) { Text("preview") }
                    .dropDestination(for: String.self) { items, _ in
                        log("dropped \(items)")
                        return true
                    } isTargeted: { log("targeted \($0)") }
                    .accessibility(label: Text("Card"))
                    .accessibility(hint: Text("Drag it"))
                    .accessibility(value: Text("1"))
                    .accessibility(hidden: false)
                    .accessibility(identifier: "card")
                    .accessibilityAction { log("default") }
                    .accessibilityAction(.escape) { log("escape") }
                    .accessibilityAction(named: Text("Pin")) { log("pin") }
                    .accessibilityAction(named: String("Share")) { log("share") }
                    .accessibilityAction(AccessibilityActionKind(named: Text("Copy"))) { log("copy") }
                    .accessibilityAction { log("labelled") } label: { Text("Star") }
                    .accessibilityActions { Button("Reply") { log("reply") } }
                Menu("Sort") { Button("Name") {} }.menuOrder(.fixed).menuOrder(.priority).menuOrder(.automatic)
                TextField("email", text: $email)
                    .autocapitalization(.none)
                    .autocapitalization(.words)
                    .autocapitalization(.sentences)
                    .autocapitalization(.allCharacters)
            }
            .onOpenURL { log("open \($0)") }
            .persistentSystemOverlays(.hidden)
        }
    }

    @Test("The view draws as without the modifiers, and no closure runs on a click or keys")
    func drawUnchanged() {
        let log = EventLog()
        let host = TestHost(columns: 12, rows: 3) { Card(log: log) }
        let plain = TestHost(columns: 12, rows: 3) {
            VStack(alignment: .leading) {
                Text("card")
                Menu("Sort") { Button("Name") {} }
                TextField("email", text: .constant(""))
            }
        }
        #expect(host.screen == plain.screen)
        host.click(column: 1, row: 0)
        host.press(.escape)
        #expect(log.take() == [])
    }

    @Test("submitScope keeps Return inside it from the onSubmit outside; actions inside it still run")
    func submitScope() {
        let log = EventLog()
        let host = TestHost(columns: 10, rows: 4) {
            VStack(alignment: .leading) {
                TextField("outer", text: .constant(""))
                TextField("scoped", text: .constant("")).submitScope()
                TextField("inner", text: .constant("")).onSubmit { log("inner") }.submitScope()
                TextField("open", text: .constant("")).submitScope(false)
            }
            .onSubmit { log("outer") }
        }
        for _ in 0..<4 {
            host.press(.tab)
            host.press(.return)
        }
        #expect(log.take() == ["outer", "inner", "outer"])
    }
}
