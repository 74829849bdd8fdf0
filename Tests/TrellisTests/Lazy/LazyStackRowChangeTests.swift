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

    /// The scroll view of ``Notes`` that is not a list.
    typealias NotesScrollView = ScrollViewNode<LazyVStack<ForEach<Range<Int>, Int, NoteRow>>>

    @Test("A row that changes in place leaves the scroll view's bars as they were; a scroll checks them again")
    func rowInPlaceLeavesTheBars() throws {
        let host = TestHost(columns: 20, rows: 5) { Notes(notes: Self.notes(100)) }
        host.click(column: 1, row: 1)
        var node = try #require(ScrollViewLazyContentTests.lazyStack(in: host.session.graph.root))
        while !(node is NotesScrollView) {
            node = try #require(node.parent)
        }
        let scrollView = try #require(node as? NotesScrollView)
        // Forgotten thumbs are found again only by a placement that checks the bars.
        scrollView.drawnThumbs = nil
        host.click(column: 1, row: 1)
        #expect(host.lines[1].hasPrefix("n1 taps 2"))
        #expect(scrollView.drawnThumbs == nil)
        host.press(.downArrow)
        #expect(host.lines[0].hasPrefix("n1 taps 2"))
        #expect(scrollView.drawnThumbs != nil)
    }

    /// Rows whose tap hides the scroll bar and changes their text, at the
    /// same length.
    struct HidingBar: View {
        @State private var hidesBar = false
        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<100, id: \.self) { index in
                        Text("n\(index) \(hidesBar ? "off" : "on ")").onTapGesture { hidesBar.toggle() }
                    }
                }
            }
            .scrollIndicators(hidesBar ? .never : .visible)
        }
    }

    @Test("Rows that change in place in the frame that hides the bar give its column back")
    func rowsInPlaceWithTheBarHidden() {
        let host = TestHost(columns: 12, rows: 3) { HidingBar() }
        host.click(column: 1, row: 1)
        #expect(
            host.screen == """
                n0 off
                n1 off
                n2 off
                """)
        host.click(column: 1, row: 1)
        #expect(
            host.screen == """
                n0 on      █
                n1 on      │
                n2 on      │
                """)
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
