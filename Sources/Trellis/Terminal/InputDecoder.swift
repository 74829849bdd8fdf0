/// Turns the bytes a terminal sends into ``InputEvent``s, a chunk at a time.
///
/// A pure state machine: it keeps what an unfinished sequence has received
/// so far and never looks ahead, so a sequence may arrive split across reads
/// at any byte. It recognises UTF-8 text (invalid bytes become U+FFFD), C0
/// controls as Control-letters, an ESC prefix as Alt (`.option`), CSI and SS3
/// keys with xterm's modifier parameter, SGR mouse reports, bracketed paste,
/// focus in and out, and the replies to the host's cursor-position and mode
/// queries.
///
/// ```
/// bytes  1B 5B 31 3B 35 41     ESC [ 1 ; 5 A
/// state  escape → csi "1;5" → final "A"
/// event  .key(↑ with .control)          (modifier parameter 5 = 1 + Ctrl 4)
/// ```
///
/// A lone ESC cannot be told from the start of a sequence until more bytes
/// come or none do: while ``isAwaitingTimeout`` is `true` the host waits a
/// short time and then calls ``flush()``, which reports the ESC key.
///
/// Nothing grows without bound: a sequence longer than
/// ``maximumSequenceLength`` is read to its end and dropped, numbers
/// saturate, a paste keeps at most ``maximumPasteLength`` bytes. Every byte
/// is consumed: a byte that cannot continue a sequence ends it and is read
/// again on its own. Owned by the host that reads the terminal. Cost: O(1)
/// per byte.
struct InputDecoder {
    /// The most bytes an escape sequence's parameters may take.
    static let maximumSequenceLength = 64
    /// The most bytes a paste keeps; the rest of a longer paste is dropped.
    static let maximumPasteLength = 1 << 20
    /// The largest numeric parameter; larger ones saturate to it.
    static let maximumParameter = 65_535

    private enum State {
        case ground
        case escape
        /// Two ESCs: Alt-Esc, or (rxvt) the Alt prefix of a sequence.
        case doubleEscape
        case controlSequence
        case singleShift
        case character(expected: Int)
        case paste
        case discardSequence
    }

    private var state = State.ground
    /// The bytes of the unfinished sequence or character.
    private var sequence: [UInt8] = []
    /// Whether an ESC came just before the key being read (Alt).
    private var isAltPrefixed = false
    private var pasteBytes: [UInt8] = []
    /// How many bytes of the paste terminator `ESC [ 2 0 1 ~` have matched.
    private var pasteTerminatorMatched = 0
    private static let pasteTerminator: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// Set by the host after it asks for the cursor position (`CSI 6 n`):
    /// the next `CSI row ; column R` is then the reply, not F3 with
    /// modifiers (the two are the same bytes).
    var expectsCursorPosition = false

    /// Whether an unfinished escape sequence, character or paste waits for
    /// more bytes; the host calls ``flush()`` if none come soon (for a
    /// paste, ``isPasting``, after a longer wait: a paste arrives in bursts).
    var isAwaitingTimeout: Bool {
        switch state {
        case .ground: false
        default: true
        }
    }

    /// Whether a bracketed paste has started and not ended.
    var isPasting: Bool {
        if case .paste = state { true } else { false }
    }

    /// How many bytes the decoder holds: never more than
    /// ``maximumSequenceLength`` plus ``maximumPasteLength``.
    var bufferedByteCount: Int { sequence.count + pasteBytes.count }

    /// The events `bytes` complete, in order.
    mutating func decode(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        var events: [InputEvent] = []
        for byte in bytes {
            consume(byte, into: &events)
        }
        return events
    }

