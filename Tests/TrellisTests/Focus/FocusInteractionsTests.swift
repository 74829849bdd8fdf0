import Testing
@testable import Trellis

/// `.focusable(_:interactions:)`, `.focusSection()` and the hover
/// modifiers, which a terminal gives no further meaning.
@MainActor
@Suite("Focus interactions and hover")
struct FocusInteractionsTests {
    @Test("Every set of interactions makes the view focusable; false does not", arguments: [
        FocusInteractions.activate, .edit, .automatic, [],
    ])
    func interactions(_ interactions: FocusInteractions) {
        let log = EventLog()
        let host = TestHost(columns: 6, rows: 2) {
            VStack(alignment: .leading) {
                Text("off").focusable(false, interactions: interactions)
                Text("on").focusable(interactions: interactions)
            }
            .focusSection()
            .onKeyPress("x") {
                log("x")
                return .handled
            }
        }
        host.press(.tab)
        host.press("x")
        #expect(log.take() == ["x"])
        #expect(host.screen == "off\non")
        #expect(host.cell(column: 0, row: 1).attributes.contains(.inverse))
        #expect(!host.cell(column: 0, row: 0).attributes.contains(.inverse))
    }

    @Test("Hover actions are accepted: clicks and drags do not run them, and the view draws unchanged")
    func hoverAccepted() {
        let log = EventLog()
        let host = TestHost(columns: 6, rows: 1) {
            Text("hover")
                .onHover { log("hover \($0)") }
                .onContinuousHover { log("continuous \($0)") }
                .onContinuousHover(coordinateSpace: .global) { _ in log("global") }
        }
        host.click(column: 1, row: 0)
        #expect(host.screen == "hover")
        #expect(log.take() == [])
        #expect(HoverPhase.active(CGPoint(x: 1, y: 0)) != .ended)
    }
}
