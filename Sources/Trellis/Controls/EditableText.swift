/// The text of a text field being edited: its characters and the caret,
/// with the editing commands a terminal user expects (readline's and the
/// Mac's).
///
/// A value type owned by a `TextField`'s node; pure, so it is tested
/// without a screen. The caret is an index into ``characters`` (grapheme
/// clusters), from 0 (before the first) to `characters.count` (after the
/// last). A word is a run of letters and digits:
///
/// ```
/// "hello, big world|"   moveWordBackward → "hello, big |world"   deleteWordBackward → "hello, |world"
/// ```
///
/// Cost: O(length) per edit (the text is rebuilt as a `String`); fields
/// hold lines, not documents.
struct EditableText: Equatable {
    /// The text, one grapheme cluster per element.
    private(set) var characters: [Character]
    /// Where the next character goes.
    private(set) var caret: Int

    /// `text` with the caret at its end.
    init(_ text: String) {
        characters = Array(text)
        caret = characters.count
    }

    /// The text as a string.
    var text: String { String(characters) }

    /// Replaces the text (an outside change), keeping the caret where it
    /// was when it still fits, at the end otherwise.
    mutating func replaceText(with text: String) {
        characters = Array(text)
        caret = min(caret, characters.count)
    }

    /// Inserts `string` at the caret and moves the caret after it.
    mutating func insert(_ string: String) {
        let inserted = Array(string)
        characters.insert(contentsOf: inserted, at: caret)
        caret += inserted.count
    }

    /// Moves the caret by `offset` characters, within the text.
    mutating func moveCaret(by offset: Int) {
        caret = min(max(caret + offset, 0), characters.count)
    }

    /// Moves the caret to `index`, within the text.
    mutating func moveCaret(to index: Int) {
        caret = min(max(index, 0), characters.count)
    }

    /// Moves the caret to the start (`false`) or end (`true`) of the text.
    mutating func moveCaretToEnd(_ toEnd: Bool) {
        caret = toEnd ? characters.count : 0
    }

    /// Moves the caret to the start of the word before it.
    mutating func moveWordBackward() {
        caret = wordStart(before: caret)
    }

    /// Moves the caret to the end of the word after it.
    mutating func moveWordForward() {
        var index = caret
        while index < characters.count, !Self.isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count, Self.isWordCharacter(characters[index]) { index += 1 }
        caret = index
    }

    /// Deletes the character before the caret (Backspace).
    mutating func deleteBackward() {
        guard caret > 0 else { return }
        characters.remove(at: caret - 1)
        caret -= 1
    }

    /// Deletes the character after the caret (Delete).
    mutating func deleteForward() {
        guard caret < characters.count else { return }
        characters.remove(at: caret)
    }

    /// Deletes from the start of the word before the caret to the caret.
    mutating func deleteWordBackward() {
        let start = wordStart(before: caret)
        characters.removeSubrange(start..<caret)
        caret = start
    }

    /// Deletes from the caret to the start (`false`) or the end (`true`).
    mutating func deleteToEnd(_ toEnd: Bool) {
        if toEnd {
            characters.removeSubrange(caret...)
        } else {
            characters.removeSubrange(..<caret)
            caret = 0
        }
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