    /// Ends whatever waits for more bytes, after the host's timeout: a lone
    /// ESC is the Escape key, `ESC [` and `ESC O` are Alt-[ and Alt-O, an
    /// unfinished character is U+FFFD, an unfinished sequence is dropped,
    /// and a paste whose end never came is delivered as it stands, so input
    /// after it is read as keys again.
    mutating func flush() -> [InputEvent] {
        var events: [InputEvent] = []
        if case .paste = state {
            appendToPaste(Self.pasteTerminator[0..<pasteTerminatorMatched])
            events.append(.paste(String(decoding: pasteBytes, as: UTF8.self)))
            pasteBytes = []
            pasteTerminatorMatched = 0
        }
        switch state {
        case .escape:
            isAltPrefixed = false
            emit(KeyPress(.escape), into: &events)
        case .doubleEscape:
            isAltPrefixed = false
            emit(KeyPress(.escape, modifiers: .option), into: &events)
        case .controlSequence where sequence.isEmpty:
            isAltPrefixed = true
            emit(KeyPress("["), into: &events)
        case .singleShift:
            isAltPrefixed = true
            emit(KeyPress("o", characters: "O", modifiers: .shift), into: &events)
        case .character:
            emit(KeyPress("\u{FFFD}"), into: &events)
        case .ground, .paste, .controlSequence, .discardSequence:
            break
        }
        state = .ground
        sequence.removeAll(keepingCapacity: true)
        isAltPrefixed = false
        return events
    }

    // MARK: Bytes

    private mutating func consume(_ byte: UInt8, into events: inout [InputEvent]) {
        switch state {
        case .ground:
            ground(byte, into: &events)
        case .escape:
            escape(byte, into: &events)
        case .doubleEscape:
            doubleEscape(byte, into: &events)
        case .controlSequence:
            controlSequence(byte, into: &events)
        case .discardSequence:
            if (0x40...0x7E).contains(byte) {
                state = .ground
            } else if !(0x20...0x3F).contains(byte) {
                state = .ground
                ground(byte, into: &events)
            }
        case .singleShift:
            state = .ground
            singleShift(byte, into: &events)
        case .character(let expected):
            character(byte, expected: expected, into: &events)
        case .paste:
            paste(byte, into: &events)
        }
    }

    private mutating func ground(_ byte: UInt8, into events: inout [InputEvent]) {
        switch byte {
        case 0x1B:
            state = .escape
        case 0x0D:
            emit(KeyPress(.return), into: &events)
        case 0x09:
            emit(KeyPress(.tab), into: &events)
        case 0x7F:
            emit(KeyPress(.delete, characters: "\u{7F}"), into: &events)
        case 0x08:
            emit(KeyPress(.delete, modifiers: .control), into: &events)
        case 0x00:
            emit(KeyPress(.space, characters: "\u{0}", modifiers: .control), into: &events)
        case 0x01...0x1A:
            let letter = Character(Unicode.Scalar(0x60 + byte))
            emit(KeyPress(KeyEquivalent(letter), characters: String(Unicode.Scalar(byte)), modifiers: .control), into: &events)
        case 0x1C...0x1F:
            let symbol = Character(Unicode.Scalar(0x40 + byte))
            emit(KeyPress(KeyEquivalent(symbol), characters: String(Unicode.Scalar(byte)), modifiers: .control), into: &events)
        case 0x41...0x5A:
            let lower = Character(Unicode.Scalar(byte + 0x20))
            emit(KeyPress(KeyEquivalent(lower), characters: String(Unicode.Scalar(byte)), modifiers: .shift), into: &events)
        case 0x20...0x7E:
            emit(KeyPress(KeyEquivalent(Character(Unicode.Scalar(byte)))), into: &events)
        case 0xC2...0xDF:
            begin(character: byte, expected: 2)
        case 0xE0...0xEF:
            begin(character: byte, expected: 3)
        case 0xF0...0xF4:
            begin(character: byte, expected: 4)
        default:
            emit(KeyPress("\u{FFFD}"), into: &events)
        }
    }

    private mutating func begin(character byte: UInt8, expected: Int) {
        sequence.removeAll(keepingCapacity: true)
        sequence.append(byte)
        state = .character(expected: expected)
    }

    private mutating func character(_ byte: UInt8, expected: Int, into events: inout [InputEvent]) {
        guard byte & 0xC0 == 0x80 else {
            state = .ground
            sequence.removeAll(keepingCapacity: true)
            emit(KeyPress("\u{FFFD}"), into: &events)
            ground(byte, into: &events)
            return
        }
        sequence.append(byte)
        guard sequence.count == expected else { return }
        state = .ground
        let text = String(decoding: sequence, as: UTF8.self)
        sequence.removeAll(keepingCapacity: true)
        for character in text {
            emit(KeyPress(KeyEquivalent(character)), into: &events)
        }
    }

