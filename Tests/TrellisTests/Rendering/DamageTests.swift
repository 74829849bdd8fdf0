import Testing
@testable import Trellis

/// Damage-limited frames draw exactly what a full redraw draws: after random
/// changes, the incrementally drawn screen equals a fresh host's, cell for
/// cell, and a terminal fed the written bytes shows it.
@MainActor
@Suite("Damage")
struct DamageTests {
    @Observable
    final class Board {
        var texts: [String]
        var backgrounds: [Int]
        var overlay: String
        var headerLines: Int
        var shift = 0

        init(texts: [String], backgrounds: [Int], overlay: String, headerLines: Int) {
            self.texts = texts
            self.backgrounds = backgrounds
            self.overlay = overlay
            self.headerLines = headerLines
        }
    }

    static let colors: [Color] = [.clear, .blue, .red, Color(hex: 0x203040)]
    static let pool = ["abc", "漢字", "👨\u{200D}👩\u{200D}👧", "🇯🇵x", "e\u{301}e", "a漢b", "", "xyzw", "字 字"]

    struct BoardView: View {
        let board: Board
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text(String(repeating: "header\n", count: board.headerLines).dropLast())
                ForEach(0..<4, id: \.self) { row in
                    HStack(spacing: 1) {
                        ForEach(0..<3, id: \.self) { column in
                            let index = row * 3 + column
                            Text(board.texts[index])
                                .frame(width: 5, alignment: .leading)
                                .background(DamageTests.colors[board.backgrounds[index]])
                        }
                    }
                }
                ZStack(alignment: .leading) {
                    Text("漢字漢字漢字漢字")
                    Text(board.overlay).background(.green)
                }
                .frame(width: 17, alignment: .leading)
                Text("moved 漢").offset(x: CGFloat(board.shift), y: CGFloat(board.shift % 2))
                    .frame(width: 4, alignment: .leading)
            }
        }
    }

    @Test("Random changes drawn incrementally equal a fresh full render", arguments: 0..<20)
    func randomChanges(seed: Int) {
        var random = SeededGenerator(state: UInt64(seed) &+ 1)
        let board = Board(
            texts: (0..<12).map { Self.pool[$0 % Self.pool.count] }, backgrounds: Array(repeating: 0, count: 12),
            overlay: "ab", headerLines: 1)
        let host = TestHost(columns: 20, rows: 10) { BoardView(board: board) }
        var terminal = TerminalEmulator(width: 20, height: 10)
        terminal.feed(host.takeOutput())
        for step in 0..<30 {
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                switch Int.random(in: 0..<11, using: &random) {
                case 0..<5: board.texts[Int.random(in: 0..<12, using: &random)] = Self.pool.randomElement(using: &random)!
                case 5..<8: board.backgrounds[Int.random(in: 0..<12, using: &random)] = Int.random(in: 0..<4, using: &random)
                case 8: board.overlay = ["ab", "x", "   ", "字"].randomElement(using: &random)!
                case 9: board.shift = Int.random(in: -3...7, using: &random)
                default: board.headerLines = Int.random(in: 1...2, using: &random)
                }
            }
            host.update()
            terminal.feed(host.takeOutput())
            let fresh = TestHost(columns: 20, rows: 10) { BoardView(board: board) }
            let context = "seed \(seed), step \(step)"
            for row in 0..<10 {
                for column in 0..<20 {
                    #expect(host.cell(column: column, row: row) == fresh.cell(column: column, row: row), "\(context) at \(column), \(row)")
                }
            }
            #expect(terminal.lines == fresh.screen, "\(context)")
            #expect(terminal.violations == [], "\(context)")
        }
    }

    @Test("A text that shrinks inside a fixed frame redraws its old frame only; the wide characters around it stay whole")
    func wideNeighbours() {
        let board = Board(
            texts: Array(repeating: "漢字", count: 12), backgrounds: Array(repeating: 0, count: 12), overlay: "ab",
            headerLines: 1)
        let host = TestHost(columns: 20, rows: 10) { BoardView(board: board) }
        let before = host.statistics.cellsDrawn
        board.texts[4] = "ab"
        host.update()
        // The text shrank from 4 columns to 2 inside its fixed frame: its old
        // and new frames, 4 cells, are drawn again.
        #expect(host.statistics.cellsDrawn - before == 4)
        #expect(
            host.cellMap(columns: 20, rows: 10) == """
                header
                漢_字_  漢_字_  漢_字_
                漢_字_  ab    漢_字_
                漢_字_  漢_字_  漢_字_
                漢_字_  漢_字_  漢_字_
                ab字_漢_字_漢_字_漢_字_
                move
                d 漢_
                """)
    }
}
