import Testing
@testable import Trellis

/// Gradients paint cell by cell: each cell takes the colour at its centre,
/// blended in RGB, as a shape's fill, a background style and a view.
@MainActor
@Suite("Gradients")
struct GradientTests {
    static let black = Color(red: 0, green: 0, blue: 0)
    static let white = Color(red: 1, green: 1, blue: 1)

    static func grey(_ level: Int) -> Color {
        Color(red: Double(level) / 255, green: Double(level) / 255, blue: Double(level) / 255)
    }

    func backgrounds(_ host: TestHost, row: Int, columns: Int) -> [Color?] {
        (0..<columns).map { host.cell(column: $0, row: row).background }
    }

    @Test("A linear gradient from leading to trailing gives each cell the colour at its centre: 1/8, 3/8, 5/8, 7/8 of the way")
    func linearFill() {
        let host = TestHost(columns: 4, rows: 1) {
            Rectangle().fill(LinearGradient(colors: [Self.black, Self.white], startPoint: .leading, endPoint: .trailing))
        }
        #expect(backgrounds(host, row: 0, columns: 4) == [Self.grey(32), Self.grey(96), Self.grey(159), Self.grey(223)])
    }

    @Test("As a view behind a text, a top-to-bottom gradient fills the frame, darker at the top; the text draws over it")
    func gradientView() {
        let host = TestHost(columns: 4, rows: 2) {
            ZStack {
                LinearGradient(colors: [Self.black, Self.white], startPoint: .top, endPoint: .bottom)
                Text("hi")
            }
        }
        #expect(host.screen == " hi")
        #expect(backgrounds(host, row: 0, columns: 4) == Array(repeating: Self.grey(64), count: 4))
        #expect(backgrounds(host, row: 1, columns: 4) == Array(repeating: Self.grey(191), count: 4))
    }

    @Test("`.background(.linearGradient(…))` paints the text's frame cell by cell; ANSI colours blend by xterm's values")
    func backgroundStyle() {
        let host = TestHost(columns: 2, rows: 1) {
            Text("ab").background(.linearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing))
        }
        // .black is ANSI 0 (0, 0, 0), .white ANSI 7 (229, 229, 229).
        #expect(backgrounds(host, row: 0, columns: 2) == [Self.grey(57), Self.grey(172)])
    }

    @Test("Stops set where colours sit; before the first and after the last the end colours hold")
    func stops() {
        let gradient = Gradient(stops: [
            .init(color: Self.white, location: 0.5), .init(color: Self.black, location: 0.25),
        ])
        #expect(gradient.color(at: 0) == Self.black)
        #expect(gradient.color(at: 0.375) == Self.grey(128))
        #expect(gradient.color(at: 1) == Self.white)
        #expect(Gradient(colors: []).color(at: 0.5) == .clear)
    }

    @Test("A stop without RGB (the default colour, clear) gives the nearer stop's colour")
    func stopsWithoutRGB() {
        let gradient = Gradient(colors: [.clear, Self.white])
        #expect(gradient.color(at: 0.25) == .clear)
        #expect(gradient.color(at: 0.75) == Self.white)
    }

    @Test("A radial gradient is its first colour at the centre and its last beyond the end radius; a row counts as two columns")
    func radial() {
        let style = RadialGradient(colors: [Self.black, Self.white], center: .center, startRadius: 0, endRadius: 4)
        #expect(style.color(column: 4, row: 2, width: 9, height: 5) == Self.black)
        #expect(style.color(column: 6, row: 2, width: 9, height: 5) == Self.grey(128))
        #expect(style.color(column: 4, row: 3, width: 9, height: 5) == Self.grey(128))
        #expect(style.color(column: 0, row: 0, width: 9, height: 5) == Self.white)
    }

    @Test("An angular gradient turns clockwise from the trailing side")
    func angular() {
        let style = AngularGradient(colors: [Self.black, Self.white], center: .center)
        #expect(style.color(column: 5, row: 1, width: 5, height: 3) == Self.grey(0))
        #expect(style.color(column: 2, row: 2, width: 5, height: 3) == Self.grey(64))
        #expect(style.color(column: 0, row: 1, width: 5, height: 3) == Self.grey(128))
    }

    @Test("As a text's foreground style a gradient is its colour halfway; Color.gradient is the colour, lighter at the top")
    func foregroundAndColorGradient() {
        let host = TestHost(columns: 4, rows: 3) {
            VStack(spacing: 0) {
                Text("ab").foregroundStyle(LinearGradient(colors: [Self.black, Self.white], startPoint: .leading, endPoint: .trailing))
                Rectangle().fill(Self.grey(100).gradient).frame(width: 1, height: 2)
            }
        }
        #expect(host.cell(column: 1, row: 0).foreground == Self.grey(128))
        // From 100 × 0.8 + 51 = 131 at the top to 100 at the bottom, sampled at 1/4 and 3/4.
        #expect(host.cell(column: 0, row: 1).background == Self.grey(123))
        #expect(host.cell(column: 0, row: 2).background == Self.grey(108))
    }

    /// Lines as tutorials write them.
    struct Card: View {
        var body: some View {
            ZStack {
                LinearGradient(gradient: Gradient(colors: [.blue, .purple]), startPoint: .topLeading, endPoint: .bottomTrailing)
                    .ignoresSafeArea()
                VStack {
                    Text("Sale")
                        .foregroundStyle(.linearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing))
                    Circle().fill(.blue.gradient).frame(width: 2, height: 1)
                    Text("Go").padding(.horizontal).background(
                        LinearGradient(gradient: Gradient(colors: [.orange, .red]), startPoint: .leading, endPoint: .trailing))
                    RoundedRectangle(cornerRadius: 8)
                        .fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 6))
                        .frame(height: 1)
                }
            }
        }
    }

    @Test("Gradients as tutorials write them compile and paint the screen behind the texts")
    func tutorialLines() {
        let host = TestHost(columns: 8, rows: 6) { Card() }
        #expect(host.screen == "\n  Sale\n   ●\n   Go")
        // The top-leading cell's centre (1/16, 1/12) projects on the diagonal at (1/16 + 1/12) / 2 = 7/96.
        #expect(host.cell(column: 0, row: 0).background == Gradient(colors: [.blue, .purple]).color(at: 7.0 / 96))
    }
}