    private mutating func escape(_ byte: UInt8, into events: inout [InputEvent]) {
        switch byte {
        case 0x5B:
            state = .controlSequence
            sequence.removeAll(keepingCapacity: true)
        case 0x4F:
            state = .singleShift
        case 0x1B:
            state = .doubleEscape
        default:
            state = .ground
            isAltPrefixed = true
            ground(byte, into: &events)
        }
    }

    /// After `ESC ESC`: rxvt sends Alt with a special key as ESC before the
    /// key's sequence (`ESC ESC [ A` is Alt-↑); anything else makes the two
    /// ESCs Alt-Esc.
    private mutating func doubleEscape(_ byte: UInt8, into events: inout [InputEvent]) {
        switch byte {
        case 0x5B:
            isAltPrefixed = true
            state = .controlSequence
            sequence.removeAll(keepingCapacity: true)
        case 0x4F:
            isAltPrefixed = true
            state = .singleShift
        default:
            state = .ground
            emit(KeyPress(.escape, modifiers: .option), into: &events)
            consume(byte, into: &events)
        }
    }

    private mutating func singleShift(_ byte: UInt8, into events: inout [InputEvent]) {
        let key: KeyEquivalent? =
            switch byte {
            case 0x41: .upArrow
            case 0x42: .downArrow
            case 0x43: .rightArrow
            case 0x44: .leftArrow
            case 0x48: .home
            case 0x46: .end
            case 0x50: .function(1)
            case 0x51: .function(2)
            case 0x52: .function(3)
            case 0x53: .function(4)
            case 0x4D: .return
            default: nil
            }
        if let key {
            emit(KeyPress(key, modifiers: byte == 0x4D ? .numericPad : []), into: &events)
        } else if let character = Self.keypadCharacter(byte) {
            emit(KeyPress(KeyEquivalent(character), modifiers: .numericPad), into: &events)
        } else {
            isAltPrefixed = false
            ground(byte, into: &events)
        }
    }

    /// The character a keypad key types in application mode (`ESC O p`
    /// is 0 … `ESC O y` is 9, `ESC O j` is `*`, `ESC O X` is `=`).
    private static func keypadCharacter(_ byte: UInt8) -> Character? {
        switch byte {
        case 0x6A...0x79: Character(Unicode.Scalar(byte - 0x40))
        case 0x58: "="
        default: nil
        }
    }

    private mutating func controlSequence(_ byte: UInt8, into events: inout [InputEvent]) {
        switch byte {
        case 0x20...0x3F:
            if sequence.count < Self.maximumSequenceLength {
                sequence.append(byte)
            } else {
                sequence.removeAll(keepingCapacity: true)
                isAltPrefixed = false
                state = .discardSequence
            }
        case 0x40...0x7E:
            state = .ground
            finishControlSequence(final: byte, into: &events)
            sequence.removeAll(keepingCapacity: true)
        default:
            state = .ground
            sequence.removeAll(keepingCapacity: true)
            isAltPrefixed = false
            ground(byte, into: &events)
        }
    }

    private mutating func paste(_ byte: UInt8, into events: inout [InputEvent]) {
        let terminator = Self.pasteTerminator
        if byte == terminator[pasteTerminatorMatched] {
            pasteTerminatorMatched += 1
            if pasteTerminatorMatched == terminator.count {
                events.append(.paste(String(decoding: pasteBytes, as: UTF8.self)))
                pasteBytes = []
                pasteTerminatorMatched = 0
                state = .ground
            }
            return
        }
        if pasteTerminatorMatched > 0 {
            appendToPaste(terminator[0..<pasteTerminatorMatched])
        }
        pasteTerminatorMatched = byte == terminator[0] ? 1 : 0
        // The common byte, pasted text, is appended alone.
        if pasteTerminatorMatched == 0, pasteBytes.count < Self.maximumPasteLength {
            pasteBytes.append(byte)
        }
    }

    private mutating func appendToPaste(_ bytes: some Collection<UInt8>) {
        let room = Self.maximumPasteLength - pasteBytes.count
        pasteBytes.append(contentsOf: bytes.prefix(max(0, room)))
    }

    // MARK: Sequences

