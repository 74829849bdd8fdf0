import Testing
@testable import Trellis

/// Inline Markdown in a `Text` made from a literal, as SwiftUI shows it.
@MainActor
@Suite("Inline Markdown")
struct InlineMarkdownTests {
    /// The runs of `source`, as (text, attributes letters, link).
    func runs(_ source: String) -> [String] {
        let (runs, links) = InlineMarkdown.runs(source)
        return runs.map { run in
            var marks = ""
            if run.style.attributes.contains(.bold) { marks += "b" }
            if run.style.attributes.contains(.italic) { marks += "i" }
            if run.style.attributes.contains(.strikethrough) { marks += "s" }
            if run.style.attributes.contains(.underline) { marks += "u" }
            if run.style.link > 0 { marks += "→" + links[Int(run.style.link) - 1] }
            return marks.isEmpty ? run.string : "\(run.string)[\(marks)]"
        }
    }

    @Test("Strong, emphasis, both, strikethrough and code; nesting follows the worked example")
    func emphasis() {
        #expect(runs("**bold** and *italic*") == ["bold[b]", " and ", "italic[i]"])
        #expect(runs("__bold__ _it_ ***both*** ~~gone~~") == ["bold[b]", " ", "it[i]", " ", "both[bi]", " ", "gone[s]"])
        #expect(runs("a **b *c* d** e") == ["a ", "b [b]", "c[bi]", " d[b]", " e"])
        #expect(runs("run `swift *test*` now") == ["run swift *test* now"])
    }

    @Test("Unmatched delimiters, intraword underscores, spaced stars, escapes and block syntax stay as typed")
    func literals() {
        #expect(runs("snake_case_name") == ["snake_case_name"])
        #expect(runs("2 * 3 * 4") == ["2 * 3 * 4"])
        #expect(runs("**open") == ["**open"])
        #expect(runs("\\*not\\* em") == ["*not* em"])
        #expect(runs("# Title\n- item") == ["# Title\n- item"])
        #expect(runs("[no link] (here)") == ["[no link] (here)"])
        #expect(runs("``") == [""])
    }

    @Test("A link is underlined, carries its URL, and its label may hold emphasis")
    func links() {
        #expect(runs("see [the **guide**](https://example.com/g) now") == [
            "see ", "the [u→https://example.com/g]", "guide[bu→https://example.com/g]", " now",
        ])
    }

    @Test("A link's URL keeps balanced parentheses and loses its escapes; text past the length limit is shown as typed")
    func linkDestinations() {
        #expect(runs("[S](https://en.wikipedia.org/wiki/Swift_(language)).") == [
            "S[u→https://en.wikipedia.org/wiki/Swift_(language)]", ".",
        ])
        let url = "https://x.example/my_page"
        let (_, links) = InlineMarkdown.runs(Text("[Docs](\(url))").plainText == "Docs" ? "[Docs](https://x.example/my\\_page)" : "")
        #expect(links == [url])
        #expect(Text("[Docs](\(url))").links == [url])
        let long = String(repeating: "*a ", count: 2_000)
        #expect(Text(LocalizedStringKey(long)).plainText == long)
    }

    @Test("Interpolated values are never read as Markdown; Text(verbatim:) and String values show the source")
    func interpolation() {
        let name = "*star* [x](y)"
        #expect(Text("**\(name)** joined").runs.map(\.string) == ["*star* [x](y)", " joined"])
        #expect(Text("**\(name)** joined").runs[0].style.attributes == .bold)
        #expect(Text(verbatim: "**raw**").plainText == "**raw**")
        let value = "**raw**"
        #expect(Text(value).plainText == "**raw**")
        #expect(Text(LocalizedStringKey(value)).plainText == "raw")
        let marked = "*\u{301}x*"
        #expect(Text("\(marked)").plainText == marked)
    }

    @Test("An interpolated integer shows its digits, with no grouping, inside the Markdown around it")
    func integerInterpolation() {
        let count = 12_345
        let change = -7
        let text = Text("**\(count)** rows, \(change) since \(Int.min)")
        #expect(text.runs.map(\.string) == ["12345", " rows, -7 since -9223372036854775808"])
        #expect(text.runs[0].style.attributes == .bold)
        #expect(Text("*\(count)* or \(String(count))") == Text("*12345* or 12345"))
    }

    /// The Markdown of `key`, made from a literal by interpolation.
    func markdown(_ key: LocalizedStringKey) -> String {
        key.markdown
    }

    @Test("An integer in a short key is written after the text before it, at each length up to a small string's and past it")
    func shortKeyIntegerInterpolation() {
        #expect(markdown("\(0)") == "0")
        #expect(markdown("row \(-42)") == "row -42")
        #expect(markdown("row \(1_000)!") == "row 1000!")
        #expect(markdown("row \(12_345_678_901)") == "row 12345678901")
        #expect(markdown("row \(-1_234_567_890)") == "row -1234567890")
        #expect(markdown("row \(123_456_789_012)") == "row 123456789012")
        #expect(markdown("\(Int.max)") == "9223372036854775807")
        #expect(markdown("é \(5) \(-6)") == "é 5 -6")
        #expect(markdown("\(1)\(2)\(3)") == "123")
        let star = "*"
        let escaped: LocalizedStringKey = "\(star) \(9)"
        #expect(escaped.markdown == "\\* 9")
        #expect(escaped.resolved == "* 9")
        #expect(Text("**\(7)** of \(-8)").runs.map(\.string) == ["7", " of -8"])
        #expect(Text("**\(7)** of \(-8)").runs[0].style.attributes == .bold)
    }

    @Test("On screen: styles as attributes, the link in the tint, each of its cells linked with OSC 8")
    func screen() {
        let host = TestHost(columns: 30, rows: 1) {
            Text("**Tip:** read [the docs](https://swift.org)").tint(.green)
        }
        #expect(host.screen == "Tip: read the docs")
        #expect(host.attributeMap(columns: 30, rows: 1) == "bbbb .... uuuuuuuu")
        #expect(host.colorMap(columns: 18, rows: 1, legend: [.green: "g"], isBackground: false) == "..........gggggggg")
        let bytes = host.takeOutput()
        #expect(TerminalOutput.hyperlinks(in: bytes) == [.init(url: "https://swift.org", text: "the docs")])
    }

    @Test("Joined texts keep each one's links")
    func joinedLinks() {
        let host = TestHost(columns: 20, rows: 1) {
            Text("[one](https://a.example)") + Text(" and ") + Text("[two](https://b.example)")
        }
        #expect(host.screen == "one and two")
        #expect(TerminalOutput.hyperlinks(in: host.takeOutput()) == [
            .init(url: "https://a.example", text: "one"), .init(url: "https://b.example", text: "two"),
        ])
    }
}
