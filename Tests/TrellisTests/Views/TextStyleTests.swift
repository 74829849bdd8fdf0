import Observation
import Testing
@testable import Trellis

/// Text styles: attributes and colours on a `Text`, inherited through the
/// environment like SwiftUI's foreground style.
@MainActor
@Suite("Text styles")
struct TextStyleTests {
    enum Style: CaseIterable {
        case bold, italic, underline, strikethrough, dim, inverse, boldItalic, notBold
    }

    @Test("Each style modifier sets its attribute on the text's cells", arguments: [
        (Style.bold, TextAttributes.bold), (.italic, .italic), (.underline, .underline),
        (.strikethrough, .strikethrough), (.dim, .dim), (.inverse, .inverse),
        (.boldItalic, TextAttributes([.bold, .italic])), (.notBold, TextAttributes()),
    ])
    func attributes(style: Style, attributes: TextAttributes) {
        let text: Text =
            switch style {
            case .bold: Text("x").bold()
            case .italic: Text("x").italic()
            case .underline: Text("x").underline()
            case .strikethrough: Text("x").strikethrough()
            case .dim: Text("x").dim()
            case .inverse: Text("x").inverse()
            case .boldItalic: Text("x").bold().italic()
            case .notBold: Text("x").bold(false)
            }
        let host = TestHost(columns: 4, rows: 1) { text }
        #expect(host.cell(column: 0, row: 0).attributes == attributes)
        #expect(host.cell(column: 0, row: 0).character == "x")
    }

    @Test("Styles set on a container reach every text inside; a text's own style wins")
    func inheritance() {
        let host = TestHost(columns: 10, rows: 3) {
            VStack(alignment: .leading) {
                Text("a")
                Text("b").foregroundStyle(.red)
                HStack { Text("c").italic() }.underline()
            }
            .foregroundStyle(.blue)
            .bold()
        }
        #expect(host.cell(column: 0, row: 0) == Cell(character: "a", foreground: .blue, attributes: .bold))
        #expect(host.cell(column: 0, row: 1) == Cell(character: "b", foreground: .red, attributes: .bold))
        #expect(
            host.cell(column: 0, row: 2)
                == Cell(character: "c", foreground: .blue, attributes: [.bold, .italic, .underline]))
    }

    @Test("A style set lower in the tree overrides the inherited one for that subtree only")
    func nearestWins() {
        let host = TestHost(columns: 10, rows: 2) {
            VStack(alignment: .leading) {
                Text("outer")
                Text("inner").foregroundColor(.green)
            }
            .foregroundColor(.yellow)
        }
        #expect(host.cell(column: 0, row: 0).foreground == .yellow)
        #expect(host.cell(column: 0, row: 1).foreground == .green)
    }

    @Test("Colours: the 16 ANSI colours, palette indices and 24-bit RGB reach the cells and the bytes", arguments: [
        (Color.red, "\u{1B}[31m"),
        (Color.ansi(12), "\u{1B}[94m"),
        (Color.palette(208), "\u{1B}[38;5;208m"),
        (Color(hex: 0xFF8000), "\u{1B}[38;2;255;128;0m"),
        (Color(red: 1, green: 0.5, blue: 0), "\u{1B}[38;2;255;128;0m"),
    ])
    func colors(color: Color, sequence: String) {
        let host = TestHost(columns: 4, rows: 1) { Text("x").foregroundStyle(color) }
        #expect(host.cell(column: 0, row: 0).foreground == color)
        #expect(String(decoding: host.takeOutput(), as: UTF8.self).contains(sequence + "x"))
    }

    @Test("A style change redraws only the text's cells and writes one style change")
    func styleUpdate() {
        let handle = StateHandle<Bool>()
        struct Toggle: View {
            let handle: StateHandle<Bool>
            @State private var isOn = false
            var body: some View {
                let _ = handle.bind($isOn)
                VStack(alignment: .leading) {
                    Text("title")
                    Text("status").bold(isOn)
                }
            }
        }
        let host = TestHost(columns: 10, rows: 2) { Toggle(handle: handle) }
        _ = host.takeOutput()
        let before = host.statistics.cellsDrawn
        handle.value = true
        host.update()
        #expect(host.statistics.cellsDrawn - before == 6)
        #expect(host.cell(column: 0, row: 1).attributes == .bold)
        let bytes = String(decoding: host.takeOutput(), as: UTF8.self)
        #expect(bytes.contains("\u{1B}[1mstatus"))
        #expect(!bytes.contains("title"))
    }

    /// A text whose characters and bold run a test sets.
    @Observable
    final class Label {
        var text = "a"
        var isBold = false
    }

    /// The label's text, bold as it says.
    struct LabelView: View {
        let label: Label
        var body: some View { Text(label.text).bold(label.isBold) }
    }

    @Test("A changed text of one run is drawn in its run's style: kept when only the characters change, new when the style does")
    func changedRunStyle() {
        let label = Label()
        let host = TestHost(columns: 4, rows: 1) { LabelView(label: label) }
        #expect(host.cell(column: 0, row: 0) == Cell(character: "a"))
        label.text = "b"
        host.update()
        #expect(host.cell(column: 0, row: 0) == Cell(character: "b"))
        label.text = "c"
        label.isBold = true
        host.update()
        #expect(host.cell(column: 0, row: 0) == Cell(character: "c", attributes: .bold))
        label.text = "d"
        host.update()
        #expect(host.cell(column: 0, row: 0) == Cell(character: "d", attributes: .bold))
        label.isBold = false
        host.update()
        #expect(host.cell(column: 0, row: 0) == Cell(character: "d"))
    }
}
