@testable import Trellis

/// A small terminal for tests: it interprets the bytes `TerminalWriter`
/// sends and keeps a grid of what a real terminal would show.
///
/// ```swift
/// var terminal = TerminalEmulator(width: 20, height: 3)
/// terminal.feed(writer.render(frame, over: nil))
/// #expect(terminal.screen == expectedScreen(of: frame))
/// #expect(terminal.violations.isEmpty)
/// ```
///
/// It understands what the writer may send: UTF-8 text (one cell per
/// grapheme cluster, as wide as `DisplayWidth` says), CR, LF, BS, CUP,
/// CUU/CUD/CUF/CUB, EL (`ESC[K`), ED (`ESC[2J`), SGR with 16, 256 and 24-bit
/// colours, OSC 8 hyperlinks, the synchronized-output mode 2026, and scroll
/// regions: DECSTBM (`ESC[t;br`, `ESC[r`), SU (`ESC[nS`) and SD (`ESC[nT`).
/// Like xterm it prints into the last column and then waits in the
/// pending-wrap state, wraps before the next character, erases with the
/// current background, homes the cursor when the scroll region is set or
/// reset, ignores a region of fewer than two rows, and fills the rows a
/// scroll moves in with the current background.
///
/// Anything the writer should never do is recorded in ``violations`` rather
/// than trapped, so a test can show all of it at once: an unknown or
/// malformed sequence, a raw control byte, a C1 control, a wrap or scroll, a
/// relative move or backspace from the pending-wrap state, a zero-width
/// character on its own, an unbalanced synchronized update, a scroll (SU,
/// SD) with the cursor outside the scroll region (terminals differ there),
/// a scroll region still set when a synchronized update ends.
struct TerminalEmulator {
    /// One cell of the screen.
    struct ScreenCell: Equatable, CustomStringConvertible {
        var character: Character = " "
        /// 1, 2 for a wide character, 0 for its continuation.
        var width = 1
        var foreground = Color.SGRColor.default
        var background = Color.SGRColor.default
        var attributes: TextAttributes = []
        var link: String?

        /// The cell as a person sees it: the foreground, bold, dim and
        /// italic of a space (without underline, strikethrough or inverse)
        /// do not show, so they are reset.
        var appearance: ScreenCell {
            guard width == 1, character == " ", attributes.rawValue & Self.visibleOnSpace.rawValue == 0 else {
                return self
            }
            var shown = self
            shown.foreground = .default
            shown.attributes = []
            return shown
        }

        /// The attributes that show on a space.
        private static let visibleOnSpace: TextAttributes = [.underline, .strikethrough, .inverse]

        var description: String {
            var text = "\"\(character)\"/\(width)"
            if foreground != .default { text += " fg \(foreground)" }
            if background != .default { text += " bg \(background)" }
            if !attributes.isEmpty { text += " attr \(attributes.rawValue)" }
            if let link { text += " link \(link)" }
            return text
        }
    }

    let width: Int
    let height: Int
    /// The screen, row by row.
    private(set) var screen: [[ScreenCell]]
    private(set) var row = 0
    private(set) var column = 0
    /// Whether the cursor is in the last column after printing there.
    private(set) var pendingWrap = false
    /// Everything the writer should not have sent, in order.
    private(set) var violations: [String] = []
    /// The number of synchronized updates begun and ended.
    private(set) var synchronizedUpdates = 0
    /// The rows SU and SD scroll: the whole screen unless DECSTBM set
    /// margins.
    private(set) var scrollRegion: Range<Int>

    private var pen = ScreenCell()
    private var isSynchronizing = false
    /// Whether the cursor is shown (`CSI ? 25 h`); hidden at first, as hosts start.
    private(set) var isCursorVisible = false
    private var text: [UInt8] = []
    private var state = ParserState.ground

    private enum ParserState {
        case ground
        case escape
        case controlSequence([UInt8])
        case operatingSystemCommand([UInt8])
        case operatingSystemCommandEscape([UInt8])
    }

