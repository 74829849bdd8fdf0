@testable import Trellis

extension TestHost {
    /// The screen cell by cell: each row's cells in order, the right half of
    /// a wide character shown as `_`, trailing blank cells and rows removed.
    /// Unlike ``screen`` it shows how many columns each character took.
    ///
    /// ```
    /// Text("漢a")   →   screen "漢a",   cellMap "漢_a"
    /// ```
    func cellMap(columns: Int, rows: Int) -> String {
        var lines = (0..<rows).map { row in
            var line = ""
            for column in 0..<columns {
                let cell = cell(column: column, row: row)
                line.append(cell.isContinuation ? "_" : cell.character)
            }
            while line.last == " " {
                line.removeLast()
            }
            return line
        }
        while lines.last?.isEmpty == true {
            lines.removeLast()
        }
        return lines.joined(separator: "\n")
    }

    /// What a terminal shows after receiving the bytes written since the
    /// last `takeOutput()`, and whatever the writer sent that it should not.
    func emulate(columns: Int, rows: Int) -> (lines: String, violations: [String]) {
        var terminal = TerminalEmulator(width: columns, height: rows)
        terminal.feed(takeOutput())
        return (terminal.lines, terminal.violations)
    }
}

extension TestHost {
    /// The screen as text with its reverse-video runs between `«` and `»`
    /// (a selected row, a focused control), blank cells after the last
    /// drawn or reverse-video one removed.
    ///
    /// ```
    /// List row 2 selected   →   "item 1\n«item 2   »\nitem 3"
    /// ```
    func reverseVideoScreen(columns: Int, rows: Int) -> String {
        var lines = (0..<rows).map { row in
            let cells = (0..<columns).map { cell(column: $0, row: row) }
            guard let last = cells.lastIndex(where: { $0.character != " " || $0.attributes.contains(.inverse) }) else {
                return ""
            }
            var line = ""
            var isInverse = false
            for cell in cells[...last] {
                if cell.attributes.contains(.inverse) != isInverse {
                    isInverse.toggle()
                    line.append(isInverse ? "«" : "»")
                }
                if !cell.isContinuation {
                    line.append(cell.character)
                }
            }
            return isInverse ? line + "»" : line
        }
        while lines.last?.isEmpty == true {
            lines.removeLast()
        }
        return lines.joined(separator: "\n")
    }
}

extension TestHost {
    /// The screen's text attributes, one letter a cell under the screen's
    /// text: `.` none, `b` bold, `d` faint, `i` italic, `B` bold italic,
    /// `D` faint italic, `u` underlined, `s` struck through, `r` reverse
    /// video, `*` any other mix; blank cells with no attribute after the
    /// last marked cell of a row removed.
    ///
    /// ```
    /// Text("Inbox").font(.title); Text("3 new").font(.caption)   →   "bbbbb\nddddd"
    /// ```
    func attributeMap(columns: Int, rows: Int) -> String {
        var lines = (0..<rows).map { row in
            let letters = (0..<columns).map { column -> Character in
                let cell = cell(column: column, row: row)
                let attributes = cell.attributes.subtracting(.inverse)
                let letter: Character =
                    switch attributes {
                    case []: cell.character == " " ? " " : "."
                    case .bold: "b"
                    case .dim: "d"
                    case .italic: "i"
                    case [.bold, .italic]: "B"
                    case [.dim, .italic]: "D"
                    case .underline: "u"
                    case .strikethrough: "s"
                    default: "*"
                    }
                return cell.attributes.contains(.inverse) && attributes.isEmpty ? "r" : letter
            }
            var line = String(letters)
            while line.last == " " {
                line.removeLast()
            }
            return line
        }
        while lines.last?.isEmpty == true {
            lines.removeLast()
        }
        return lines.joined(separator: "\n")
    }
}

extension TestHost {
    /// The screen's colours, one letter a cell: the letter `legend` gives the
    /// cell's background (`isBackground`) or text colour, `.` for no colour
    /// (the terminal's default), `?` for a colour not in the legend; blank
    /// rows at the end removed.
    ///
    /// ```
    /// Text("OK").background(.green), legend [.green: "g"]   →   "gg"
    /// ```
    func colorMap(columns: Int, rows: Int, legend: [Color: Character], isBackground: Bool = true) -> String {
        var lines = (0..<rows).map { row in
            String(
                (0..<columns).map { column -> Character in
                    let cell = cell(column: column, row: row)
                    guard let color = isBackground ? cell.background : cell.foreground, color != .clear else {
                        return "."
                    }
                    return legend[color] ?? "?"
                })
        }
        while lines.last?.allSatisfy({ $0 == "." }) == true {
            lines.removeLast()
        }
        return lines.joined(separator: "\n")
    }
}
