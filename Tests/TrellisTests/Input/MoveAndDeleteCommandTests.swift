import Testing
@testable import Trellis

/// `.onMoveCommand(perform:)` and `.onDeleteCommand(perform:)`: arrows and
/// Delete reach the action while the view or one inside it is focused,
/// after the focused view had them.
@MainActor
@Suite("Move and delete commands")
struct MoveAndDeleteCommandTests {
    struct Board: View {
        let log: EventLog
        @State private var note = ""
        var body: some View {
            VStack(alignment: .leading) {
                Text("board").focusable()
                TextField("note", text: $note)
            }
            .onMoveCommand { log("move \($0)") }
            .onDeleteCommand { log("delete") }
        }
    }

    @Test("Each arrow and Delete reach the actions from a focused view that does not use them")
    func fromFocusedView() {
        let log = EventLog()
        let host = TestHost(columns: 10, rows: 2) { Board(log: log) }
        host.press(.upArrow)
        #expect(log.take() == ["move up"], "with nothing focused the root view's handlers see the keys")
        host.press(.tab)
        host.press(.upArrow)
        host.press(.downArrow)
        host.press(.leftArrow)
        host.press(.rightArrow)
        host.press(.delete)
        host.press(.deleteForward)
        host.press(.upArrow, modifiers: .shift)
        #expect(log.take() == ["move up", "move down", "move left", "move right", "delete", "delete"])
    }

    @Test("A focused text field keeps ← and Delete while it can use them")
    func textFieldFirst() {
        let log = EventLog()
        let host = TestHost(columns: 10, rows: 2) { Board(log: log) }
        host.press(.tab)
        host.press(.tab)
        host.type("ab")
        host.press(.leftArrow)
        host.press(.delete)
        #expect(host.screen == "board\nb")
        #expect(log.take() == [])
    }

    @Test("nil actions let the keys go on to an outer handler")
    func nilActions() {
        let log = EventLog()
        let host = TestHost(columns: 10, rows: 1) {
            Text("x").focusable()
                .onMoveCommand(perform: nil)
                .onDeleteCommand(perform: nil)
                .onKeyPress(keys: [.rightArrow, .delete]) { press in
                    log("outer \(press.key == .delete ? "delete" : "arrow")")
                    return .handled
                }
        }
        host.press(.tab)
        host.press(.rightArrow)
        host.press(.delete)
        #expect(log.take() == ["outer arrow", "outer delete"])
    }
}
