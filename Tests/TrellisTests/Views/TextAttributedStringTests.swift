import Foundation
import Testing
@testable import Trellis

/// `Text(AttributedString)`, `Text(_:formatter:)` and the line-style
/// patterns of `underline` and `strikethrough`.
@MainActor
@Suite("Attributed and formatted text")
struct TextAttributedStringTests {
    @Test("An attributed string shows its characters; a link is underlined in the tint and linked with OSC 8; foregroundColor colours its run")
    func attributedString() {
        var link = AttributedString("status")
        link.link = URL(string: "https://status.example")
        var failed = AttributedString(" failed")
        failed.foregroundColor = .red
        let message = AttributedString("Deploy ") + link + failed
        let host = TestHost(columns: 24, rows: 1) {
            Text(message).tint(.green)
        }
        #expect(host.screen == "Deploy status failed")
        #expect(host.attributeMap(columns: 24, rows: 1) == "...... uuuuuu ......")
        let legend: [Color: Character] = [.green: "g", .red: "r"]
        #expect(host.colorMap(columns: 24, rows: 1, legend: legend, isBackground: false) == ".......ggggggrrrrrrr....")
        #expect(TerminalOutput.hyperlinks(in: host.takeOutput()) == [.init(url: "https://status.example", text: "status")])
    }

    @Test("A string literal still reads as Markdown, not as an attributed string; an empty attributed string shows nothing")
    func literalsStayKeys() {
        #expect(Text("**bold**").plainText == "bold")
        #expect(Text(AttributedString()).plainText == "")
    }

    @Test("Text(_:formatter:) shows what the formatter makes, and nothing for nil")
    func formatter() {
        let dates = DateFormatter()
        dates.dateFormat = "yyyy-MM-dd"
        dates.timeZone = TimeZone(identifier: "UTC")
        let numbers = NumberFormatter()
        numbers.numberStyle = .percent
        let missing: NSNumber? = nil
        let host = TestHost(columns: 12, rows: 4) {
            VStack(alignment: .leading, spacing: 0) {
                Text(Date(timeIntervalSince1970: 0), formatter: dates)
                Text(NSNumber(value: 0.5), formatter: numbers)
                Text(missing, formatter: numbers)
                Text("end")
            }
        }
        #expect(host.screen == "1970-01-01\n50%\n\nend")
    }

    @Test("Underline and strikethrough patterns are accepted and drawn as solid lines, on a Text and on a view")
    func linePatterns() {
        let host = TestHost(columns: 6, rows: 4) {
            VStack(alignment: .leading, spacing: 0) {
                Text("dash").underline(pattern: .dash, color: .red)
                Text("dot").strikethrough(pattern: .dot)
                VStack { Text("view") }.underline(pattern: .dashDot)
                VStack { Text("off") }.strikethrough(false, pattern: .dashDotDot)
            }
        }
        #expect(host.screen == "dash\ndot\nview\noff")
        #expect(host.attributeMap(columns: 6, rows: 4) == "uuuu\nsss\nuuuu\n...")
        #expect(Text.LineStyle(pattern: .solid) == .single)
    }
}
