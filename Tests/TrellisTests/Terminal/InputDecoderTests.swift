import Testing
@testable import Trellis

/// The decoder turns what a terminal writes into events: every key a
/// terminal encodes, with its modifiers, mouse reports, pastes, focus
/// changes and query replies, whole or split at any byte.
@Suite("Input decoder")
struct InputDecoderTests {
    private func decode(_ text: String) -> [InputEvent] {
        var decoder = InputDecoder()
        return decoder.decode(Array(text.utf8)) + decoder.flush()
    }

    private func key(_ key: KeyEquivalent, _ characters: String? = nil, _ modifiers: EventModifiers = []) -> InputEvent {
        .key(KeyPress(key, characters: characters, modifiers: modifiers))
    }

    // MARK: Text

    @Test("printable ASCII is the key it types; a capital letter is its letter with Shift")
    func printable() {
        #expect(decode("a1 ~") == [key("a"), key("1"), key(.space), key("~")])
        #expect(decode("A") == [key("a", "A", .shift)])
    }

    @Test("UTF-8 characters of two, three and four bytes are one key each")
    func unicode() {
        #expect(decode("é中🙂") == [key("é"), key("中"), key("🙂")])
    }

    @Test("invalid UTF-8 becomes U+FFFD and the next byte is read on its own")
    func invalidUnicode() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0xFF, 0x80, 0x61]) == [key("\u{FFFD}"), key("\u{FFFD}"), key("a")])
        #expect(decoder.decode([0xE4, 0xB8, 0x61]) == [key("\u{FFFD}"), key("a")])
        #expect(decoder.decode([0xE4]) == [])
        #expect(decoder.isAwaitingTimeout)
        #expect(decoder.flush() == [key("\u{FFFD}")])
    }

    // MARK: Controls

    static let controlKeys: [(UInt8, KeyPress)] = [
        (0x0D, KeyPress(.return)),
        (0x09, KeyPress(.tab)),
        (0x7F, KeyPress(.delete, characters: "\u{7F}")),
        (0x08, KeyPress(.delete, modifiers: .control)),
        (0x00, KeyPress(.space, characters: "\u{0}", modifiers: .control)),
        (0x01, KeyPress("a", characters: "\u{1}", modifiers: .control)),
        (0x03, KeyPress("c", characters: "\u{3}", modifiers: .control)),
        (0x0A, KeyPress("j", characters: "\n", modifiers: .control)),
        (0x1A, KeyPress("z", characters: "\u{1A}", modifiers: .control)),
        (0x1C, KeyPress("\\", characters: "\u{1C}", modifiers: .control)),
        (0x1F, KeyPress("_", characters: "\u{1F}", modifiers: .control)),
    ]

    @Test("C0 controls are Return, Tab, Backspace and Control keys", arguments: controlKeys)
    func controls(byte: UInt8, press: KeyPress) {
        var decoder = InputDecoder()
        #expect(decoder.decode([byte]) == [.key(press)])
    }

    @Test("an ESC before a key adds Alt")
    func altPrefix() {
        #expect(decode("\u{1B}a") == [key("a", nil, .option)])
        #expect(decode("\u{1B}\u{1}") == [key("a", "\u{1}", [.control, .option])])
        #expect(decode("\u{1B}é") == [key("é", nil, .option)])
        #expect(decode("\u{1B}\u{1B}") == [key(.escape, nil, .option)])
        #expect(decode("\u{1B}\u{7F}") == [key(.delete, "\u{7F}", .option)])
    }

    @Test("a lone ESC waits for the timeout, then is the Escape key")
    func loneEscape() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.isAwaitingTimeout)
        #expect(decoder.flush() == [key(.escape)])
        #expect(!decoder.isAwaitingTimeout)
        #expect(decoder.decode(Array("x".utf8)) == [key("x")])
    }

    @Test("ESC [ and ESC O cut off by the timeout are Alt-[ and Alt-Shift-O")
    func cutIntroducers() {
        #expect(decode("\u{1B}[") == [key("[", nil, .option)])
        #expect(decode("\u{1B}O") == [key("o", "O", [.shift, .option])])
    }

    // MARK: Keys

    static let namedKeySequences: [(String, KeyEquivalent)] = [
        ("\u{1B}[A", .upArrow), ("\u{1B}[B", .downArrow), ("\u{1B}[C", .rightArrow),
        ("\u{1B}[D", .leftArrow), ("\u{1B}OA", .upArrow), ("\u{1B}OD", .leftArrow),
        ("\u{1B}[H", .home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
        ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[4~", .end), ("\u{1B}[8~", .end),
        ("\u{1B}[2~", .insert), ("\u{1B}[3~", .deleteForward), ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
        ("\u{1B}OP", .function(1)), ("\u{1B}OQ", .function(2)), ("\u{1B}OR", .function(3)), ("\u{1B}OS", .function(4)),
        ("\u{1B}[11~", .function(1)), ("\u{1B}[15~", .function(5)), ("\u{1B}[17~", .function(6)),
        ("\u{1B}[21~", .function(10)), ("\u{1B}[23~", .function(11)), ("\u{1B}[24~", .function(12)),
    ]

    @Test("CSI and SS3 keys", arguments: namedKeySequences)
    func namedKeys(sequence: String, expected: KeyEquivalent) {
        #expect(decode(sequence) == [key(expected)])
    }

    static let modifierParameters: [(Int, EventModifiers)] = [
        (2, .shift), (3, .option), (4, [.shift, .option]), (5, .control),
        (6, [.shift, .control]), (7, [.option, .control]), (8, [.shift, .option, .control]),
        (9, .command), (16, [.shift, .option, .control, .command]),
    ]

    @Test("xterm's modifier parameter: 1 + Shift 1, Alt 2, Control 4, Meta 8", arguments: modifierParameters)
    func modifierParameter(parameter: Int, modifiers: EventModifiers) {
        #expect(decode("\u{1B}[1;\(parameter)A") == [key(.upArrow, nil, modifiers)])
        #expect(decode("\u{1B}[1;\(parameter)H") == [key(.home, nil, modifiers)])
        #expect(decode("\u{1B}[3;\(parameter)~") == [key(.deleteForward, nil, modifiers)])
        #expect(decode("\u{1B}[15;\(parameter)~") == [key(.function(5), nil, modifiers)])
        #expect(decode("\u{1B}[1;\(parameter)P") == [key(.function(1), nil, modifiers)])
    }

    @Test("Shift-Tab and keys by code point (CSI u)")
    func backTabAndCodePoints() {
        #expect(decode("\u{1B}[Z") == [key(.tab, nil, .shift)])
        #expect(decode("\u{1B}[97;5u") == [key("a", "\u{1}", .control)])
        #expect(decode("\u{1B}[13;2u") == [key(.return, nil, .shift)])
        #expect(decode("\u{1B}[27u") == [key(.escape)])
    }

    @Test("The keypad in application mode types its characters, marked numericPad")
    func keypad() {
        #expect(decode("\u{1B}OM") == [key(.return, nil, .numericPad)])
        #expect(decode("\u{1B}Op\u{1B}Oy\u{1B}Oj\u{1B}Om\u{1B}On\u{1B}OX") == [
            key("0", nil, .numericPad), key("9", nil, .numericPad), key("*", nil, .numericPad),
            key("-", nil, .numericPad), key(".", nil, .numericPad), key("=", nil, .numericPad),
        ])
    }

    @Test("rxvt's Alt before a special key (ESC ESC [ A) is Alt with that key; ESC ESC alone is Alt-Esc")
    func doubleEscape() {
        #expect(decode("\u{1B}\u{1B}[A") == [key(.upArrow, nil, .option)])
        #expect(decode("\u{1B}\u{1B}OP") == [key(.function(1), nil, .option)])
        #expect(decode("\u{1B}\u{1B}x") == [key(.escape, nil, .option), key("x")])
        #expect(decode("\u{1B}\u{1B}\u{1B}[B") == [key(.escape, nil, .option), key(.downArrow)])
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B, 0x1B]) == [])
        #expect(decoder.isAwaitingTimeout)
        #expect(decoder.flush() == [key(.escape, nil, .option)])
    }

    @Test("Keys by code point type what their modifiers make of them")
    func codePointCharacters() {
        #expect(decode("\u{1B}[97;2u") == [key("a", "A", .shift)])
        #expect(decode("\u{1B}[97;5u") == [key("a", "\u{1}", .control)])
        #expect(decode("\u{1B}[49;2u") == [key("1", "1", .shift)])
        #expect(decode("\u{1B}[233;2u") == [key("é", "É", .shift)])
    }

    @Test("Keys in xterm's modifyOtherKeys form (CSI 27 ; m ; code ~)")
    func modifyOtherKeys() {
        #expect(decode("\u{1B}[27;5;97~") == [key("a", "\u{1}", .control)])
        #expect(decode("\u{1B}[27;2;9~") == [key(.tab, nil, .shift)])
        #expect(decode("\u{1B}[27;5;13~x") == [key(.return, nil, .control), key("x")])
        #expect(decode("\u{1B}[27~") == [])
    }

    @Test("unknown sequences are dropped and what follows is read")
    func unknownSequences() {
        #expect(decode("\u{1B}[99~x") == [key("x")])
        #expect(decode("\u{1B}[>1;2cx") == [key("x")])
        #expect(decode("\u{1B}[1;2Qy") == [key(.function(2), nil, .shift), key("y")])
    }

    // MARK: Mouse

    static let mouseReports: [(String, MouseEvent)] = [
        ("\u{1B}[<0;1;1M", MouseEvent(kind: .press, button: .left, column: 0, row: 0)),
        ("\u{1B}[<0;10;5m", MouseEvent(kind: .release, button: .left, column: 9, row: 4)),
        ("\u{1B}[<1;3;4M", MouseEvent(kind: .press, button: .middle, column: 2, row: 3)),
        ("\u{1B}[<2;3;4M", MouseEvent(kind: .press, button: .right, column: 2, row: 3)),
        ("\u{1B}[<32;7;8M", MouseEvent(kind: .drag, button: .left, column: 6, row: 7)),
        ("\u{1B}[<35;7;8M", MouseEvent(kind: .move, button: .none, column: 6, row: 7)),
        ("\u{1B}[<64;2;2M", MouseEvent(kind: .scrollUp, button: .none, column: 1, row: 1)),
        ("\u{1B}[<65;2;2M", MouseEvent(kind: .scrollDown, button: .none, column: 1, row: 1)),
        ("\u{1B}[<66;2;2M", MouseEvent(kind: .scrollLeft, button: .none, column: 1, row: 1)),
        ("\u{1B}[<67;2;2M", MouseEvent(kind: .scrollRight, button: .none, column: 1, row: 1)),
        ("\u{1B}[<28;1;1M", MouseEvent(kind: .press, button: .left, column: 0, row: 0, modifiers: [.shift, .option, .control])),
        ("\u{1B}[<0;0;0M", MouseEvent(kind: .press, button: .left, column: 0, row: 0)),
    ]

    @Test("SGR mouse reports, one-based on the wire, zero-based in events", arguments: mouseReports)
    func mouse(sequence: String, event: MouseEvent) {
        #expect(decode(sequence) == [.mouse(event)])
    }

    @Test("a mouse report without three numbers is dropped")
    func malformedMouse() {
        #expect(decode("\u{1B}[<0;1Mx") == [key("x")])
        #expect(decode("\u{1B}[<;;Mx") == [key("x")])
    }

    // MARK: Paste, focus, replies

    @Test("a bracketed paste is one event, escape sequences and newlines included")
    func paste() {
        #expect(decode("\u{1B}[200~hi\r\nthere \u{1B}[A\u{1B}[201~x") == [.paste("hi\r\nthere \u{1B}[A"), key("x")])
        #expect(decode("\u{1B}[200~\u{1B}[201~") == [.paste("")])
        #expect(decode("\u{1B}[200~a\u{1B}[20\u{1B}[201~") == [.paste("a\u{1B}[20")])
    }

    @Test("a paste never holds more than its bound, and ends at its terminator")
    func boundedPaste() {
        var decoder = InputDecoder()
        let limit = InputDecoder.maximumPasteLength
        #expect(decoder.decode(Array("\u{1B}[200~".utf8)) == [])
        for _ in 0..<3 {
            #expect(decoder.decode([UInt8](repeating: 0x61, count: limit)) == [])
            #expect(decoder.bufferedByteCount <= limit)
        }
        let events = decoder.decode(Array("\u{1B}[201~".utf8))
        #expect(events == [.paste(String(repeating: "a", count: limit))])
        #expect(decoder.bufferedByteCount == 0)
    }

    @Test("a paste whose end never comes is delivered at the timeout, and keys follow")
    func unterminatedPaste() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}[200~half\u{1B}[20".utf8)) == [])
        #expect(decoder.isPasting)
        #expect(decoder.isAwaitingTimeout)
        #expect(decoder.flush() == [.paste("half\u{1B}[20")])
        #expect(!decoder.isPasting)
        #expect(decoder.decode([0x03]) == [key("c", "\u{3}", .control)])
    }

    @Test("focus in and out")
    func focus() {
        #expect(decode("\u{1B}[I\u{1B}[O") == [.focus(true), .focus(false)])
    }

    @Test("a cursor position reply when the host asked, F3 with modifiers otherwise")
    func cursorPosition() {
        var decoder = InputDecoder()
        decoder.expectsCursorPosition = true
        #expect(decoder.decode(Array("\u{1B}[12;40R".utf8)) == [.cursorPosition(column: 39, row: 11)])
        #expect(!decoder.expectsCursorPosition)
        #expect(decoder.decode(Array("\u{1B}[1;5R".utf8)) == [key(.function(3), nil, .control)])
    }

    @Test("a mode report answers the synchronized-output query")
    func modeReport() {
        #expect(decode("\u{1B}[?2026;2$y") == [.modeReport(mode: 2026, setting: 2)])
    }

    // MARK: Robustness

    @Test("every sequence split at every byte decodes as it does whole")
    func splitAnywhere() {
        let input =
            "a\u{1B}[1;5A中\u{1B}OP\u{1B}[<35;7;8M\u{1B}[200~p\u{1B}[201~\u{1B}[15;2~🙂\u{1B}x\u{1B}[I\u{1B}[?2026;1$y\u{7F}"
        let bytes = Array(input.utf8)
        var whole = InputDecoder()
        let expected = whole.decode(bytes)
        #expect(expected.count == 12)
        for cut in 1..<bytes.count {
            var decoder = InputDecoder()
            let events = decoder.decode(bytes[..<cut]) + decoder.decode(bytes[cut...])
            #expect(events == expected, "cut at \(cut)")
        }
        var byteByByte = InputDecoder()
        #expect(bytes.flatMap { byteByByte.decode([$0]) } == expected)
    }

    @Test("huge numbers saturate instead of overflowing")
    func saturation() {
        let huge = String(repeating: "9", count: 25)
        #expect(decode("\u{1B}[<0;\(huge);\(huge)M") == [.mouse(MouseEvent(kind: .press, button: .left, column: 65_534, row: 65_534))])
        #expect(decode("\u{1B}[\(huge)~x") == [key("x")])
    }

    @Test("a sequence longer than the bound is read to its end and dropped")
    func overlongSequence() {
        var decoder = InputDecoder()
        let long = "\u{1B}[" + String(repeating: "1;", count: 5_000) + "A"
        #expect(decoder.decode(Array(long.utf8)) == [])
        #expect(decoder.bufferedByteCount <= InputDecoder.maximumSequenceLength)
        #expect(decoder.decode(Array("x".utf8)) == [key("x")])
    }

    @Test("a control byte inside a sequence ends it and is read as itself")
    func interruptedSequence() {
        #expect(decode("\u{1B}[1;\u{1B}[B") == [key(.downArrow)])
        #expect(decode("\u{1B}[1\ra") == [key(.return), key("a")])
    }
}
