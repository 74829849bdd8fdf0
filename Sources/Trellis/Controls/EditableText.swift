/// The text of a text field or editor being edited: its characters, the
/// caret, and the figures drawing needs, with the editing commands a
/// terminal user expects (readline's and the Mac's).
///
/// A value type owned by a `TextField`'s or `TextEditor`'s node; pure, so it
/// is tested without a screen. The caret is an index into ``characters``,
/// from 0 (before the first) to `characters.count` (after the last). A word
/// is a run of letters and digits:
///
/// ```
/// "hello, big world|"   moveWordBackward → "hello, big |world"   deleteWordBackward → "hello, |world"
/// ```
///
/// **Cost by the edit, not the text.** Besides the characters it keeps the
/// text as a `String` (what the binding is given), the caret's offset in
/// that string's UTF-8, and the display columns before the caret and in
/// all; every command updates them by what it touched. Typing a key at the
/// end of a 1 MiB field appends one character to each and adds its width:
/// no pass over the text. Worked example, `"ab|c"` and `insert("中")`:
///
/// ```
/// characters  [a, b, c]   → [a, b, 中, c]        caret 2 → 3
/// text        "abc"       → "ab中c"               caretUTF8 2 → 5 (中 is 3 bytes)
/// columns     3           → 5                     caretColumn 2 → 4 (中 is 2 wide)
/// ```
///
/// The text is changed in place once it holds its buffer alone; a node
/// whose binding stores the string (`@State`) applies the same ``Edit`` to
/// that copy in place (``lastEdit``) instead of handing this one over, so
/// neither is copied per key. The characters and their widths are
/// ``GapBuffer``s, so edits near one another move nothing else. Left
/// O(length): the string's own `memmove` of what follows an edit in the
/// middle (one byte per byte, about 30 µs at 1 MiB), the first change after
/// the text came from outside (one copy), and ``replaceText(with:)``, which
/// rebuilds everything. Characters are kept as typed:
/// a combining mark typed after a letter is its own element (the text
/// still joins them when drawn in a `Text` or compared).
struct EditableText: Equatable {
    /// The text, one element per character as typed or as the text was
    /// broken into characters when set.
    private(set) var characters: GapBuffer<Character>
    /// Where the next character goes.
    private(set) var caret: Int
    /// The columns each character takes (``columns(of:)``), kept beside
    /// them so that walking over the text reads one byte per character.
    private(set) var widths: GapBuffer<UInt8>
    /// The text as a string: always the characters' bytes, in order.
    private(set) var text: String
    /// The caret's offset in `text`'s UTF-8.
    private(set) var caretUTF8: Int
    /// The display columns of the characters before the caret.
    private(set) var caretColumn: Int
    /// The display columns of all the characters.
    private(set) var columns: Int
    /// Counts the changes to the text (not caret moves), so a node can tell
    /// whether a command edited.
    private(set) var revision = 0
    /// The last change to the text, for a node that applies the same change
    /// to its binding's copy in place; `nil` after an outside change.
    private(set) var lastEdit: Edit?
    /// A change to the text: the UTF-8 bytes `range` of the text as it was
    /// replaced by `replacement`, which were the characters `characters`
    /// and are now `insertedCharacters` characters.
    struct Edit: Equatable {
        var range: Range<Int>
        var replacement: String
        /// The text's UTF-8 length before the change.
        var countBefore: Int
        /// The characters replaced, as indices into the text before the change.
        var characters: Range<Int>
        /// How many characters replaced them.
        var insertedCharacters: Int
    }

    /// `text` with the caret at its end.
    init(_ text: String) {
        let characters = Array(text)
        self.characters = GapBuffer(characters)
        widths = GapBuffer(characters.map(Self.width(of:)))
        self.text = text
        caret = characters.count
        caretUTF8 = text.utf8.count
        columns = widths.reduce(0) { $0 + Int($1) }
        caretColumn = columns
    }

    /// The columns `character` takes in a field: its display width, and one
    /// for a control, which is drawn as a symbol.
    static func columns(of character: Character) -> Int {
        TextSanitizer.isControl(character) ? 1 : max(DisplayWidth.of(character), 0)
    }

    /// ``columns(of:)`` as stored in ``widths``.
    private static func width(of character: Character) -> UInt8 {
        UInt8(clamping: columns(of: character))
    }

    /// Replaces the text (an outside change), keeping the caret where it
    /// was when it still fits, at the end otherwise. Cost: O(length).
    mutating func replaceText(with text: String) {
        let kept = caret
        let revision = self.revision
        self = EditableText(text)
        self.revision = revision + 1
        moveCaret(to: kept)
    }

    /// Inserts `string` at the caret and moves the caret after it.
    mutating func insert(_ string: String) {
        let inserted = Array(string)
        guard !inserted.isEmpty else { return }
        let added = replace(caret..<caret, with: inserted, text: string, utf8Count: 0)
        caret += inserted.count
        caretUTF8 += string.utf8.count
        caretColumn += added
    }

    /// Moves the caret by `offset` characters, within the text.
    mutating func moveCaret(by offset: Int) {
        moveCaret(to: caret + offset)
    }

    /// Moves the caret to `index`, within the text. Cost: O(distance).
    mutating func moveCaret(to index: Int) {
        let target = min(max(index, 0), characters.count)
        while caret < target {
            caretUTF8 += characters[caret].utf8.count
            caretColumn += Int(widths[caret])
            caret += 1
        }
        while caret > target {
            caret -= 1
            caretUTF8 -= characters[caret].utf8.count
            caretColumn -= Int(widths[caret])
        }
    }

