import Testing
@testable import Trellis

/// The test terminal itself: the writer's tests are only as good as its
/// model of scroll regions.
@Suite("TerminalEmulator scroll regions")
struct TerminalEmulatorTests {
    /// A 4-column terminal showing `lines`, one per row, cursor home.
    func terminal(showing lines: [String]) -> TerminalEmulator {
        var terminal = TerminalEmulator(width: 4, height: lines.count)
        for (row, line) in lines.enumerated() {
            terminal.feed(Array("\u{1B}[\(row + 1)H\(line)".utf8))
        }
        terminal.feed(Array("\u{1B}[H".utf8))
        return terminal
    }

    func rows(of terminal: TerminalEmulator) -> [String] {
        terminal.screen.map { String($0.filter { $0.width != 0 }.map(\.character)) }
    }

    @Test("SU inside a region set by DECSTBM moves only the region's rows up; the rows moved in are blank")
    func scrollUp() {
        var terminal = terminal(showing: ["a", "b", "c", "d", "e"])
        terminal.feed(Array("\u{1B}[2;4r\u{1B}[2H\u{1B}[S".utf8))
        #expect(rows(of: terminal) == ["a   ", "c   ", "d   ", "    ", "e   "])
        #expect(terminal.scrollRegion == 1..<4)
        terminal.feed(Array("\u{1B}[r".utf8))
        #expect(terminal.scrollRegion == 0..<5)
        #expect(terminal.violations == [])
    }

    @Test("SD by two moves the region's rows down and fills the rows moved in with the current background")
    func scrollDown() {
        var terminal = terminal(showing: ["a", "b", "c", "d", "e"])
        terminal.feed(Array("\u{1B}[44m\u{1B}[1;4r\u{1B}[H\u{1B}[2T\u{1B}[r".utf8))
        #expect(rows(of: terminal) == ["    ", "    ", "a   ", "b   ", "e   "])
        #expect(terminal.screen[0][0].background == .ansi(4) && terminal.screen[1][3].background == .ansi(4))
        #expect(terminal.screen[2][0].background == .default)
        #expect(terminal.violations == [])
    }

    @Test("Setting and resetting the region homes the cursor")
    func homes() {
        var terminal = terminal(showing: ["a", "b", "c"])
        terminal.feed(Array("\u{1B}[3;4H\u{1B}[2;3r".utf8))
        #expect(terminal.row == 0 && terminal.column == 0)
        terminal.feed(Array("\u{1B}[3;4H\u{1B}[r".utf8))
        #expect(terminal.row == 0 && terminal.column == 0)
    }

    @Test("A region of one row is ignored: SU then scrolls the whole screen")
    func invalidRegion() {
        var terminal = terminal(showing: ["a", "b", "c"])
        terminal.feed(Array("\u{1B}[2;2r\u{1B}[S".utf8))
        #expect(terminal.scrollRegion == 0..<3)
        #expect(rows(of: terminal) == ["b   ", "c   ", "    "])
        #expect(terminal.violations == [])
    }

    @Test("Scrolling with the cursor outside the region, a region left set, and LF on the bottom margin are violations")
    func violations() {
        var terminal = terminal(showing: ["a", "b", "c", "d"])
        terminal.feed(Array("\u{1B}[?2026h\u{1B}[2;3r\u{1B}[S\u{1B}[3H\n\u{1B}[?2026l".utf8))
        #expect(
            terminal.violations == [
                "S with the cursor on row 0, outside the scroll region 1..<3",
                "LF on the bottom margin scrolls",
                "scroll region 1..<3 left set",
            ])
    }
}
