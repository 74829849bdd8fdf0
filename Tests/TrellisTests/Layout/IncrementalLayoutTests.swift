import Testing
@testable import Trellis

/// Layout and drawing are incremental: a change lays out the path from the
/// changed view to the root and redraws only the cells it damaged.
@MainActor
@Suite("Incremental layout")
struct IncrementalLayoutTests {
    struct Row: View {
        let index: Int
        let target: Int
        let handle: StateHandle<Int>
        @State private var hits = 0
        var body: some View {
            let _ = index == target ? handle.bind($hits) : ()
            Text("row \(index): \(hits)")
        }
    }

    struct Rows: View {
        let count: Int
        let target: Int
        let handle: StateHandle<Int>
        var body: some View {
            VStack(alignment: .leading) {
                ForEach(0..<count, id: \.self) { index in
                    Row(index: index, target: target, handle: handle)
                }
            }
        }
    }

    @Test("A one-row change in a 10,000-row VStack measures and places three nodes and redraws that text's cells", arguments: [10, 10_000])
    func oneRowChange(count: Int) {
        let handle = StateHandle<Int>()
        let host = TestHost(columns: 30, rows: 10) { Rows(count: count, target: 3, handle: handle) }
        _ = host.takeOutput()
        let before = host.statistics
        handle.value = 7
        host.update()
        let after = host.statistics
        // Placed: the Text, the VStack and the root. Measured: the root, the
        // VStack, and the Text once: its size holds for any height, so the
        // stack's other probes (a zero, an unlimited and its offered height)
        // find it cached. No other row is measured or placed.
        #expect(after.layoutPasses - before.layoutPasses == 6)
        // Drawn again: the changed text's frame, "row 3: 7", 8 cells.
        #expect(after.cellsDrawn - before.cellsDrawn == 8)
        #expect(after.framesDrawn - before.framesDrawn == 1)
        // The cursor is placed once, the cheapest way (up six rows from where
        // the first frame ended, back one column: 5 bytes, where
        // `ESC[4;8H` takes 6), and the one changed character is written.
        let output = host.takeOutput()
        #expect(
            String(decoding: output, as: UTF8.self)
                == "\u{1B}[?2026h" + "\u{1B}[6A\u{8}" + "7" + "\u{1B}[?2026l")
        #expect(after.bytesWritten - before.bytesWritten == output.count)
        #expect(host.lines[3] == "row 3: 7")
    }

    @Test("A row that grows wider redraws its old and new frames; one that grows taller moves the rows after it")
    func sizeChange() {
        let handle = StateHandle<Int>()
        let host = TestHost(columns: 30, rows: 4) { Rows(count: 10_000, target: 1, handle: handle) }
        var before = host.statistics
        handle.value = 10
        host.update()
        // "row 1: 0" (8 cells) became "row 1: 10" (9 cells).
        #expect(host.statistics.cellsDrawn - before.cellsDrawn == 9)
        #expect(
            host.screen == """
                row 0: 0
                row 1: 10
                row 2: 0
                row 3: 0
                """)
        before = host.statistics
        handle.value = -1
        host.update()
        #expect(host.statistics.cellsDrawn - before.cellsDrawn == 9)
        #expect(host.lines[1] == "row 1: -1")
    }

    struct TallRow: View {
        let handle: StateHandle<Bool>
        @State private var isTall = false
        var body: some View {
            let _ = handle.bind($isTall)
            Text(isTall ? "tall\nrow" : "short")
        }
    }

    @Test("A row that grows taller moves the rows after it; the stack's old and new frames are redrawn")
    func heightChange() {
        let handle = StateHandle<Bool>()
        let host = TestHost(columns: 30, rows: 8) {
            VStack(alignment: .leading) {
                Text("first")
                TallRow(handle: handle)
                ForEach(0..<3, id: \.self) { Text("row \($0)") }
            }
        }
        let before = host.statistics
        handle.value = true
        host.update()
        // The stack grew from 5×5 to 5×6 cells; everything that moved lies
        // inside it.
        #expect(host.statistics.cellsDrawn - before.cellsDrawn == 30)
        #expect(
            host.screen == """
                first
                tall
                row
                row 0
                row 1
                row 2
                """)
    }

    @Test("An unchanged frame draws and writes nothing")
    func unchangedFrame() {
        let host = TestHost(columns: 20, rows: 3) { Text("still") }
        _ = host.takeOutput()
        let before = host.statistics
        host.update()
        #expect(host.statistics.cellsDrawn == before.cellsDrawn)
        #expect(host.takeOutput().isEmpty)
    }
}
