import Testing
@testable import Trellis

/// `TextField` and `SecureField` through `TestHost`: typing, editing keys,
/// paste, the cursor, scrolling, wide characters, `.onSubmit`.
@MainActor
@Suite("TextField")
struct TextFieldTests {
    struct Form: View {
        let log: EventLog
        var width: CGFloat = 12
        @State private var name = ""
        @State private var password = ""
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Name", text: $name).frame(width: width)
                SecureField("Password", text: $password).frame(width: width)
                Text("\(name)|\(password)")
            }
            .onSubmit { log("submit \(name)") }
        }
    }

    @Test("Typing edits the bound text; the prompt shows while it is empty")
    func typing() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 3) { Form(log: log) }
        #expect(host.screen == "Name\nPassword\n|")
        host.press(.tab)
        host.type("Ada")
        host.press(.tab)
        host.type("pw")
        #expect(host.screen == "Ada\n••\nAda|pw")
    }

    struct FieldAndButton: View {
        @State private var text = ""
        var body: some View {
            VStack(alignment: .leading) {
                TextField("Name", text: $text)
                Button("OK") {}
            }
        }
    }

    @Test("The cursor stands at the editing position of the focused field and is hidden otherwise")
    func cursor() {
        let host = TestHost(columns: 20, rows: 3) { FieldAndButton() }
        #expect(host.cursor == nil)
        host.press(.tab)
        #expect(host.cursor! == (0, 0))
        host.type("héllo")
        #expect(host.cursor! == (5, 0))
        host.press(.leftArrow)
        _ = host.takeOutput()
        host.press(.leftArrow)
        #expect(host.cursor! == (3, 0))
        #expect(host.takeOutput() == Array("\u{1B}[?2026h\u{8}\u{1B}[?2026l".utf8))
        host.press(.tab)
        #expect(host.cursor == nil)
        #expect(String(decoding: host.takeOutput(), as: UTF8.self).contains("\u{1B}[?25l"))
    }

    @Test("The secure field's cursor follows its bullets")
    func secureCursor() {
        let host = TestHost(columns: 20, rows: 3) { Form(log: EventLog()) }
        host.press(.tab)
        host.press(.tab)
        host.type("pässwörd")
        #expect(host.cursor! == (8, 1))
    }

    @Test("Editing keys: words, ends, deletions", arguments: [
        ([KeyPress(.leftArrow, modifiers: .option)], "hello, big |world"),
        ([KeyPress(.leftArrow, modifiers: .control), KeyPress(.leftArrow, modifiers: .control)], "hello, |big world"),
        ([KeyPress(.home)], "|hello, big world"),
        ([KeyPress("a", modifiers: .control), KeyPress(.rightArrow, modifiers: .option)], "hello|, big world"),
        ([KeyPress(.delete)], "hello, big worl|"),
        ([KeyPress("w", modifiers: .control)], "hello, big |"),
        ([KeyPress(.delete, modifiers: .option), KeyPress(.delete, modifiers: .option)], "hello, |"),
        ([KeyPress(.home), KeyPress(.deleteForward), KeyPress("d", modifiers: .control)], "|llo, big world"),
        ([KeyPress(.leftArrow, modifiers: .option), KeyPress("u", modifiers: .control)], "|world"),
        ([KeyPress(.leftArrow, modifiers: .option), KeyPress("k", modifiers: .control)], "hello, big |"),
        ([KeyPress(.home), KeyPress(.end), KeyPress("b", modifiers: .control), KeyPress("!")], "hello, big worl!|d"),
    ] as [([KeyPress], String)])
    func editing(presses: [KeyPress], expected: String) {
        let text = StateHandle<String>()
        let host = TestHost(columns: 40, rows: 1) { Field(handle: text) }
        host.press(.tab)
        host.type("hello, big world")
        for press in presses {
            host.press(press.key, modifiers: press.modifiers)
        }
        let caret = host.cursor!.column
        let value = text.value
        let characters = Array(value)
        var columns = 0
        var index = 0
        while index < characters.count, columns < caret {
            columns += 1
            index += 1
        }
        #expect(String(characters[..<index]) + "|" + String(characters[index...]) == expected)
    }

    struct Field: View {
        let handle: StateHandle<String>
        @State private var text = ""
        var body: some View {
            let _ = handle.bind($text)
            TextField("Field", text: $text)
        }
    }

    @Test("Keys the field does not use go on: Tab moves the focus, Esc reaches the handler around it")
    func unusedKeys() {
        let log = EventLog()
        let text = StateHandle<String>()
        let host = TestHost(columns: 20, rows: 1) {
            Field(handle: text).onKeyPress(.escape) { log("esc"); return .handled }
        }
        host.press(.tab)
        host.press(.escape)
        host.press(.upArrow)
        #expect(log.take() == ["esc"])
        #expect(text.value == "")
    }

    @Test("A paste inserts its text on one line; control characters never reach the screen")
    func paste() {
        let text = StateHandle<String>()
        let host = TestHost(columns: 30, rows: 1) { Field(handle: text) }
        host.press(.tab)
        host.send(Array("\u{1B}[200~one\r\ntwo\tthree\u{1B}x\u{1B}[201~".utf8))
        #expect(text.value == "one two threex")
        text.value = "a\u{1B}[2Jb"
        host.update()
        #expect(host.screen == "a␛[2Jb")
    }

    @Test("A text longer than the field scrolls to keep the cursor in view")
    func scrolling() {
        let host = TestHost(columns: 20, rows: 3) { Form(log: EventLog(), width: 6) }
        host.press(.tab)
        host.type("hello world")
        #expect(host.screen.hasPrefix("world\n"))
        #expect(host.cursor! == (5, 0))
        host.press(.home)
        #expect(host.screen.hasPrefix("hello\n"))
        #expect(host.cursor! == (0, 0))
    }

    @Test("Wide characters take two columns and move the cursor by two")
    func wideCharacters() {
        let text = StateHandle<String>()
        let host = TestHost(columns: 20, rows: 1) { Field(handle: text) }
        host.press(.tab)
        host.type("漢字a")
        #expect(host.screen == "漢字a")
        #expect(host.cursor! == (5, 0))
        host.press(.leftArrow)
        host.press(.leftArrow)
        #expect(host.cursor! == (2, 0))
    }

    struct Plain: View {
        @State var text = ""
        var body: some View {
            TextField("", text: $text).frame(width: 8)
        }
    }

    @Test("Text on either side of a long run of zero-width characters still shows")
    func zeroWidthRuns() {
        let host = TestHost(columns: 8, rows: 1) { Plain() }
        host.press(.tab)
        host.type("hello")
        host.send(Array(("\u{1B}[200~" + String(repeating: "\u{200B}", count: 400) + "\u{1B}[201~").utf8))
        #expect(host.screen == "hello")
        for _ in 0..<400 {
            host.type("\u{301}")
        }
        host.type("!")
        #expect(host.screen == "hello!")
        host.press(.home)
        #expect(host.screen == "hello!")
        #expect(host.cursor?.column == 0)
    }

    @Test("Return runs the .onSubmit actions, innermost first")
    func submit() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 3) {
            Form(log: log).onSubmit { log("outer") }
        }
        host.press(.tab)
        host.type("Ada\r")
        #expect(log.take() == ["submit Ada", "outer"])
    }

    @Test("Typing re-evaluates only the views that read the text")
    func minimalWork() {
        let host = TestHost(columns: 20, rows: 3) { Form(log: EventLog()) }
        host.press(.tab)
        let before = host.statistics.bodyEvaluations
        host.type("x")
        #expect(host.statistics.bodyEvaluations - before == 1)
    }
}