    /// The parameters of the sequence: its private marker (`<`, `?`, `>`,
    /// `=`, or 0), its numbers (empty ones are `nil`, at most 16), and
    /// whether it had an intermediate byte such as `$`.
    private func parameters() -> (marker: UInt8, numbers: [Int?], intermediate: UInt8) {
        var marker: UInt8 = 0
        var numbers: [Int?] = []
        var current: Int?
        var intermediate: UInt8 = 0
        for (index, byte) in sequence.enumerated() {
            switch byte {
            case 0x30...0x39:
                let digit = Int(byte - 0x30)
                current = min((current ?? 0) * 10 + digit, Self.maximumParameter)
            case 0x3A, 0x3B:
                if numbers.count < 16 { numbers.append(current) }
                current = nil
            case 0x3C...0x3F where index == 0:
                marker = byte
            case 0x20...0x2F:
                intermediate = byte
            default:
                break
            }
        }
        if numbers.count < 16 { numbers.append(current) }
        return (marker, numbers, intermediate)
    }

    private mutating func finishControlSequence(final: UInt8, into events: inout [InputEvent]) {
        let (marker, numbers, intermediate) = parameters()
        let first = numbers.first ?? nil
        let modifiers = Self.modifiers(numbers.count > 1 ? numbers[1] : nil)
        switch (marker, final) {
        case (0x3C, 0x4D), (0x3C, 0x6D):
            isAltPrefixed = false
            if let mouse = Self.mouse(numbers, released: final == 0x6D) {
                events.append(.mouse(mouse))
            }
        case (0x3F, 0x79) where intermediate == 0x24:
            isAltPrefixed = false
            events.append(.modeReport(mode: first ?? 0, setting: numbers.count > 1 ? numbers[1] ?? 0 : 0))
        case (0, 0x7E) where first == 27 && numbers.count == 3:
            // xterm's modifyOtherKeys: CSI 27 ; modifiers ; code ~
            codepoint(numbers[2] ?? 0, modifiers: modifiers, into: &events)
        case (0, 0x7E):
            tilde(first ?? 0, modifiers: modifiers, into: &events)
        case (0, 0x41): emit(KeyPress(.upArrow, modifiers: modifiers), into: &events)
        case (0, 0x42): emit(KeyPress(.downArrow, modifiers: modifiers), into: &events)
        case (0, 0x43): emit(KeyPress(.rightArrow, modifiers: modifiers), into: &events)
        case (0, 0x44): emit(KeyPress(.leftArrow, modifiers: modifiers), into: &events)
        case (0, 0x48): emit(KeyPress(.home, modifiers: modifiers), into: &events)
        case (0, 0x46): emit(KeyPress(.end, modifiers: modifiers), into: &events)
        case (0, 0x50): emit(KeyPress(.function(1), modifiers: modifiers), into: &events)
        case (0, 0x51): emit(KeyPress(.function(2), modifiers: modifiers), into: &events)
        case (0, 0x53): emit(KeyPress(.function(4), modifiers: modifiers), into: &events)
        case (0, 0x52):
            if expectsCursorPosition, numbers.count == 2 {
                expectsCursorPosition = false
                isAltPrefixed = false
                let row = max(1, first ?? 1) - 1
                let column = max(1, numbers[1] ?? 1) - 1
                events.append(.cursorPosition(column: column, row: row))
            } else {
                emit(KeyPress(.function(3), modifiers: modifiers), into: &events)
            }
        case (0, 0x5A): emit(KeyPress(.tab, modifiers: .shift), into: &events)
        case (0, 0x49):
            isAltPrefixed = false
            events.append(.focus(true))
        case (0, 0x4F):
            isAltPrefixed = false
            events.append(.focus(false))
        case (0, 0x75):
            codepoint(first ?? 0, modifiers: modifiers, into: &events)
        default:
            isAltPrefixed = false
        }
    }

