import Testing
@testable import Trellis

/// Esc in a focused text field: the views around it that use the key have
/// it first; otherwise the field gives up the focus, before anything goes
/// back a page, so a key never both types and acts.
@MainActor
@Suite("Esc from a text field")
struct EscapeFromFieldTests {
    /// A page whose `q` quits while a field takes typed text, as the demos'
    /// "Jump to row" field.
    struct JumpPage: View {
        let log: EventLog
        @State private var row = ""
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                TextField("Jump to row", text: $row).frame(width: 12)
                Text("row: \(row)")
            }
            .onKeyPress("q") {
                log("quit")
                return .handled
            }
        }
    }

    @Test("In a field q types; Esc leaves the field and the next q acts")
    func leavesTheField() {
        let log = EventLog()
        let host = TestHost(columns: 14, rows: 2) { JumpPage(log: log) }
        host.press(.tab)
        host.type("31q")
        #expect(host.screen == "31q\nrow: 31q")
        #expect(host.cursor! == (column: 3, row: 0))
        #expect(log.events.isEmpty)

        host.press(.escape)
        #expect(host.cursor == nil)
        host.type("q")
        #expect(host.screen == "31q\nrow: 31q")
        #expect(log.events == ["quit"])
    }

    /// A field on a pushed screen, the stack inside a view with an exit
    /// command (the gallery around a demo).
    struct Pages: View {
        let log: EventLog
        @State private var path: [Int] = []
        @State private var text = ""
        var body: some View {
            NavigationStack(path: $path) {
                Button("Open") { path.append(1) }
                    .navigationDestination(for: Int.self) { _ in
                        TextField("Find", text: $text)
                    }
            }
            .onExitCommand { log("exit") }
        }
    }

    @Test("Each Esc leaves one level: the field, the pushed screen, then the page around")
    func oneLevelPerPress() {
        let log = EventLog()
        let host = TestHost(columns: 16, rows: 2) { Pages(log: log) }
        host.press(.tab)
        host.press(.return)
        host.press(.tab)
        host.type("ab")
        #expect(host.screen == "‹ Back\nab")
        #expect(host.cursor != nil)

        host.press(.escape)
        #expect(host.screen == "‹ Back\nab")
        #expect(host.cursor == nil)
        #expect(log.events.isEmpty)

        host.press(.escape)
        #expect(host.screen == "[ Open ]")
        #expect(log.events.isEmpty)

        host.press(.escape)
        #expect(log.events == ["exit"])
    }

    /// A prompt that cancels on Esc, around its only field.
    struct Prompt: View {
        let log: EventLog
        @State private var answer = ""
        @FocusState private var focused: Bool
        var body: some View {
            TextField("Name", text: $answer)
                .focused($focused)
                .onAppear { focused = true }
                .onKeyPress(.escape) {
                    log("cancel \(focused)")
                    return .handled
                }
        }
    }

    @Test("An .onKeyPress(.escape) around the field takes Esc first, and the field keeps the focus")
    func handlerAroundTheField() {
        let log = EventLog()
        let host = TestHost(columns: 10, rows: 1) { Prompt(log: log) }
        host.type("x")
        host.press(.escape)
        #expect(log.events == ["cancel true"])
        #expect(host.cursor! == (column: 1, row: 0))
    }

    /// A sheet with a field and a cancel button.
    struct Editor: View {
        let log: EventLog
        @State private var shows = true
        @State private var title = ""
        var body: some View {
            Text("list")
                .sheet(isPresented: $shows) {
                    VStack {
                        TextField("Title", text: $title)
                        Button("Cancel") { log("cancel") }.keyboardShortcut(.cancelAction)
                    }
                }
        }
    }

    @Test("In a sheet the cancel action answers the first Esc, as on macOS")
    func cancelActionFirst() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 6) { Editor(log: log) }
        host.press(.tab)
        host.type("t")
        host.press(.escape)
        #expect(log.events == ["cancel"])
    }

    /// A text editor inside a view that goes back on Esc.
    struct Notes: View {
        let log: EventLog
        @State private var text = "note"
        var body: some View {
            TextEditor(text: $text)
                .onExitCommand { log("exit") }
        }
    }

    @Test("A text editor gives up the focus the same way")
    func editor() {
        let log = EventLog()
        let host = TestHost(columns: 10, rows: 2) { Notes(log: log) }
        host.press(.tab)
        #expect(host.cursor != nil)
        host.press(.escape)
        #expect(host.cursor == nil)
        #expect(log.events.isEmpty)
        host.press(.escape)
        #expect(log.events == ["exit"])
    }

    /// A number field: leaving it commits what was typed.
    struct Amount: View {
        @State private var amount = 5
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                TextField("Amount", value: $amount, format: .number).frame(width: 8)
                Text("amount \(amount)")
            }
        }
    }

    @Test("Leaving a value field with Esc commits the typed value")
    func commitsOnLeaving() {
        let host = TestHost(columns: 12, rows: 2) { Amount() }
        host.press(.tab)
        host.press(.delete)
        host.type("42")
        #expect(host.screen == "42\namount 5")
        host.press(.escape)
        #expect(host.screen == "42\namount 42")
    }
}
