import Testing
@testable import Trellis

/// Shape styles: the tint, the hierarchy, materials, named colours and
/// opacity, through `.foregroundStyle`, `.background` and `.tint`.
@MainActor
@Suite("Shape styles")
struct ShapeStyleTests {
    @Observable
    final class Theme {
        var tint: Color? = nil
    }

    struct Tinted: View {
        let theme: Theme
        var body: some View {
            VStack(alignment: .leading) {
                Text("tint").foregroundStyle(.tint)
                Text("bar").frame(width: 5).background(.tint)
            }
            .tint(theme.tint)
        }
    }

    @Test("`.tint` is the accent colour (blue) until `.tint(_:)` sets another; a change of it draws the views again")
    func tint() {
        let theme = Theme()
        let host = TestHost(columns: 6, rows: 2) { Tinted(theme: theme) }
        let legend: [Color: Character] = [.blue: "b", .orange: "o"]
        #expect(host.colorMap(columns: 6, rows: 1, legend: legend, isBackground: false) == "bbbb..")
        #expect(host.colorMap(columns: 6, rows: 2, legend: legend) == "......\nbbbbb.")
        theme.tint = .orange
        host.update()
        #expect(host.colorMap(columns: 6, rows: 1, legend: legend, isBackground: false) == "oooo..")
        #expect(host.colorMap(columns: 6, rows: 2, legend: legend) == "......\nooooo.")
        theme.tint = nil
        host.update()
        #expect(host.colorMap(columns: 6, rows: 2, legend: legend) == "......\nbbbbb.")
    }

    @Test("Hierarchical styles: .primary is the text colour above, the others draw it faint")
    func hierarchy() {
        let host = TestHost(columns: 6, rows: 4) {
            VStack(alignment: .leading) {
                Text("one").foregroundStyle(HierarchicalShapeStyle.primary)
                Text("two").foregroundStyle(AnyShapeStyle(.secondary))
                Text("three").foregroundStyle(.tertiary)
                Text("four").foregroundStyle(.quaternary)
            }
            .foregroundStyle(.green)
        }
        #expect(host.screen == "one\ntwo\nthree\nfour")
        let legend: [Color: Character] = [.green: "g", .secondary: "s"]
        #expect(host.colorMap(columns: 6, rows: 4, legend: legend, isBackground: false) == "ggg...\nsss...\nsssss.\nssss..")
    }

    @Test("A material is an opaque fill in the terminal's background: it hides what is behind")
    func material() {
        let host = TestHost(columns: 6, rows: 1) {
            ZStack {
                Color.red
                Text("hi").background(.ultraThinMaterial)
            }
        }
        #expect(host.screen == "  hi")
        #expect(host.colorMap(columns: 6, rows: 1, legend: [.red: "r", .primary: "m"]) == "rrmmrr")
    }

    @Test("Color(name) is the colour defined for the name; an undefined name is the default colour")
    func namedColors() {
        Color.define("ShapeStyleTests.Brand", as: Color(hex: 0xFF6B35))
        #expect(Color("ShapeStyleTests.Brand") == Color(hex: 0xFF6B35))
        #expect(Color("ShapeStyleTests.Undefined") == .primary)
        let host = TestHost(columns: 4, rows: 1) { Text("go").foregroundStyle(Color("ShapeStyleTests.Brand")) }
        #expect(host.cell(column: 0, row: 0).foreground == Color(hex: 0xFF6B35))
    }

    @Test("Opacity mixes a colour with a dark background; 0 is clear, 1 the colour, default colours turn faint")
    func opacity() {
        #expect(Color.blue.opacity(0.5) == Color(kind: .rgb(0, 0, 119)))
        #expect(Color(hex: 0x804020).opacity(0.25) == Color(kind: .rgb(32, 16, 8)))
        #expect(Color.red.opacity(0) == .clear)
        #expect(Color.red.opacity(1.5) == .red)
        #expect(Color.primary.opacity(0.6) == .secondary)
    }

    @Test("Erased styles are equal when the styles are; a background whose style did not change is not drawn again")
    func erasedEquality() {
        #expect(AnyShapeStyle(Color.red) == AnyShapeStyle(Color.red))
        #expect(AnyShapeStyle(Color.red) != AnyShapeStyle(Color.blue))
        #expect(AnyShapeStyle(AnyShapeStyle(TintShapeStyle())) == AnyShapeStyle(.tint))
        #expect(AnyShapeStyle(Material.thin) != AnyShapeStyle(TintShapeStyle()))
    }
}
