/// The lines a `Text` shows for a width: its characters as cells, wrapped at
/// word boundaries and truncated with `…`.
///
/// Built once per text and ambiguous-width setting (``init(runs:ambiguousIsWide:)``
/// splits the runs into paragraphs of glyphs, sanitising control characters);
/// ``lines(width:maximumLines:truncation:)`` then wraps for a width. Greedy
/// wrapping: a line takes words while they fit; spaces at a break are dropped,
/// while a paragraph's leading and trailing spaces are kept (as far as they
/// fit), so a text is as wide when offered its ideal width as it ideally is;
/// a word longer than the line is broken between characters; a wide (CJK,
/// emoji) character is a break opportunity on both sides.
///
/// ```
/// "The quick brown fox" at width 9   →  "The quick" / "brown fox"
/// " OK " at width 4                   →  " OK "
/// "The quick brown fox" at width 9, 1 line, tail    →  "The quic…"
///                                        head        →  "…rown fox"
///                                        middle      →  "The … fox"
/// ```
final class TextLayout: Sendable {
    /// One character of the text as it is drawn.
    struct Glyph {
        /// The character as a cell stores it.
        let grapheme: Grapheme
        let width: Int
        /// The index of the run the character belongs to, for its style.
        let run: Int
        /// Whether a line may break before and after the character without
        /// a space, as between CJK ideographs: true for a character wide on
        /// every terminal, not for one wide only because East Asian
        /// ambiguous characters are (Greek and Cyrillic words stay whole).
        var breaksAround = false

        init(character: Character, width: Int, run: Int, breaksAround: Bool = false) {
            self.init(grapheme: Grapheme(character), width: width, run: run, breaksAround: breaksAround)
        }

        init(grapheme: Grapheme, width: Int, run: Int, breaksAround: Bool = false) {
            self.grapheme = grapheme
            self.width = width
            self.run = run
            self.breaksAround = breaksAround
        }

        /// Whether the glyph is a space, where lines may break.
        var isSpace: Bool { grapheme.isSpace }
    }

    /// One drawn line.
    struct Line {
        var glyphs: [Glyph] = []
        var width = 0

        mutating func append(_ glyph: Glyph) {
            glyphs.append(glyph)
            width += glyph.width
        }
    }

    /// The text's paragraphs (split at line breaks), as glyphs.
    let paragraphs: [[Glyph]]

    /// The widest paragraph: the width of the text on one line each.
    let idealWidth: Int

    /// Each paragraph on one line: the lines whenever every paragraph fits.
    let idealLines: [Line]

    private static let ellipsis = Glyph(character: "…", width: 1, run: -1)

    init(runs: some Collection<Text.Run>, ambiguousIsWide: Bool) {
        var paragraphs: [[Glyph]] = [[]]
        for (runIndex, run) in runs.enumerated() {
            if Self.appendPrintableASCII(run.string, run: runIndex, to: &paragraphs[paragraphs.count - 1]) {
                continue
            }
            for character in run.string {
                if character == "\n" || character == "\r\n" || character == "\r" {
                    paragraphs.append([])
                    continue
                }
                if TextSanitizer.isControl(character) {
                    for visible in TextSanitizer.visible(Substring(String(character))) {
                        paragraphs[paragraphs.count - 1].append(Glyph(character: visible, width: 1, run: runIndex))
                    }
                    continue
                }
                let width = DisplayWidth.of(character, ambiguousIsWide: ambiguousIsWide)
                if width > 0 {
                    let breaksAround = width == 2 && (!ambiguousIsWide || DisplayWidth.of(character) == 2)
                    paragraphs[paragraphs.count - 1].append(
                        Glyph(character: character, width: width, run: runIndex, breaksAround: breaksAround))
                }
            }
        }
        self.paragraphs = paragraphs
        idealLines = paragraphs.map { paragraph in
            Line(glyphs: paragraph, width: paragraph.reduce(0) { $0 + $1.width })
        }
        idealWidth = idealLines.map(\.width).max() ?? 0
    }

    /// Appends the glyphs of `string` when it is printable ASCII (one
    /// column per byte, no line break, no control), the common case, without
    /// building a `Character` per byte; returns `false`, appending nothing,
    /// otherwise.
    private static func appendPrintableASCII(_ string: String, run: Int, to glyphs: inout [Glyph]) -> Bool {
        guard isPrintableASCII(string) else { return false }
        let utf8 = string.utf8
        glyphs.reserveCapacity(glyphs.count + utf8.count)
        for byte in utf8 {
            glyphs.append(Glyph(grapheme: Grapheme(ascii: byte), width: 1, run: run))
        }
        return true
    }

