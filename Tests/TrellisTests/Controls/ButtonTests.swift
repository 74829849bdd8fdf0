import Testing
@testable import Trellis

/// `Button`: Return, Space, clicks, shortcuts, roles, styles, `.disabled`.
@MainActor
@Suite("Button")
struct ButtonTests {
    struct Counter: View {
        let log: EventLog
        @State private var count = 0
        var isDisabled = false
        var body: some View {
            VStack(alignment: .leading) {
                Text("count \(count)")
                HStack {
                    Button("Add") { count += 1; log("add") }.disabled(isDisabled)
                    Button("Reset", role: .destructive) { count = 0; log("reset") }
                        .keyboardShortcut("r", modifiers: .control)
                }
            }
        }
    }

    @Test("Return and Space press the focused button; the screen shows the result")
    func keys() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 2) { Counter(log: log) }
        #expect(host.screen == "count 0\n[ Add ] [ Reset ]")
        host.press(.tab)
        host.press(.return)
        host.press(.space)
        #expect(host.screen == "count 2\n[ Add ] [ Reset ]")
        #expect(log.take() == ["add", "add"])
    }

    @Test("The focused button is drawn in reverse video; a destructive one in red")
    func drawing() {
        let host = TestHost(columns: 20, rows: 2) { Counter(log: EventLog()) }
        host.press(.tab)
        #expect((0..<7).allSatisfy { host.cell(column: $0, row: 1).attributes.contains(.inverse) })
        #expect(!host.cell(column: 8, row: 1).attributes.contains(.inverse))
        #expect(host.cell(column: 10, row: 1).foreground == .red)
    }

    @Test("A click presses the button under the pointer")
    func click() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 2) { Counter(log: log) }
        host.click(column: 3, row: 1)
        host.click(column: 3, row: 1)
        host.click(column: 7, row: 1)
        #expect(host.screen.hasPrefix("count 2"))
        #expect(log.take() == ["add", "add"])
    }

    @Test("A keyboard shortcut presses its button wherever the focus is")
    func shortcut() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 2) { Counter(log: log) }
        host.press(.tab)
        host.press(.return)
        host.press("r", modifiers: .control)
        host.press("r")
        #expect(log.take() == ["add", "reset"])
        #expect(host.screen.hasPrefix("count 0"))
    }

    @Test("A disabled button is faint, skipped by Tab, and ignores clicks")
    func disabled() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 2) { Counter(log: log, isDisabled: true) }
        #expect(host.cell(column: 2, row: 1).attributes.contains(.dim))
        host.click(column: 3, row: 1)
        host.press(.tab)
        host.press(.return)
        #expect(log.take() == ["reset"])
    }

    struct Arrow: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 0) { Text("→ "); configuration.label }
        }
    }

    @Test("Button styles draw the label their way", arguments: [
        ("plain", "Go"), ("borderless", "Go"), ("bordered", "[ Go ]"), ("custom", "→ Go"),
    ] as [(String, String)])
    func styles(style: String, screen: String) {
        let host = TestHost(columns: 10, rows: 1) {
            switch style {
            case "plain": AnyView(Button("Go") {}.buttonStyle(.plain))
            case "borderless": AnyView(Button("Go") {}.buttonStyle(.borderless))
            case "bordered": AnyView(Button("Go") {}.buttonStyle(.bordered))
            default: AnyView(Button("Go") {}.buttonStyle(Arrow()))
            }
        }
        #expect(host.screen == screen)
    }
}
