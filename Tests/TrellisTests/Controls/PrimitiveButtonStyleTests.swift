import Testing
@testable import Trellis

/// `PrimitiveButtonStyle`: the style draws the button and its gestures
/// trigger the action; the keyboard still reaches the button.
@MainActor
@Suite("Primitive button styles")
struct PrimitiveButtonStyleTests {
    struct LongPressStyle: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) {
                Text(configuration.role == .destructive ? "!" : "<")
                configuration.label
                Text(">")
            }
            .onLongPressGesture { configuration.trigger() }
        }
    }

    @Test("The style's body draws the button; its gesture and the keyboard run the action")
    func drawsAndTriggers() {
        let log = EventLog()
        let host = TestHost(columns: 12, rows: 2) {
            VStack(alignment: .leading) {
                Button("Save") { log("save") }
                Button("Erase", role: .destructive) { log("erase") }
            }
            .buttonStyle(LongPressStyle())
            .buttonRepeatBehavior(.enabled)
            .buttonRepeatBehavior(.disabled)
            .buttonRepeatBehavior(.automatic)
        }
        #expect(host.screen == "<Save>\n!Erase>")
        host.press(.tab)
        host.press(.return)
        host.press(.tab)
        host.press(.space)
        #expect(log.take() == ["save", "erase"])
    }

    @Test("An inner ButtonStyle replaces an outer primitive style, and the other way round")
    func innermostStyleWins() {
        let host = TestHost(columns: 12, rows: 2) {
            VStack(alignment: .leading) {
                Button("A") {}.buttonStyle(.bordered)
                Button("B") {}.buttonStyle(LongPressStyle())
            }
            .buttonStyle(LongPressStyle())
            .buttonStyle(.plain)
        }
        #expect(host.screen == "[ A ]\n<B>")
    }
}