/// The editing model on its own.
/// A field edits its `@State` string in place, skipping the comparison
/// when no other write came: what happens when other writes do come, or the
/// binding changes.
@MainActor
@Suite("TextField, edits in place")
struct TextFieldInPlaceTests {
    struct Switchable: View {
        let handle: StateHandle<Bool>
        @State private var first = "aaa"
        @State private var second = "bbb"
        @State private var usesSecond = false
        var body: some View {
            let _ = handle.bind($usesSecond)
            VStack(alignment: .leading) {
                TextField("text", text: usesSecond ? $second : $first).frame(width: 10)
                Text(verbatim: first)
                Text(verbatim: second)
            }
        }
    }

    @Test("Switching the binding to another @State with as many writes shows the other string")
    func switchedBinding() {
        let handle = StateHandle<Bool>()
        let host = TestHost(columns: 12, rows: 3) { Switchable(handle: handle) }
        host.press(.tab)
        #expect(host.screen == "aaa\naaa\nbbb")
        handle.value = true
        host.update()
        #expect(host.screen == "bbb\naaa\nbbb")
        host.type("x")
        #expect(host.screen == "bbbx\naaa\nbbbx")
    }

    struct Shared: View {
        let handle: StateHandle<String>
        @State private var text = "hello"
        var body: some View {
            let _ = handle.bind($text)
            VStack(alignment: .leading) {
                TextField("text", text: $text).frame(width: 12)
                Text(verbatim: text)
            }
        }
    }