    /// `CSI n ~` and `CSI n ; m ~`: editing keys, function keys, paste start.
    private mutating func tilde(_ number: Int, modifiers: EventModifiers, into events: inout [InputEvent]) {
        let key: KeyEquivalent?
        switch number {
        case 200:
            isAltPrefixed = false
            state = .paste
            pasteBytes = []
            pasteTerminatorMatched = 0
            return
        case 1, 7: key = .home
        case 4, 8: key = .end
        case 2: key = .insert
        case 3: key = .deleteForward
        case 5: key = .pageUp
        case 6: key = .pageDown
        case 11...15: key = .function(number - 10)
        case 17...21: key = .function(number - 11)
        case 23...26: key = .function(number - 12)
        case 28, 29: key = .function(number - 13)
        case 31...34: key = .function(number - 14)
        default: key = nil
        }
        if let key {
            emit(KeyPress(key, modifiers: modifiers), into: &events)
        } else {
            isAltPrefixed = false
        }
    }

    /// What a key reported by its code point types with `modifiers`: Shift
    /// makes a letter upper case, Control makes a letter its control code.
    ///
    /// ```
    /// 97 with Shift → "A" · 97 with Control → "\u{1}" · 49 with Shift → "1" (the layout is unknown)
    /// ```
    private static func typed(_ scalar: Unicode.Scalar, modifiers: EventModifiers) -> String {
        if modifiers.contains(.control), (0x61...0x7A).contains(scalar.value) {
            return String(Unicode.Scalar(UInt8(scalar.value - 0x60)))
        }
        return modifiers.contains(.shift) ? String(scalar).uppercased() : String(scalar)
    }

    /// `CSI code ; m u`, the fixterms and kitty encoding of a key by its code point.
    private mutating func codepoint(_ code: Int, modifiers: EventModifiers, into events: inout [InputEvent]) {
        switch code {
        case 9: emit(KeyPress(.tab, modifiers: modifiers), into: &events)
        case 13: emit(KeyPress(.return, modifiers: modifiers), into: &events)
        case 27: emit(KeyPress(.escape, modifiers: modifiers), into: &events)
        case 127: emit(KeyPress(.delete, characters: "\u{7F}", modifiers: modifiers), into: &events)
        default:
            guard code >= 0x20, let scalar = Unicode.Scalar(UInt32(code)) else {
                isAltPrefixed = false
                return
            }
            emit(
                KeyPress(KeyEquivalent(Character(scalar)), characters: Self.typed(scalar, modifiers: modifiers), modifiers: modifiers),
                into: &events)
        }
    }

    /// xterm's modifier parameter: 1 plus a mask of Shift 1, Alt 2, Control 4, Meta 8.
    private static func modifiers(_ parameter: Int?) -> EventModifiers {
        guard let parameter, parameter > 1 else { return [] }
        let mask = (parameter - 1) & 0xF
        var modifiers: EventModifiers = []
        if mask & 1 != 0 { modifiers.insert(.shift) }
        if mask & 2 != 0 { modifiers.insert(.option) }
        if mask & 4 != 0 { modifiers.insert(.control) }
        if mask & 8 != 0 { modifiers.insert(.command) }
        return modifiers
    }

    /// An SGR mouse report: `CSI < b ; x ; y M` (press, motion) or `m` (release).
    private static func mouse(_ numbers: [Int?], released: Bool) -> MouseEvent? {
        guard numbers.count == 3, let code = numbers[0], let x = numbers[1], let y = numbers[2] else { return nil }
        var modifiers: EventModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.option) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let low = code & 3
        let column = max(1, x) - 1
        let row = max(1, y) - 1
        if code & 64 != 0 {
            let kinds: [MouseEvent.Kind] = [.scrollUp, .scrollDown, .scrollLeft, .scrollRight]
            return MouseEvent(kind: kinds[low], button: .none, column: column, row: row, modifiers: modifiers)
        }
        let button: MouseEvent.Button =
            code & 128 != 0 ? .none : [MouseEvent.Button.left, .middle, .right, .none][low]
        let kind: MouseEvent.Kind =
            if code & 32 != 0 {
                button == .none ? .move : .drag
            } else {
                released ? .release : .press
            }
        return MouseEvent(kind: kind, button: button, column: column, row: row, modifiers: modifiers)
    }

    /// Appends `press`, with Alt added when an ESC came before it.
    private mutating func emit(_ press: KeyPress, into events: inout [InputEvent]) {
        if isAltPrefixed {
            isAltPrefixed = false
            events.append(
                .key(KeyPress(press.key, characters: press.characters, modifiers: press.modifiers.union(.option))))
        } else {
            events.append(.key(press))
        }
    }
}
