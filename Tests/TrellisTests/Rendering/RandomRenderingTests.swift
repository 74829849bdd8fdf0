import Testing
@testable import Trellis

@MainActor
@Observable
final class Panel {
    var texts = ["one", "two", "漢字", "x"]
    var padding = 0
    var frameWidth = 8
    var alignmentIndex = 0
    var borderIndex = 0
    var opacity = 1.0
    var backgroundIndex = 0
    var foregroundIndex = 0
    var offset = 0
    var showExtra = false
    var rows = [1, 2, 3]
    var url = "https://a.example"
    var bold = false
    var lineLimit: Int? = nil
    var spacing = 0
}

@MainActor
@Suite("Random modifier changes")
struct RandomModifierChangeTests {
    static let colors: [Color] = [.clear, .red, .blue, Color(hex: 0x102030)]
    static let alignments: [Alignment] = [.leading, .center, .trailing, .bottomTrailing]
    static let borders: [BorderStyle] = [.single, .rounded, .double]

    struct Cell1: View {
        let panel: Panel
        let index: Int
        var body: some View { Text(panel.texts[index]) }
    }

    struct Board: View {
        let panel: Panel
        var body: some View {
            VStack(alignment: .leading, spacing: CGFloat(panel.spacing)) {
                HStack {
                    Cell1(panel: panel, index: 0)
                        .padding(.leading, CGFloat(panel.padding))
                        .frame(width: CGFloat(panel.frameWidth), alignment: RandomModifierChangeTests.alignments[panel.alignmentIndex])
                        .background(RandomModifierChangeTests.colors[panel.backgroundIndex])
                    Cell1(panel: panel, index: 1).border(RandomModifierChangeTests.borders[panel.borderIndex])
                    if panel.showExtra {
                        Text("extra").bold()
                    }
                }
                .foregroundStyle(RandomModifierChangeTests.colors[panel.foregroundIndex])
                ForEach(panel.rows, id: \.self) { row in
                    HStack(spacing: 0) {
                        Text("row \(row) ")
                        Cell1(panel: panel, index: 2).opacity(panel.opacity)
                    }
                }
                Link(destination: URL(string: panel.url)!) { Cell1(panel: panel, index: 3) }
                Text("offset").offset(x: CGFloat(panel.offset))
                Grid {
                    GridRow { Text("g"); Cell1(panel: panel, index: 0) }
                    GridRow { Cell1(panel: panel, index: 3); Text("h") }
                }
                Text("long text wraps here").lineLimit(panel.lineLimit).frame(width: 8, alignment: .leading)
            }
            .bold(panel.bold)
        }
    }

    @Test("random modifier changes drawn incrementally equal a fresh render", arguments: 0..<30)
    func random(seed: Int) {
        var random = SeededGenerator(state: UInt64(seed) &+ 11)
        let panel = Panel()
        let columns = 24
        let rows = 18
        let host = TestHost(columns: columns, rows: rows) { Board(panel: panel) }
        var terminal = TerminalEmulator(width: columns, height: rows)
        var log: [String] = []
        for step in 0..<25 {
            let choice = Int.random(in: 0..<16, using: &random)
            log.append("\(choice)")
            switch choice {
            case 0, 1: panel.texts[Int.random(in: 0..<4, using: &random)] = ["a", "bb", "漢", "ccc dd", "字字字"].randomElement(using: &random)!
            case 2: panel.padding = Int.random(in: 0...2, using: &random)
            case 3: panel.frameWidth = Int.random(in: 3...9, using: &random)
            case 4: panel.alignmentIndex = Int.random(in: 0..<4, using: &random)
            case 5: panel.borderIndex = Int.random(in: 0..<3, using: &random)
            case 6: panel.opacity = [0, 0.5, 1].randomElement(using: &random)!
            case 7: panel.backgroundIndex = Int.random(in: 0..<4, using: &random)
            case 8: panel.foregroundIndex = Int.random(in: 0..<4, using: &random)
            case 9: panel.offset = Int.random(in: -2...4, using: &random)
            case 10: panel.showExtra.toggle()
            case 11: panel.rows = Array([1, 2, 3, 4].shuffled(using: &random).prefix(Int.random(in: 0...4, using: &random)))
            case 12: panel.url = ["https://a.example", "https://b.example"].randomElement(using: &random)!
            case 13: panel.bold.toggle()
            case 14: panel.lineLimit = [nil, 1, 2].randomElement(using: &random)!
            default: panel.spacing = Int.random(in: 0...1, using: &random)
            }
            host.update()
            expectSameAsFresh(host, &terminal, columns: columns, rows: rows, "seed \(seed) step \(step) \(log)") { Board(panel: panel) }
        }
    }
}