    /// The width of `runs` when they are printable ASCII (no line break,
    /// no control), which then take one line of one column per byte; `nil`
    /// otherwise. Equals the ideal width of the layout the runs would build,
    /// without building it. Cost: O(bytes).
    static func printableASCIIWidth(of runs: some Collection<Text.Run>) -> Int? {
        var width = 0
        for index in runs.indices {
            let string = runs[index].string
            guard isPrintableASCII(string) else { return nil }
            width += string.utf8.count
        }
        return width
    }

    /// ``printableASCIIWidth(of:)`` of a text's runs given as its first
    /// run's string and the runs after it: a node passes the stored fields
    /// of its text's runs, so that it copies the string and the array, not
    /// the runs.
    static func printableASCIIWidth(of head: String, then tail: [Text.Run]) -> Int? {
        guard isPrintableASCII(head) else { return nil }
        guard !tail.isEmpty else { return head.utf8.count }
        guard let rest = printableASCIIWidth(of: tail) else { return nil }
        return head.utf8.count + rest
    }

    /// Whether every byte of `string` is printable ASCII (0x20–0x7E).
    /// Reads the bytes in place (a small string's from its own bits, a
    /// native string's from its storage) without copying the string, as
    /// `withUTF8` would have to. Inlined into
    /// ``printableASCIIWidth(of:)``: a call per run cost a short text more
    /// than the check.
    @inline(__always)
    private static func isPrintableASCII(_ string: String) -> Bool {
        if let printable = string.utf8.withContiguousStorageIfAvailable(isPrintableASCII(bytes:)) {
            return printable
        }
        var string = string
        return string.withUTF8(isPrintableASCII(bytes:))
    }

    /// Whether every one of `bytes` is printable ASCII: eight at a time
    /// (``hasUnprintableByte(_:)``), then the rest one by one.
    @inline(__always)
    private static func isPrintableASCII(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset &+ 8 <= bytes.count {
            if hasUnprintableByte(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) {
                return false
            }
            offset &+= 8
        }
        while offset < bytes.count {
            if bytes[offset] &- 0x20 >= 0x5F {
                return false
            }
            offset &+= 1
        }
        return true
    }

    /// Whether one of the eight bytes of `word` is below 0x20 or above
    /// 0x7E. Subtracting 0x20 from each byte sets the top bit of a byte
    /// that was below 0x20 and had it clear; adding 1 sets it in a byte
    /// that was 0x7F, and it is set already in any byte from 0x80. A
    /// borrow or a carry crosses into the next byte only from a byte that
    /// is flagged itself, so the answer is exact:
    ///
    /// ```
    /// "Row 12 a"  →  false
    /// "Row\t12 a" →  true   (0x09 − 0x20 borrows: its top bit is set)
    /// ```
    @inline(__always)
    private static func hasUnprintableByte(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let tops: UInt64 = 0x8080_8080_8080_8080
        let below = (word &- 0x20 &* ones) & ~word
        let above = (word &+ ones) | word
        return (below | above) & tops != 0
    }

    /// Whether the text shows nothing.
    var isEmpty: Bool { paragraphs.count == 1 && paragraphs[0].isEmpty }

    /// `text`, one line of plain text, cut to `width` columns with an
    /// ellipsis at its end when it is wider: the same cut a `Text` with
    /// `.lineLimit(1)` makes, for text drawn without a `Text` (the graph
    /// inspector's lines).
    ///
    /// ```
    /// truncatedTail("Counter (count = 2)", width: 10)   // "Counter (…"
    /// ```
    static func truncatedTail(_ text: String, width: Int) -> String {
        let layout = TextLayout(runs: [Text.Run(string: text, style: TextRunStyle())], ambiguousIsWide: false)
        guard width < layout.idealWidth else { return text }
        let line = layout.lines(width: width, maximumLines: 1, truncation: .tail).first ?? Line()
        return String(line.glyphs.map(\.grapheme.character))
    }

