import Testing
@testable import Trellis

/// Key presses bubble from the focused view to the root; clicks from the
/// view under the pointer; keyboard shortcuts run when no view handled a press.
@MainActor
@Suite("Key routing")
struct KeyRoutingTests {
    struct Nested: View {
        let log: EventLog
        let innerResult: KeyPress.Result
        var body: some View {
            VStack {
                Text("inner").focusable()
                    .onKeyPress { press in log("inner \(press)"); return innerResult }
                Text("other").focusable()
            }
            .onKeyPress(.escape) { log("outer esc"); return .handled }
            .onKeyPress { press in log("outer \(press)"); return .ignored }
        }
    }

    @Test("A press goes from the focused view outwards until one handles it")
    func bubbling() {
        let log = EventLog()
        let host = TestHost(columns: 10, rows: 2) { Nested(log: log, innerResult: .ignored) }
        host.press(.tab)
        #expect(log.take() == ["outer Tab"])
        host.press("x")
        host.press(.escape)
        #expect(log.take() == ["inner x", "outer x", "inner Esc", "outer esc"])
    }

    @Test("A handled press stops at the handler")
    func handledStops() {
        let log = EventLog()
        let host = TestHost(columns: 10, rows: 2) { Nested(log: log, innerResult: .handled) }
        host.press(.tab)
        _ = log.take()
        host.press(.escape)
        #expect(log.take() == ["inner Esc"])
    }

    @Test("With nothing focused, handlers on the root view see every press; the focused sibling's handler does not")
    func nothingFocused() {
        let log = EventLog()
        let host = TestHost(columns: 10, rows: 2) { Nested(log: log, innerResult: .handled) }
        host.press("q", modifiers: .control)
        #expect(log.take() == ["outer Ctrl-q"])
    }

    @Test("Typed text arrives as one press per character, through the decoder", arguments: [
        ("ab", ["a", "b"]),
        ("A", ["Shift-a"]),
        ("é漢", ["é", "漢"]),
        ("\r\t", ["Return", "Tab"]),
    ] as [(String, [String])])
    func typing(text: String, expected: [String]) {
        let log = EventLog()
        let host = TestHost(columns: 10, rows: 1) {
            Text("root").onKeyPress { press in log("\(press)"); return .handled }
        }
        host.type(text)
        #expect(log.take() == expected)
    }

    @Test("Raw bytes go through the decoder: an arrow sequence, and a lone Esc after the timeout")
    func rawBytes() {
        let log = EventLog()
        let host = TestHost(columns: 10, rows: 1) {
            Text("root").onKeyPress { press in log("\(press)"); return .handled }
        }
        host.send([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x41])
        #expect(log.take() == ["Ctrl-↑"])
        host.send([0x1B])
        #expect(log.take() == [])
        host.advance(by: .milliseconds(49))
        #expect(log.take() == [])
        host.advance(by: .milliseconds(1))
        #expect(log.take() == ["Esc"])
    }

    @Test("Ctrl-C and Ctrl-Z reach a test host's views as key presses")
    func controlKeys() {
        let log = EventLog()
        let host = TestHost(columns: 10, rows: 1) {
            Text("root").onKeyPress { press in log("\(press)"); return .ignored }
        }
        host.send([0x03, 0x1A])
        #expect(log.take() == ["Ctrl-c", "Ctrl-z"])
    }

    @Test("onKeyPress(keys:) and onKeyPress(characters:) match only their keys")
    func matching() {
        let log = EventLog()
        let host = TestHost(columns: 10, rows: 1) {
            Text("root")
                .onKeyPress(characters: .decimalDigits) { press in log("digit \(press.characters)"); return .handled }
                .onKeyPress(keys: [.upArrow, .downArrow]) { press in log("arrow \(press)"); return .handled }
        }
        host.type("a1")
        host.press(.downArrow, modifiers: .shift)
        host.press(.leftArrow)
        #expect(log.take() == ["digit 1", "arrow Shift-↓"])
    }

    struct Clickable: View {
        let log: EventLog
        var body: some View {
            VStack(alignment: .leading) {
                HStack {
                    Text("left").onTapGesture { log("left") }
                    Text("right").onTapGesture { log("right") }
                }
                ZStack {
                    Text("under under").onTapGesture { log("under") }
                    Text("top").onTapGesture { log("top") }
                }
                Text("double").onTapGesture(count: 2) { log("double") }
                    .onTapGesture { log("single, around the double") }
            }
        }
    }

    @Test("A click goes to the innermost view under the pointer, the topmost of a ZStack first")
    func clicks() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 3) { Clickable(log: log) }
        #expect(host.screen == "left right\nundetopnder\ndouble")
        host.click(column: 1, row: 0)
        host.click(column: 6, row: 0)
        host.click(column: 4, row: 1)
        host.click(column: 0, row: 1)
        host.click(column: 15, row: 0)
        #expect(log.take() == ["left", "right", "top", "under"])
    }

    @Test("A double click counts clicks within half a second; the clicks before the last go on to the views around")
    func doubleClick() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 3) { Clickable(log: log) }
        host.click(column: 0, row: 2)
        host.advance(by: .milliseconds(600))
        host.click(column: 0, row: 2)
        #expect(log.take() == ["single, around the double", "single, around the double"])
        host.advance(by: .milliseconds(400))
        host.click(column: 0, row: 2)
        #expect(log.take() == ["double"])
    }

    @Test("SGR mouse bytes click like click(column:row:)")
    func mouseBytes() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 3) { Clickable(log: log) }
        host.send(Array("\u{1B}[<0;7;1M\u{1B}[<0;7;1m".utf8))
        #expect(log.take() == ["right"])
    }

    @Test("Clicking a focusable view focuses it")
    func clickFocuses() {
        let host = TestHost(columns: 20, rows: 1) {
            HStack { Text("one").focusable(); Text("two").focusable() }
        }
        host.click(column: 5, row: 0)
        #expect(host.cell(column: 4, row: 0).attributes.contains(.inverse))
        #expect(!host.cell(column: 0, row: 0).attributes.contains(.inverse))
    }
}
