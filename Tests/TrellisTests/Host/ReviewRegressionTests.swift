import Testing
@testable import Trellis

/// Defects a review of the host, focus and controls found, each pinned by
/// the input that triggered it.
@MainActor
@Suite("Host, focus and controls regressions")
struct ReviewRegressionTests {
    struct UnsignedStepper: View {
        let handle: StateHandle<UInt>
        @State private var value: UInt = 2
        var body: some View {
            let _ = handle.bind($value)
            Stepper("n \(value)", value: $value, in: 0...10, step: 3)
        }
    }

    @Test("A stepper stops at its bound instead of stepping past its type's limits")
    func stepperOverflow() {
        let handle = StateHandle<UInt>()
        let host = TestHost(columns: 20, rows: 1) { UnsignedStepper(handle: handle) }
        host.press(.tab)
        host.press(.downArrow)
        #expect(handle.value == 0)
    }

    @Test("A progress of infinity out of infinity shows 0%, without trapping")
    func infiniteProgress() {
        let host = TestHost(columns: 20, rows: 1) { ProgressView(value: Double.infinity, total: .infinity) }
        #expect(host.screen == "                  0%")
    }

    struct NarrowField: View {
        @State private var text = ""
        var body: some View {
            HStack(spacing: 0) {
                Text("> ")
                TextField("", text: $text).frame(width: 5)
            }
        }
    }

    @Test("The terminal cursor follows a scrolling field in the frame that scrolls it")
    func cursorWhileScrolling() {
        let host = TestHost(columns: 10, rows: 1) { NarrowField() }
        var terminal = TerminalEmulator(width: 10, height: 1)
        terminal.feed(host.takeOutput())
        host.press(.tab)
        for character in "abcdefg" {
            host.type(String(character))
            terminal.feed(host.takeOutput())
            #expect(terminal.column == host.cursor!.column)
            #expect(terminal.isCursorVisible)
        }
        #expect(host.cursor! == (6, 0))
    }

    @Test("A field scrolled to the end shows its text again once deletions make it fit")
    func scrollAfterDeleting() {
        let host = TestHost(columns: 10, rows: 1) { NarrowField() }
        host.press(.tab)
        host.type("abcdefghij")
        #expect(host.screen == "> ghij")
        host.press(.leftArrow)
        host.press(.leftArrow)
        host.press(.leftArrow)
        host.press(.leftArrow)
        host.press("k", modifiers: .control)
        #expect(host.screen == "> cdef")
        host.type("\u{7F}\u{7F}\u{7F}")
        #expect(host.screen == "> abc")
        #expect(host.cursor! == (5, 0))
    }

    enum Place: Hashable { case outer, inner }

    struct Nested: View {
        let handle: StateHandle<Place?>
        @FocusState private var place: Place?
        var body: some View {
            let _ = handle.bind(Binding(get: { place }, set: { place = $0 }))
            VStack {
                TextField("inner", text: .constant("")).focused($place, equals: .inner)
            }
            .focused($place, equals: .outer)
        }
    }

    @Test("Nested .focused bindings of one state: the innermost value wins and the focus stays")
    func nestedBindings() {
        let handle = StateHandle<Place?>()
        let host = TestHost(columns: 10, rows: 1) { Nested(handle: handle) }
        host.press(.tab)
        #expect(handle.value == .inner)
        #expect(host.cursor != nil)
        #expect(host.diagnostics == [])
    }

    struct TwoFields: View {
        @FocusState private var isEditing: Bool
        var body: some View {
            VStack {
                TextField("one", text: .constant("")).focused($isEditing)
                TextField("two", text: .constant("")).focused($isEditing)
            }
        }
    }

    @Test("Two views bound to one Boolean focus state: Tab moves between them without a cycle")
    func sharedBoolean() {
        let host = TestHost(columns: 10, rows: 2) { TwoFields() }
        host.press(.tab)
        #expect(host.cursor! == (0, 0))
        host.press(.tab)
        #expect(host.cursor! == (0, 1))
        host.update()
        #expect(host.cursor! == (0, 1))
        #expect(host.diagnostics == [])
        #expect(host.statistics.cyclesStopped == 0)
    }

    struct Printer: View {
        @Environment(\.printAbove) private var printAbove
        var body: some View {
            Text("live").onAppear { printAbove("one\ntwo\u{1B}[2J") }
        }
    }

    @Test("printAbove prints each line of a multi-line text, controls made visible")
    func printAboveLines() {
        let host = TestHost(columns: 10, rows: 1) { Printer() }
        #expect(host.printedLines == ["one", "two\u{1B}[2J"])
    }

    struct Login: View {
        let log: EventLog
        @State private var name = ""
        var body: some View {
            VStack {
                TextField("name", text: $name)
                Button("Sign in") { log("sign in \(name)") }.keyboardShortcut(.defaultAction)
            }
        }
    }

    @Test("Return in a field without .onSubmit reaches the default button")
    func returnReachesDefaultButton() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 2) { Login(log: log) }
        host.press(.tab)
        host.type("ada\r")
        #expect(log.take() == ["sign in ada"])
    }

    @Test("A timer queue with a clock schedules from the clock's time, not from its last firing")
    func clockedTimers() {
        let timers = TimerQueue()
        var clock = Duration.seconds(10)
        timers.clock = { clock }
        timers.schedule(after: .milliseconds(50)) {}
        #expect(timers.nextDeadline == .seconds(10) + .milliseconds(50))
        var ticks = 0
        timers.schedule(after: .milliseconds(80), repeating: .milliseconds(80)) { ticks += 1 }
        clock = .seconds(20)
        timers.advance(to: clock)
        #expect(ticks == 1)
        #expect(timers.nextDeadline == .seconds(20) + .milliseconds(80))
    }
}