    /// The lines for `width` (`nil`: every paragraph on one line), at most
    /// `maximumLines`, truncated by `truncation` when there are more.
    /// Cost: O(1) when every paragraph fits (the ideal lines are kept),
    /// O(characters) to wrap otherwise.
    func lines(width: Int?, maximumLines: Int?, truncation: Text.TruncationMode) -> [Line] {
        let limit = maximumLines.map { max(1, $0) } ?? Int.max
        if idealLines.count <= limit, width.map({ $0 >= idealWidth }) ?? true {
            return idealLines
        }
        if limit == 1, let width, paragraphs.count == 1, let only = paragraphs.first,
            only.reduce(0, { $0 + $1.width }) > width
        {
            return [truncate(only, to: width, mode: truncation)]
        }
        var lines: [Line] = []
        var overflow: Line?
        paragraphs: for paragraph in paragraphs {
            for line in wrap(paragraph, width: width) {
                if lines.count == limit {
                    overflow = line
                    break paragraphs
                }
                lines.append(line)
            }
        }
        if let overflow, var last = lines.popLast() {
            if let width {
                let space = Glyph(character: " ", width: 1, run: -1)
                last = truncate(last.glyphs + [space] + overflow.glyphs, to: width, mode: .tail)
            } else {
                last.append(Self.ellipsis)
            }
            lines.append(last)
        }
        return lines
    }

    /// `paragraph` broken into lines no wider than `width`.
    private func wrap(_ paragraph: [Glyph], width: Int?) -> [Line] {
        guard let width, width > 0 else {
            var line = Line()
            for glyph in paragraph {
                line.append(glyph)
            }
            return [line]
        }
        var lines: [Line] = []
        var line = Line()
        var index = 0
        while index < paragraph.count {
            if paragraph[index].isSpace {
                // Spaces at a break are dropped, the indentation of the
                // first line is kept.
                if line.width + 1 <= width, !line.glyphs.isEmpty || lines.isEmpty {
                    line.append(paragraph[index])
                }
                index += 1
                continue
            }
            let word = wordEnd(in: paragraph, from: index)
            let wordWidth = paragraph[index..<word].reduce(0) { $0 + $1.width }
            if line.width + wordWidth <= width {
                for glyph in paragraph[index..<word] {
                    line.append(glyph)
                }
                index = word
            } else if line.glyphs.isEmpty || wordWidth > width {
                for glyph in paragraph[index..<word] {
                    if line.width + glyph.width > width, !line.glyphs.isEmpty {
                        lines.append(trimmed(line))
                        line = Line()
                    }
                    line.append(glyph)
                }
                index = word
            } else {
                if line.glyphs.contains(where: { !$0.isSpace }) {
                    lines.append(trimmed(line))
                }
                line = Line()
            }
        }
        lines.append(line)
        return lines
    }

    /// The end of the word starting at `start`: the next space, or the next
    /// break around a wide character (``Glyph/breaksAround``).
    private func wordEnd(in paragraph: [Glyph], from start: Int) -> Int {
        if paragraph[start].breaksAround {
            return start + 1
        }
        var end = start + 1
        while end < paragraph.count, !paragraph[end].isSpace, !paragraph[end].breaksAround {
            end += 1
        }
        return end
    }

    private func trimmed(_ line: Line) -> Line {
        var line = line
        while let last = line.glyphs.last, last.isSpace {
            line.glyphs.removeLast()
            line.width -= 1
        }
        return line
    }

    /// `glyphs` cut to `width` columns with an ellipsis where `mode` says.
    private func truncate(_ glyphs: [Glyph], to width: Int, mode: Text.TruncationMode) -> Line {
        var line = Line()
        guard width > 0 else { return line }
        let room = width - 1
        switch mode {
        case .tail:
            for glyph in glyphs {
                guard line.width + glyph.width <= room else { break }
                line.append(glyph)
            }
            line = trimmed(line)
            line.append(Self.ellipsis)
        case .head:
            let suffix = Self.suffix(of: glyphs, fitting: room)
            line.append(Self.ellipsis)
            for glyph in suffix {
                line.append(glyph)
            }
        case .middle:
            let prefixRoom = (room + 1) / 2
            for glyph in glyphs {
                guard line.width + glyph.width <= prefixRoom else { break }
                line.append(glyph)
            }
            line.append(Self.ellipsis)
            for glyph in Self.suffix(of: glyphs, fitting: width - line.width) {
                line.append(glyph)
            }
        }
        return line
    }

    private static func suffix(of glyphs: [Glyph], fitting room: Int) -> [Glyph] {
        var suffix: [Glyph] = []
        var used = 0
        for glyph in glyphs.reversed() {
            guard used + glyph.width <= room else { break }
            suffix.append(glyph)
            used += glyph.width
        }
        return suffix.reversed()
    }
}