    /// A screen of `width` × `height` blank cells, cursor at the top left.
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        screen = Array(repeating: Array(repeating: ScreenCell(), count: width), count: height)
        scrollRegion = 0..<height
    }

    /// The screen as a person sees it: each cell's ``ScreenCell/appearance``.
    var appearance: [[ScreenCell]] {
        screen.map { row in row.map { $0.appearance } }
    }

    /// The screen as text: continuations skipped, trailing spaces and empty
    /// lines removed, as `Buffer.text`.
    var lines: String {
        var lines = screen.map { cells in
            let line = String(cells.filter { $0.width != 0 }.map(\.character))
            return String(line.reversed().drop { $0 == " " }.reversed())
        }
        while lines.last?.isEmpty == true {
            lines.removeLast()
        }
        return lines.joined(separator: "\n")
    }

    /// Interprets `bytes`, which may end in the middle of a sequence.
    mutating func feed(_ bytes: [UInt8]) {
        for byte in bytes {
            consume(byte)
        }
        flushText()
    }

    // MARK: Parsing

    private mutating func consume(_ byte: UInt8) {
        switch state {
        case .ground:
            switch byte {
            case 0x1B:
                flushText()
                state = .escape
            case 0x0D, 0x0A, 0x08:
                flushText()
                control(byte)
            case 0x00..<0x20, 0x7F:
                flushText()
                violations.append("raw control byte \(byte)")
            default:
                text.append(byte)
            }
        case .escape:
            switch byte {
            case UInt8(ascii: "["):
                state = .controlSequence([])
            case UInt8(ascii: "]"):
                state = .operatingSystemCommand([])
            default:
                violations.append("unknown escape ESC \(byte)")
                state = .ground
            }
        case .controlSequence(var body):
            if (0x40...0x7E).contains(byte) {
                state = .ground
                controlSequence(parameters: body, final: byte)
            } else if (0x20...0x3F).contains(byte) {
                body.append(byte)
                state = .controlSequence(body)
            } else {
                violations.append("malformed control sequence, byte \(byte)")
                state = .ground
            }
        case .operatingSystemCommand(var body):
            switch byte {
            case 0x1B:
                state = .operatingSystemCommandEscape(body)
            case 0x07:
                state = .ground
                operatingSystemCommand(body)
            case 0x20...0x7E:
                body.append(byte)
                state = .operatingSystemCommand(body)
            default:
                violations.append("byte \(byte) inside OSC")
                state = .ground
            }
        case .operatingSystemCommandEscape(let body):
            state = .ground
            if byte == UInt8(ascii: "\\") {
                operatingSystemCommand(body)
            } else {
                violations.append("ESC inside OSC not followed by \\")
            }
        }
    }

    private mutating func control(_ byte: UInt8) {
        switch byte {
        case 0x0D:
            column = 0
        case 0x0A:
            if row == scrollRegion.upperBound - 1 {
                violations.append("LF on the bottom margin scrolls")
            } else if row == height - 1 {
                violations.append("LF on the last row scrolls")
            } else {
                row += 1
            }
        default:
            if pendingWrap {
                violations.append("BS in the pending-wrap state")
            }
            column = max(0, column - 1)
        }
        pendingWrap = false
    }

    private mutating func controlSequence(parameters body: [UInt8], final: UInt8) {
        let isPrivate = body.first == UInt8(ascii: "?")
        let parameters = String(decoding: isPrivate ? body.dropFirst() : body[...], as: UTF8.self)
            .split(separator: ";", omittingEmptySubsequences: false)
            .map { Int($0) }
        let first = parameters.first.flatMap { $0 }
        switch (isPrivate, Character(Unicode.Scalar(final))) {
        case (true, "h") where first == 2026:
            if isSynchronizing { violations.append("nested synchronized update") }
            isSynchronizing = true
        case (true, "l") where first == 2026:
            if !isSynchronizing { violations.append("synchronized update ended twice") }
            if scrollRegion != 0..<height { violations.append("scroll region \(scrollRegion) left set") }
            isSynchronizing = false
            synchronizedUpdates += 1
        case (true, "h") where first == 25:
            isCursorVisible = true
        case (true, "l") where first == 25:
            isCursorVisible = false
        case (false, "H"), (false, "f"):
            let target = parameters.count > 1 ? parameters[1] : nil
            row = min(height - 1, max(1, first ?? 1) - 1)
            column = min(width - 1, max(1, target ?? 1) - 1)
            pendingWrap = false
        case (false, "A"), (false, "B"), (false, "C"), (false, "D"):
            if pendingWrap {
                violations.append("relative move in the pending-wrap state")
            }
            let count = max(1, first ?? 1)
            switch final {
            case UInt8(ascii: "A"): row = max(0, row - count)
            case UInt8(ascii: "B"): row = min(height - 1, row + count)
            case UInt8(ascii: "C"): column = min(width - 1, column + count)
            default: column = max(0, column - count)
            }
            pendingWrap = false
        case (false, "K") where (first ?? 0) == 0:
            erase(row: row, from: column)
        case (false, "J") where first == 2:
            for row in 0..<height {
                erase(row: row, from: 0)
            }
        case (false, "m"):
            selectGraphicRendition(parameters.map { $0 ?? 0 })
        case (false, "r") where parameters.count <= 2:
            // DECSTBM: 1-based top and bottom, defaults the whole screen.
            let top = max(1, first ?? 1) - 1
            let bottom = min(height, parameters.count > 1 ? (parameters[1] ?? height) : height)
            if top + 1 < bottom {
                scrollRegion = top..<bottom
            }
            row = 0
            column = 0
            pendingWrap = false
        case (false, "S") where parameters.count == 1, (false, "T") where parameters.count == 1:
            if !scrollRegion.contains(row) {
                violations.append("\(Character(Unicode.Scalar(final))) with the cursor on row \(row), outside the scroll region \(scrollRegion)")
            }
            scroll(by: final == UInt8(ascii: "S") ? max(1, first ?? 1) : -max(1, first ?? 1))
        default:
            violations.append("unknown control sequence \(String(decoding: body, as: UTF8.self))\(Character(Unicode.Scalar(final)))")
        }
    }

    private mutating func operatingSystemCommand(_ body: [UInt8]) {
        let fields = String(decoding: body, as: UTF8.self).split(separator: ";", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0] == "8" else {
            violations.append("unknown OSC \(String(decoding: body, as: UTF8.self))")
            return
        }
        pen.link = fields[2].isEmpty ? nil : String(fields[2])
    }

    private mutating func selectGraphicRendition(_ parameters: [Int]) {
        var index = 0
        func color() -> Color.SGRColor? {
            guard index + 1 < parameters.count else { return nil }
            switch parameters[index + 1] {
            case 5 where index + 2 < parameters.count:
                index += 2
                return .palette(UInt8(parameters[index]))
            case 2 where index + 4 < parameters.count:
                index += 4
                return .rgb(UInt8(parameters[index - 2]), UInt8(parameters[index - 1]), UInt8(parameters[index]))
            default:
                return nil
            }
        }
        let attributes: [Int: TextAttributes] = [
            1: .bold, 2: .dim, 3: .italic, 4: .underline, 7: .inverse, 9: .strikethrough,
        ]
        let offs: [Int: TextAttributes] = [
            22: [.bold, .dim], 23: .italic, 24: .underline, 27: .inverse, 29: .strikethrough,
        ]
        while index < parameters.count {
            let parameter = parameters[index]
            switch parameter {
            case 0:
                pen.foreground = .default
                pen.background = .default
                pen.attributes = []
            case _ where attributes[parameter] != nil:
                pen.attributes.insert(attributes[parameter]!)
            case _ where offs[parameter] != nil:
                pen.attributes.subtract(offs[parameter]!)
            case 30...37:
                pen.foreground = .ansi(UInt8(parameter - 30))
            case 90...97:
                pen.foreground = .ansi(UInt8(parameter - 90 + 8))
            case 40...47:
                pen.background = .ansi(UInt8(parameter - 40))
            case 100...107:
                pen.background = .ansi(UInt8(parameter - 100 + 8))
            case 39:
                pen.foreground = .default
            case 49:
                pen.background = .default
            case 38, 48:
                guard let selected = color() else {
                    violations.append("malformed extended colour in SGR \(parameters)")
                    return
                }
                if parameter == 38 {
                    pen.foreground = selected
                } else {
                    pen.background = selected
                }
            default:
                violations.append("unknown SGR \(parameter)")
            }
            index += 1
        }
    }

    // MARK: Printing

    private mutating func flushText() {
        guard !text.isEmpty else { return }
        let string = String(decoding: text, as: UTF8.self)
        text.removeAll()
        for character in string {
            if character.unicodeScalars.contains(where: { (0x80...0x9F).contains($0.value) }) {
                violations.append("C1 control in text")
            }
            printCharacter(character, width: DisplayWidth.of(character))
        }
    }

    private mutating func printCharacter(_ character: Character, width characterWidth: Int) {
        guard characterWidth > 0 else {
            violations.append("zero-width character \(character.unicodeScalars.map { $0.value }) printed alone")
            return
        }
        if pendingWrap || column + characterWidth > width {
            violations.append("line wrapped at \(character)")
            column = 0
            pendingWrap = false
            if row == height - 1 {
                violations.append("wrap on the last row scrolls")
            } else {
                row += 1
            }
        }
        for covered in column..<min(width, column + characterWidth) {
            breakWideCharacter(row: row, column: covered)
        }
        var cell = pen
        cell.character = character
        cell.width = characterWidth
        screen[row][column] = cell
        if characterWidth == 2 {
            cell.character = " "
            cell.width = 0
            screen[row][column + 1] = cell
        }
        column += characterWidth
        if column >= width {
            column = width - 1
            pendingWrap = true
        }
    }

    /// Turns the other half of a wide character at (`column`, `row`) into a
    /// space before the cell is overwritten.
    private mutating func breakWideCharacter(row: Int, column: Int) {
        let cell = screen[row][column]
        if cell.width == 0, column > 0 {
            screen[row][column - 1].character = " "
            screen[row][column - 1].width = 1
        } else if cell.width == 2, column + 1 < width {
            screen[row][column + 1].character = " "
            screen[row][column + 1].width = 1
        }
    }

    /// Moves the rows of the scroll region up by `rows` (down when
    /// negative), filling the rows moved in with blanks on the current
    /// background; the cursor stays.
    private mutating func scroll(by rows: Int) {
        let region = Array(screen[scrollRegion])
        let blank = Array(repeating: ScreenCell(background: pen.background), count: width)
        for (offset, target) in scrollRegion.enumerated() {
            let source = offset + rows
            screen[target] = region.indices.contains(source) ? region[source] : blank
        }
        pendingWrap = false
    }

    private mutating func erase(row: Int, from start: Int) {
        guard start < width else { return }
        breakWideCharacter(row: row, column: start)
        for column in start..<width {
            screen[row][column] = ScreenCell(background: pen.background)
        }
    }
}

