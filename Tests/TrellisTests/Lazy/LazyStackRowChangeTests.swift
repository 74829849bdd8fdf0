import Observation
import Testing
@testable import Trellis

/// A change inside one row of a lazy stack: the row is laid out alone when
/// it keeps its size, and the rows after it move when it does not
/// (`LazyStackNode.placeChangedRows`).
@MainActor
@Suite("Lazy stack row changes")
struct LazyStackRowChangeTests {
    @Observable
    final class Note {
        var text: String
        var lines = 1
        init(_ text: String) { self.text = text }
    }

    /// A row that reads its own note and owns a tap count; every third tap
    /// shows or hides an extra line.
    struct NoteRow: View {
        let note: Note
        @State private var taps = 0
        @State private var isExpanded = false
        var body: some View {
            let lines = note.lines + (isExpanded ? 1 : 0)
            Text((0..<lines).map { $0 == 0 ? "\(note.text) taps \(taps)" : "\(note.text) more \($0)" }.joined(separator: "\n"))
                .onTapGesture {
                    taps += 1
                    if taps % 3 == 0 {
                        isExpanded.toggle()
                    }
                }
        }
    }

    struct Notes: View {
        let notes: [Note]
        var isList = false
        var body: some View {
            if isList {
                List(notes.indices, id: \.self) { NoteRow(note: notes[$0]) }
            } else {
                ScrollView {
                    LazyVStack(alignment: .leading) {
                        ForEach(notes.indices, id: \.self) { NoteRow(note: notes[$0]) }
                    }
                }
            }
        }
    }

    static func notes(_ count: Int) -> [Note] {
        (0..<count).map { Note("n\($0)") }
    }

    @Test(
        "A row's state change that keeps its size lays out as many views with 40 rows in view as with 10",
        arguments: [false, true])
    func sameSizeIsLaidOutAlone(isList: Bool) {
        var passes: [Int] = []
        for rows in [10, 40] {
            let host = TestHost(columns: 30, rows: rows) { Notes(notes: Self.notes(100), isList: isList) }
            // A list draws a separator under every row.
            let step = isList ? 2 : 1
            let before = host.statistics.layoutPasses
            host.click(column: 1, row: 3 * step)
            passes.append(host.statistics.layoutPasses - before)
            #expect(host.lines[3 * step].hasPrefix("n3 taps 1"))
            #expect(host.lines[2 * step].hasPrefix("n2 taps 0"))
            #expect(host.lines[4 * step].hasPrefix("n4 taps 0"))
        }
        #expect(passes[0] == passes[1])
        #expect(passes[0] > 0)
    }

    @Test("A row that grows by a line pushes the rows after it down; shrinking pulls them back")
    func growingRowMovesTheRest() {
        let notes = Self.notes(100)
        let host = TestHost(columns: 20, rows: 5) { Notes(notes: notes) }
        notes[1].lines = 2
        host.update()
        #expect(
            host.screen == """
                n0 taps 0          ┃
                n1 taps 0          │
                n1 more 1          │
                n2 taps 0          │
                n3 taps 0          │
                """)
        // The click focuses the scroll view: its thumb turns solid.
        host.click(column: 1, row: 3)
        notes[1].lines = 1
        host.update()
        #expect(
            host.screen == """
                n0 taps 0          █
                n1 taps 0          │
                n2 taps 1          │
                n3 taps 0          │
                n4 taps 0          │
                """)
    }

    @Test("A retained row whose note changed while out of view shows the change when it scrolls back")
    func retainedRowChange() {
        let notes = Self.notes(100)
        let host = TestHost(columns: 20, rows: 5) { Notes(notes: notes) }
        host.click(column: 1, row: 0)
        host.press(.tab)
        for _ in 0..<10 {
            host.press(.downArrow)
        }
        notes[0].text = "first"
        host.update()
        #expect(host.lines[0].hasPrefix("n10 taps 0"))
        host.press(.home)
        #expect(host.lines[0].hasPrefix("first taps 1"))
        #expect(host.lines[1].hasPrefix("n1 taps 0"))
    }

    @Test(
        "Frames after row changes, alone or with scrolls and other rows' changes, equal frames drawn from scratch",
        arguments: [1, 2, 3] as [UInt64])
    func incrementalEqualsFull(seed: UInt64) {
        var generator = SeededGenerator(state: seed)
        let notes = Self.notes(200)
        var terminal = TerminalEmulator(width: 30, height: 10)
        let host = TestHost(columns: 30, rows: 10) { Notes(notes: notes) }
        terminal.feed(host.takeOutput())
        host.press(.tab)
        for step in 0..<200 {
            switch Int.random(in: 0..<8, using: &generator) {
            case 0: host.press(.downArrow)
            case 1: host.press(.upArrow)
            case 2: host.click(column: 1, row: Int.random(in: 0..<10, using: &generator))
            case 3, 4:
                // The text of a note in view changes and keeps its length.
                let index = Int.random(in: 0..<notes.count, using: &generator)
                notes[index].text = notes[index].text.hasPrefix("n") ? "m\(index)" : "n\(index)"
                host.update()
            case 5:
                notes[Int.random(in: 0..<notes.count, using: &generator)].lines = Int.random(in: 1...3, using: &generator)
                host.update()
            case 6:
                // Two rows change in one frame, one of them with a scroll.
                let index = Int.random(in: 0..<notes.count, using: &generator)
                notes[index].text = "x\(index)"
                notes[Int.random(in: 0..<notes.count, using: &generator)].lines = Int.random(in: 1...2, using: &generator)
                host.press(.downArrow)
            default:
                host.press(Bool.random(using: &generator) ? .pageDown : .pageUp)
            }
            terminal.feed(host.takeOutput())
            let incremental = host.cellMap(columns: 30, rows: 10)
            #expect(terminal.lines == host.screen, "step \(step)")
            host.session.renderer.redrawEverything()
            host.update()
            terminal.feed(host.takeOutput())
            #expect(host.cellMap(columns: 30, rows: 10) == incremental, "step \(step): the incremental frame differs from a full one")
            #expect(host.testGraph.checkInvariants() == [], "step \(step)")
            #expect(Self.misplacedRows(host.lines, notes: notes) == [], "step \(step):\n\(host.screen)")
        }
    }

    /// The rows wholly in view (not the first or last shown) that do not
    /// take as many lines as their note and their taps give them, or do
    /// not follow the row before: a row that grew or shrank without the
    /// rows after it moving.
    static func misplacedRows(_ lines: [String], notes: [Note]) -> [String] {
        var groups: [(index: Int, taps: Int, lines: Int)] = []
        var problems: [String] = []
        for line in lines {
            let words = line.split(separator: " ")
            guard words.count >= 3, let index = Int(words[0].dropFirst()) else { continue }
            if words[1] == "more" {
                if groups.last?.index == index {
                    groups[groups.count - 1].lines += 1
                } else if !groups.isEmpty {
                    problems.append("a line of row \(index) after row \(groups.last!.index)")
                }
            } else {
                if let last = groups.last, last.index + 1 != index {
                    problems.append("row \(index) after row \(last.index)")
                }
                groups.append((index, Int(words[2]) ?? 0, 1))
            }
        }
        for group in groups.dropFirst().dropLast() {
            let expected = notes[group.index].lines + (group.taps / 3) % 2
            if group.lines != expected {
                problems.append("row \(group.index) shows \(group.lines) lines of \(expected)")
            }
        }
        return problems
    }
}