    @Test("A string also held by a Text, and writes from outside between keys, stay correct")
    func sharedAndOutsideWrites() {
        let handle = StateHandle<String>()
        let host = TestHost(columns: 14, rows: 2) { Shared(handle: handle) }
        host.press(.tab)
        host.type("!")
        #expect(host.screen == "hello!\nhello!")
        handle.value = "bye"
        host.update()
        host.type("?")
        #expect(handle.value == "bye?")
        #expect(host.screen == "bye?\nbye?")
        host.press(.delete)
        host.press(.leftArrow)
        host.type("e\u{301}")
        #expect(handle.value == "bye\u{301}e")
        #expect(handle.value.unicodeScalars.map(\.value) == [0x62, 0x79, 0x65, 0x301, 0x65])
    }
}

@Suite("EditableText")
struct EditableTextTests {
    @Test("Word motions skip punctuation, then the word")
    func words() {
        var text = EditableText("hello, big world")
        text.moveWordBackward()
        #expect(text.caret == 11)
        text.moveWordBackward()
        text.moveWordBackward()
        #expect(text.caret == 0)
        text.moveWordBackward()
        #expect(text.caret == 0)
        text.moveWordForward()
        #expect(text.caret == 5)
    }

    @Test("An outside change keeps the caret where it still fits")
    func replace() {
        var text = EditableText("hello")
        text.moveCaret(by: -2)
        text.replaceText(with: "hey")
        #expect(text.caret == 3)
        text.replaceText(with: "a")
        #expect(text.caret == 1)
    }

    @Test("The kept string, the caret's byte offset and the column counts always match the characters")
    func incrementalFigures() {
        var random = SeededGenerator(state: 18)
        let pieces = ["a", "中", "🙂", "\u{301}", "\u{1B}", "\t", "é", "word ", ", ", "e\u{301}", "🇫🇷", "xyz"]
        var text = EditableText("start 中文 e\u{301}")
        var revisions = Set<Int>()
        for step in 0..<2_000 {
            let before = text.revision
            let oldText = text.text
            switch Int.random(in: 0..<10, using: &random) {
            case 0, 1, 2: text.insert(pieces.randomElement(using: &random)!)
            case 3: text.deleteBackward()
            case 4: text.deleteForward()
            case 5: text.moveCaret(by: Int.random(in: -3...3, using: &random))
            case 6: Bool.random(using: &random) ? text.moveWordBackward() : text.moveWordForward()
            case 7: text.deleteWordBackward()
            case 8: Bool.random(using: &random) ? text.moveCaretToEnd(.random(using: &random)) : text.deleteToEnd(.random(using: &random))
            default: text.replaceText(with: String(text.text.shuffled(using: &random).prefix(40)))
            }
            let widths = text.characters.map(EditableText.columns(of:))
            #expect(Array(text.text.utf8) == text.characters.flatMap { Array($0.utf8) }, "step \(step)")
            #expect(text.caretUTF8 == text.characters[..<text.caret].reduce(0) { $0 + $1.utf8.count }, "step \(step)")
            #expect(text.caretColumn == widths[..<text.caret].reduce(0, +), "step \(step)")
            #expect(text.columns == widths.reduce(0, +), "step \(step)")
            if text.text.utf8.elementsEqual(oldText.utf8) == false {
                #expect(text.revision != before, "step \(step): the text changed without a new revision")
            }
            revisions.insert(text.revision)
        }
        #expect(revisions.count > 500)
    }

    @Test("Typing at the end appends to the kept string without rebuilding it")
    func typingAtTheEnd() {
        var text = EditableText("ab")
        text.insert("中")
        #expect(text.text == "ab中")
        #expect(text.caret == 3)
        #expect(text.caretUTF8 == 5)
        #expect(text.caretColumn == 4)
        #expect(text.columns == 4)
        text.moveCaret(by: -2)
        text.insert("\u{1B}")
        #expect(text.text == "a\u{1B}b中")
        #expect(text.caretColumn == 2)
        #expect(text.columns == 5)
    }
}