// MARK: - What a terminal should show

/// What a terminal shows for `buffer`, as a person sees it
/// (`ScreenCell.appearance`): colours at `capability`, links when
/// `hyperlinks`.
func expectedScreen(
    of buffer: Buffer, capability: ColorCapability = .trueColor, hyperlinks: Bool = true
) -> [[TerminalEmulator.ScreenCell]] {
    (0..<buffer.height).map { row in
        (0..<buffer.width).map { column in
            let cell = buffer[column: column, row: row]
            var shown = TerminalEmulator.ScreenCell(character: cell.character, width: Int(cell.width), attributes: cell.attributes)
            if let foreground = cell.foreground?.sgrColor(at: capability, asForeground: true) {
                shown.foreground = foreground.color
                if foreground.dim {
                    shown.attributes.insert(.dim)
                }
            }
            shown.background = cell.background?.sgrColor(at: capability, asForeground: false).color ?? .default
            if hyperlinks, cell.link != 0, Buffer.isValidLink(buffer.links[Int(cell.link) - 1]) {
                shown.link = buffer.links[Int(cell.link) - 1]
            }
            return shown.appearance
        }
    }
}

// MARK: - Drawing text in tests

extension Buffer {
    /// Draws `text` from (`column`, `row`), one cell per character as wide
    /// as `DisplayWidth` measures it, clipped to the buffer: a test's
    /// shorthand for what `Text` will do.
    mutating func draw(_ text: String, at column: Int = 0, row: Int, style: Cell = .blank) {
        var position = column
        for character in text {
            let characterWidth = DisplayWidth.of(character)
            put(character, width: characterWidth, at: position, row: row, style: style, clip: bounds)
            position += characterWidth
        }
    }

    /// A buffer showing `lines`, one per row, in the default style.
    init(width: Int, lines: [String]) {
        self.init(width: width, height: lines.count)
        for (row, line) in lines.enumerated() {
            draw(line, row: row)
        }
    }
}
