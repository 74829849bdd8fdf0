import Testing
@testable import Trellis

@MainActor
@Suite("Text on screen")
struct TextRenderingTests {
    @Test("Control characters in text are drawn as visible symbols, never as escape sequences", arguments: [
        ("a\u{1B}[2Jb", "a␛[2Jb"),
        ("bell\u{07}", "bell␇"),
        ("del\u{7F}", "del␡"),
        ("c1\u{9B}31m", "c1\u{FFFD}31m"),
        ("tab\there", "tab    here"),
        ("nul\u{0}", "nul␀"),
        ("plain", "plain"),
    ])
    func controlCharacters(input: String, shown: String) {
        let host = TestHost { Text(verbatim: input) }
        #expect(host.screen == shown)
        #expect(!host.screen.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test("Text is created from literals with interpolation, from strings, and joined with +")
    func textForms() {
        let count = 3
        let name: Substring = "sub"
        let host = TestHost {
            VStack(alignment: .leading) {
                Text("count \(count)")
                Text(name)
                Text("a") + Text(verbatim: "b")
                Text("with \(Text("nested"))")
            }
        }
        #expect(host.lines == ["count 3", "sub", "ab", "with nested"])
    }

    @Test("Text formats numbers with printf specifiers and format styles")
    func formatting() {
        let ratio = 2.0 / 3.0
        let host = TestHost {
            VStack(alignment: .leading) {
                Text("ratio \(ratio, specifier: "%.2f")")
                Text("count \(1234, format: .number.grouping(.never))")
                Text(42, format: .number)
            }
        }
        #expect(host.lines == ["ratio 0.67", "count 1234", "42"])
    }

    @Test("A vertical stack puts texts on lines, centred; an HStack puts them side by side, one column apart")
    func stacks() {
        let host = TestHost {
            VStack {
                Text("line 1\nline 2")
                HStack {
                    Text("left")
                    Text("top\nbottom")
                    Text("right")
                }
                HStack(spacing: 3) {
                    Text("a")
                    Text("b")
                }
                ZStack { Text("z") }
            }
        }
        #expect(
            host.screen == """
                     line 1
                     line 2
                left top    right
                     bottom
                      a   b
                        z
                """)
    }

    @Test("Text that does not fit the screen is truncated with an ellipsis; a zero or negative size shows nothing")
    func clipping() {
        let wide = TestHost(columns: 5, rows: 2) {
            VStack {
                Text("0123456789")
                Text("second")
                Text("third")
            }
        }
        #expect(wide.lines == ["0123…", "seco…"])
        #expect(TestHost(columns: 0, rows: 10) { Text("x") }.screen == "")
        #expect(TestHost(columns: -4, rows: -1) { Text("x") }.screen == "")
    }

    @Test("Lengths round to whole cells; NaN, negative and infinite lengths are clamped", arguments: [
        (CGFloat(1.4), 1), (1.5, 2), (-3, 0), (.nan, 0), (.infinity, 65_535), (-CGFloat.infinity, 0),
    ])
    func cells(length: CGFloat, cells: Int) {
        #expect(length.wholeCells == cells)
    }
}
