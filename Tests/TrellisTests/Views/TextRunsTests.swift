import Testing
@testable import Trellis

/// A text's runs: the first kept inline, the others in an array that a
/// text of one run leaves empty.
@MainActor
@Suite("Text runs")
struct TextRunsTests {
    private static func run(_ string: String, bold: Bool = false) -> Text.Run {
        var style = TextRunStyle()
        if bold {
            style.attributes = .bold
        }
        return Text.Run(string: string, style: style)
    }

    @Test("A text of one run, from a literal, a string or verbatim, keeps it inline with no array")
    func oneRunInline() {
        for text in [Text("row \(12)"), Text("plain"), Text(verbatim: "a*b*"), Text("")] {
            #expect(text.runs.count == 1)
            #expect(text.runs.tail.isEmpty)
            #expect(text.runs.tail.capacity == 0)
        }
        #expect(Text("row \(12)").runs.head.string == "row 12")
    }

    @Test("Several runs index, change and compare as an array of them would")
    func severalRuns() {
        var text = Text("a ") + Text("b").bold() + Text(" c")
        #expect(text.runs.map(\.string) == ["a ", "b", " c"])
        #expect(text.runs.tail.count == 2)
        #expect(text.runs[1].style.attributes == .bold)
        text.runs[2].string = " d"
        text.runs[0].style.attributes = .italic
        var italic = Self.run("a ")
        italic.style.attributes = .italic
        #expect(Array(text.runs) == [italic, Self.run("b", bold: true), Self.run(" d")])
        #expect(text.runs.count == 3)
    }

    @Test("Runs made from an array equal the same runs built another way, and differ when a run does")
    func equality() {
        let runs = [Self.run("x"), Self.run("y", bold: true)]
        #expect(Text.Runs(runs) == (Text("x") + Text("y").bold()).runs)
        #expect(Text.Runs([Self.run("x")]) == Text.Runs(Self.run("x")))
        #expect(Text.Runs([Self.run("x")]) != Text.Runs(Self.run("x", bold: true)))
        #expect(Text.Runs(runs) != Text.Runs([Self.run("x"), Self.run("z", bold: true)]))
        #expect(Text.Runs(runs) != Text.Runs([Self.run("x")]))
    }

    @Test("A one-run text's printable-ASCII width is its byte count, over the runs after it too")
    func printableWidth() {
        let one = Text("row 12").runs
        #expect(TextLayout.printableASCIIWidth(of: one.head.string, then: one.tail) == 6)
        let several = (Text("ab") + Text("cde").bold()).runs
        #expect(TextLayout.printableASCIIWidth(of: several.head.string, then: several.tail) == 5)
        let wide = (Text("ab") + Text("日本")).runs
        #expect(TextLayout.printableASCIIWidth(of: wide.head.string, then: wide.tail) == nil)
        let tab = Text(verbatim: "a\tb").runs
        #expect(TextLayout.printableASCIIWidth(of: tab.head.string, then: tab.tail) == nil)
    }
}
