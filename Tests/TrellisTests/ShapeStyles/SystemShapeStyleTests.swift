import Testing
@testable import Trellis

/// The system's shape styles (`.background`, `.foreground`, `.separator`,
/// `.link`, `.placeholder`, `.selection`), a style's own hierarchy
/// (`Color.blue.secondary`), `.foregroundStyle` with two and three levels,
/// and `Text.foregroundStyle` over any style.
@MainActor
@Suite("System shape styles")
struct SystemShapeStyleTests {
    @Test("Text colours: foreground keeps the inherited, separator and placeholder are faint, link and selection the tint, background black")
    func textColours() {
        let host = TestHost(columns: 6, rows: 6) {
            VStack(alignment: .leading, spacing: 0) {
                Text("fg").foregroundStyle(.foreground)
                Text("sep").foregroundStyle(.separator)
                Text("ph").foregroundStyle(.placeholder)
                Text("link").foregroundStyle(.link)
                Text("sel").foregroundStyle(.selection)
                Text("bg").foregroundStyle(.background)
            }
            .foregroundStyle(.green)
            .tint(.orange)
        }
        #expect(host.screen == "fg\nsep\nph\nlink\nsel\nbg")
        let legend: [Color: Character] = [.green: "g", .secondary: "s", .orange: "o", .black: "k"]
        #expect(host.colorMap(columns: 6, rows: 6, legend: legend, isBackground: false) == "gg....\nsss...\nss....\noooo..\nooo...\nkk....")
    }

    @Test("The same styles through a view's foregroundStyle resolve in its environment")
    func viewColours() {
        let host = TestHost(columns: 4, rows: 3) {
            VStack(alignment: .leading, spacing: 0) {
                Text("a").foregroundStyle(.foreground)
                VStack { Text("b") }.foregroundStyle(.link)
                VStack { Text("c") }.foregroundStyle(.separator)
            }
            .foregroundStyle(.green)
            .tint(.orange)
        }
        #expect(host.screen == "a\nb\nc")
        let legend: [Color: Character] = [.green: "g", .secondary: "s", .orange: "o"]
        #expect(host.colorMap(columns: 4, rows: 3, legend: legend, isBackground: false) == "g...\no...\ns...")
    }

    @Test("Fills: background is the terminal's opaque default, foreground the text colour, separator grey, selection the tint")
    func fills() {
        let host = TestHost(columns: 3, rows: 4) {
            VStack(spacing: 0) {
                Color.clear.frame(width: 3, height: 1).background(.background)
                Color.clear.frame(width: 3, height: 1).background(.foreground)
                Color.clear.frame(width: 3, height: 1).background(.separator)
                Color.clear.frame(width: 3, height: 1).background(.selection)
            }
        }
        let legend: [Color: Character] = [.primary: "p", .white: "w", .gray: "y", .blue: "b"]
        #expect(host.colorMap(columns: 3, rows: 4, legend: legend) == "ppp\nwww\nyyy\nbbb")
    }

    @Test("A colour's secondary, tertiary and quaternary levels mix it with black at 60, 40 and 25 per cent")
    func levels() {
        let base = Color(hex: 0xC86400)
        let host = TestHost(columns: 4, rows: 4) {
            VStack(alignment: .leading, spacing: 0) {
                Text("one").foregroundStyle(base)
                Text("two").foregroundStyle(base.secondary)
                Text("tri").foregroundStyle(base.tertiary)
                VStack { Text("qua") }.foregroundStyle(base.quaternary)
            }
        }
        #expect(host.screen == "one\ntwo\ntri\nqua")
        let legend: [Color: Character] = [
            base: "1", Color(hex: 0x783C00): "2", Color(hex: 0x502800): "3", Color(hex: 0x321900): "4",
        ]
        #expect(host.colorMap(columns: 4, rows: 4, legend: legend, isBackground: false) == "111.\n222.\n333.\n444.")
        #expect(Color.primary.secondary._color(in: EnvironmentValues(), isFill: false) == .secondary)
    }

    @Test("foregroundStyle(_:_:) colours the primary level and what asks for the secondary; (_:_:_:) the tertiary too")
    func hierarchicalLevels() {
        let host = TestHost(columns: 4, rows: 6) {
            VStack(alignment: .leading, spacing: 0) {
                VStack(alignment: .leading, spacing: 0) {
                    Text("p")
                    Text("s").foregroundStyle(.secondary)
                    Text("t").foregroundStyle(.tertiary)
                }
                .foregroundStyle(.green, .orange)
                VStack(alignment: .leading, spacing: 0) {
                    Text("p")
                    Text("s").foregroundStyle(.secondary)
                    Text("t").foregroundStyle(.tertiary)
                }
                .foregroundStyle(.green, .orange, .red)
            }
        }
        #expect(host.screen == "p\ns\nt\np\ns\nt")
        let legend: [Color: Character] = [.green: "g", .orange: "o", .red: "r"]
        #expect(host.colorMap(columns: 4, rows: 6, legend: legend, isBackground: false) == "g...\no...\no...\ng...\no...\nr...")
    }

    @Test("Text.foregroundStyle takes any style: colours, the tint, gradients halfway, erased styles; a run's own colour wins")
    func textForegroundStyle() {
        let host = TestHost(columns: 8, rows: 4) {
            VStack(alignment: .leading, spacing: 0) {
                Text("tint").foregroundStyle(.tint)
                Text("grad").foregroundStyle(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing))
                Text("any").foregroundStyle(AnyShapeStyle(Color.red))
                (Text("own").foregroundColor(.green) + Text("x")).foregroundStyle(.red)
            }
            .tint(.orange)
        }
        #expect(host.screen == "tint\ngrad\nany\nownx")
        let halfway = Gradient(colors: [.black, .white]).color(at: 0.5)
        let legend: [Color: Character] = [.orange: "o", halfway: "h", .red: "r", .green: "g"]
        #expect(host.colorMap(columns: 8, rows: 4, legend: legend, isBackground: false) == "oooo....\nhhhh....\nrrr.....\ngggr....")
    }
}