@MainActor
@Observable
final class Panel2 {
    var priority = 0.0
    var fixed = false
    var zAlignment = 0
    var minLength = 0
    var gridText = "a"
    var texts = ["alpha", "beta", "漢字漢字", "d"]
    var shift = 0
    var listChanged = 0
    var showSecond = true
    var header = 1
    var frameMax = 6
}

@MainActor
@Suite("Random layout changes")
struct RandomLayoutChangeTests {
    struct T: View {
        let panel: Panel2
        let index: Int
        var body: some View { Text(panel.texts[index]) }
    }

    struct Row: View {
        let panel: Panel2
        let index: Int
        var body: some View {
            Text(index == 5 ? "row \(panel.listChanged) 漢" : "r\(index) 字字")
                .frame(width: 7, alignment: .trailing)
        }
    }

    struct Board: View {
        let panel: Panel2
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text(String(repeating: "h\n", count: panel.header).dropLast())
                HStack(spacing: 1) {
                    T(panel: panel, index: 0).layoutPriority(panel.priority)
                    T(panel: panel, index: 1)
                    Spacer(minLength: CGFloat(panel.minLength))
                    T(panel: panel, index: 2).fixedSize(horizontal: panel.fixed, vertical: false)
                }
                .frame(width: 16)
                ZStack(alignment: [Alignment.leading, .center, .trailing][panel.zAlignment]) {
                    Color.blue.frame(width: 12, height: 1)
                    T(panel: panel, index: 3)
                }
                GeometryReader { proxy in
                    Text("w\(Int(proxy.size.width))")
                }
                .frame(height: 1)
                Grid(alignment: .leading) {
                    GridRow { Text(panel.gridText); Text("z") }
                    GridRow { Text("1"); Text("2") }
                }
                HStack(spacing: 0) {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(0..<20, id: \.self) { index in
                            Row(panel: panel, index: index)
                        }
                    }
                    .frame(height: 4, alignment: .top)
                    Text("side").offset(x: CGFloat(panel.shift), y: CGFloat(panel.shift))
                    if panel.showSecond {
                        T(panel: panel, index: 1).frame(maxWidth: CGFloat(panel.frameMax))
                    }
                }
            }
        }
    }

    @Test("random layout changes drawn incrementally equal a fresh render", arguments: 0..<30)
    func random(seed: Int) {
        var random = SeededGenerator(state: UInt64(seed) &+ 101)
        let panel = Panel2()
        let columns = 20
        let rows = 14
        let host = TestHost(columns: columns, rows: rows) { Board(panel: panel) }
        var terminal = TerminalEmulator(width: columns, height: rows)
        var log: [String] = []
        for step in 0..<25 {
            let choice = Int.random(in: 0..<11, using: &random)
            log.append("\(choice)")
            switch choice {
            case 0: panel.priority = [0, 1, -1].randomElement(using: &random)!
            case 1: panel.fixed.toggle()
            case 2: panel.zAlignment = Int.random(in: 0..<3, using: &random)
            case 3: panel.minLength = Int.random(in: 0...3, using: &random)
            case 4: panel.gridText = ["a", "wide", "字字", ""].randomElement(using: &random)!
            case 5: panel.texts[Int.random(in: 0..<4, using: &random)] = ["x", "longer text", "字", "ab cd"].randomElement(using: &random)!
            case 6: panel.shift = Int.random(in: -2...3, using: &random)
            case 7: panel.listChanged += 1
            case 8: panel.showSecond.toggle()
            case 9: panel.header = Int.random(in: 1...2, using: &random)
            default: panel.frameMax = Int.random(in: 1...8, using: &random)
            }
            host.update()
            expectSameAsFresh(host, &terminal, columns: columns, rows: rows, "seed \(seed) step \(step) \(log)") { Board(panel: panel) }
        }
    }
}