    /// Moves the caret to the start (`false`) or end (`true`) of the text.
    mutating func moveCaretToEnd(_ toEnd: Bool) {
        caret = toEnd ? characters.count : 0
        caretUTF8 = toEnd ? text.utf8.count : 0
        caretColumn = toEnd ? columns : 0
    }

    /// Moves the caret to the start of the word before it.
    mutating func moveWordBackward() {
        moveCaret(to: wordStart(before: caret))
    }

    /// Moves the caret to the end of the word after it.
    mutating func moveWordForward() {
        var index = caret
        while index < characters.count, !Self.isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count, Self.isWordCharacter(characters[index]) { index += 1 }
        moveCaret(to: index)
    }

    /// Deletes the character before the caret (Backspace).
    mutating func deleteBackward() {
        guard caret > 0 else { return }
        deleteBefore(caret - 1)
    }

    /// Deletes the character after the caret (Delete).
    mutating func deleteForward() {
        guard caret < characters.count else { return }
        deleteAfter(caret + 1)
    }

    /// Deletes the characters from the caret up to `end` (Ctrl-K in an
    /// editor: to the end of the line), in one change.
    mutating func deleteForward(upTo end: Int) {
        deleteAfter(min(end, characters.count))
    }

    /// Deletes from the start of the word before the caret to the caret.
    mutating func deleteWordBackward() {
        deleteBefore(wordStart(before: caret))
    }

    /// Deletes from the caret to the start (`false`) or the end (`true`).
    mutating func deleteToEnd(_ toEnd: Bool) {
        if toEnd {
            deleteAfter(characters.count)
        } else {
            deleteBefore(0)
        }
    }

    /// Deletes the characters from `start` to the caret; the caret moves to
    /// `start`. Cost: O(deleted) plus the text's shift.
    private mutating func deleteBefore(_ start: Int) {
        guard start < caret else { return }
        let end = caret
        let removedUTF8 = caretUTF8
        moveCaret(to: start)
        _ = replace(start..<end, with: [], text: "", utf8Count: removedUTF8 - caretUTF8)
    }

    /// Deletes the characters from the caret to `end`. Cost: O(deleted)
    /// plus the text's shift.
    private mutating func deleteAfter(_ end: Int) {
        guard end > caret else { return }
        let utf8Count = characters[caret..<end].reduce(0) { $0 + $1.utf8.count }
        _ = replace(caret..<end, with: [], text: "", utf8Count: utf8Count)
    }

    /// Replaces `range`, which starts at the caret, by `inserted` (whose
    /// bytes are `insertedText`) in the characters, the text (its
    /// `utf8Count` bytes from the caret) and the column total. The caret's
    /// figures stay as they are. Returns the columns inserted.
    private mutating func replace(
        _ range: Range<Int>, with inserted: [Character], text insertedText: String, utf8Count: Int
    ) -> Int {
        let removedWidth = widths[range].reduce(0) { $0 + Int($1) }
        let insertedWidths = inserted.map(Self.width(of:))
        let insertedWidth = insertedWidths.reduce(0) { $0 + Int($1) }
        characters.replaceSubrange(range, with: inserted)
        widths.replaceSubrange(range, with: insertedWidths)
        let bytes = caretUTF8..<(caretUTF8 + utf8Count)
        lastEdit = Edit(
            range: bytes, replacement: insertedText, countBefore: text.utf8.count, characters: range,
            insertedCharacters: inserted.count)
        Self.replace(bytes, of: &text, with: insertedText)
        columns += insertedWidth - removedWidth
        revision += 1
        return insertedWidth
    }

    /// Replaces the UTF-8 bytes `range` of `text` by `replacement`'s, in
    /// place when `text` holds its buffer alone (appending at the end is
    /// then amortised O(1), a change in the middle one `memmove`). The
    /// capacity is reserved first, so a shared buffer is copied in one step
    /// rather than through `String`'s slower general path.
    static func replace(_ range: Range<Int>, of text: inout String, with replacement: String) {
        text.reserveCapacity(text.utf8.count - range.count + replacement.utf8.count)
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: range.lowerBound)
        let end = text.utf8.index(start, offsetBy: range.count)
        // Offsets between scalars: String's replaceSubrange changes exactly
        // those bytes, even inside a character ("e|\u{301}").
        text.replaceSubrange(start..<end, with: replacement)
    }

    private func wordStart(before position: Int) -> Int {
        var index = position
        while index > 0, !Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0, Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        return index
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    /// Whether `characters` is text to insert (not a control, not a key
    /// without text such as an arrow).
    static func isTypedText(_ characters: String) -> Bool {
        !characters.isEmpty
            && !characters.unicodeScalars.contains { scalar in
                scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0xF700...0xF8FF).contains(scalar.value)
            }
    }

    /// Pasted `text` as an editor inserts it: each line break (`\r\n`,
    /// `\r`, `\n`) becomes `lineBreak`, a tab a space, other controls are
    /// dropped.
    ///
    /// ```
    /// pasted("a\r\nb\tc\u{1B}", lineBreak: " ")    →  "a b c"     (a text field)
    /// pasted("a\r\nb\tc\u{1B}", lineBreak: "\n")   →  "a\nb c"   (a text editor)
    /// ```
    static func pasted(_ text: String, lineBreak: Unicode.Scalar) -> String {
        var result = String.UnicodeScalarView()
        var previousWasReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasReturn = scalar == "\r" }
            switch scalar.value {
            case 0x0A where previousWasReturn:
                continue
            case 0x0A, 0x0D:
                result.append(lineBreak)
            case 0x09:
                result.append(" ")
            case 0..<0x20, 0x7F...0x9F:
                continue
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }
}
