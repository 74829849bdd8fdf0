import Observation
import Testing
@testable import Trellis

/// When a lazy row's content closure runs again: a row handed an equal
/// element and the same closure keeps its view, and every change a row
/// depends on (its element, the closure's captures, an `@Observable` it
/// read, the environment its view reads) still shows.
@MainActor
@Suite("Lazy row content")
struct LazyRowContentTests {
    /// How many times the content closures of ``Catalogue`` ran.
    static var contentRuns = 0

    struct Item: Identifiable, Equatable {
        let id: Int
        var title: String
    }

    @Observable
    final class Model {
        var items = (0..<100).map { Item(id: $0, title: "item \($0)") }
        var prefix = ">"
        var greeting = "hi"
    }

    /// An observable item, read by the content closure itself.
    @Observable
    final class Note: Identifiable {
        var text: String
        init(_ text: String) { self.text = text }
    }

    struct ItemRow: View {
        let item: Item
        var body: some View {
            Text(item.title)
        }
    }

    struct GreetingRow: View {
        let item: Item
        @Environment(\.greeting) private var greeting
        var body: some View {
            Text("\(greeting) \(item.title)")
        }
    }

    /// The model's items in a lazy stack, with a closure that captures
    /// nothing.
    struct Catalogue: View {
        let model: Model
        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(model.items) { item in
                        let _ = LazyRowContentTests.contentRuns += 1
                        ItemRow(item: item)
                    }
                }
            }
        }
    }

    /// The model's items centred across the stack.
    struct CentredCatalogue: View {
        let model: Model
        var body: some View {
            ScrollView {
                LazyVStack(alignment: .center) {
                    ForEach(model.items) { ItemRow(item: $0) }
                }
            }
        }
    }

    /// The model's items with a closure that captures the model's prefix.
    struct PrefixedCatalogue: View {
        let model: Model
        var body: some View {
            let prefix = model.prefix
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(model.items) { Text("\(prefix) \($0.title)") }
                }
            }
        }
    }

    /// Rows that read the greeting from the environment the list sets.
    struct GreetingCatalogue: View {
        let model: Model
        var body: some View {
            List(model.items) { GreetingRow(item: $0) }
                .environment(\.greeting, model.greeting)
        }
    }

    struct NoteList: View {
        let notes: [Note]
        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(notes) { Text($0.text) }
                }
            }
        }
    }

    @Test("A change of one element runs the content closure of that row alone, whatever is in view")
    func oneElementRunsOneClosure() {
        var runs: [Int] = []
        for rows in [4, 20] {
            let model = Model()
            let host = TestHost(columns: 20, rows: rows) { Catalogue(model: model) }
            let bodies = host.statistics.bodyEvaluations
            Self.contentRuns = 0
            model.items[2].title = "changed"
            host.update()
            runs.append(Self.contentRuns)
            // The catalogue's body and row 2's.
            #expect(host.statistics.bodyEvaluations - bodies == 2)
            // The scroll bar takes the last column.
            #expect(host.lines.prefix(4).map { $0.dropLast() } == ["item 0", "item 1", "changed", "item 3"].map(Self.padded))
            #expect(host.checkInvariants() == [])
        }
        #expect(runs == [1, 1])
    }

    @Test("A closure whose captured value changed runs for every row in view and shows the new value")
    func changedCaptureRunsEveryRow() {
        let model = Model()
        let host = TestHost(columns: 12, rows: 3) { PrefixedCatalogue(model: model) }
        model.prefix = "*"
        host.update()
        #expect(
            host.screen == """
                * item 0   ┃
                * item 1   │
                * item 2   │
                """)
        model.items[0].title = "first"
        host.update()
        #expect(
            host.screen == """
                * first    ┃
                * item 1   │
                * item 2   │
                """)
    }

    @Test("A row whose closure read an @Observable property shows its change, before and after rows were handed equal elements")
    func observableReadInClosure() {
        let notes = (0..<10).map { Note("n\($0)") }
        let host = TestHost(columns: 10, rows: 3) { NoteList(notes: notes) }
        notes[1].text = "one"
        host.update()
        #expect(
            host.screen == """
                n0       ┃
                one      │
                n2       │
                """)
        notes[1].text = "uno"
        notes[2].text = "dos"
        host.update()
        #expect(
            host.screen == """
                n0       ┃
                uno      │
                dos      │
                """)
    }

    @Test("A row handed an equal element still shows a change of the environment its view reads")
    func environmentChangeReachesUnchangedRows() {
        let model = Model()
        let host = TestHost(columns: 14, rows: 3) { GreetingCatalogue(model: model) }
        #expect(host.lines[0].hasPrefix("hi item 0"))
        model.greeting = "yo"
        model.items[1].title = "second"
        host.update()
        #expect(host.lines[0].hasPrefix("yo item 0"))
        #expect(host.lines[2].hasPrefix("yo second"))
        model.greeting = "hey"
        host.update()
        #expect(host.lines[0].hasPrefix("hey item 0"))
        #expect(host.lines[2].hasPrefix("hey second"))
    }

    @Test("A change of data that leaves the rows in view at their indexes lays out as many views with 40 rows in view as with 10")
    func rowsInPlaceAreLaidOutAlone() {
        var passes: [Int] = []
        for rows in [10, 40] {
            let model = Model()
            let host = TestHost(columns: 20, rows: rows) { Catalogue(model: model) }
            // The first update after the first frame measures every row
            // again whatever changed; the second is the one counted.
            model.items[3].title = "changed"
            host.update()
            let before = host.statistics.layoutPasses
            model.items[3].title = "changed again"
            host.update()
            passes.append(host.statistics.layoutPasses - before)
            #expect(
                host.lines.prefix(5).map { $0.dropLast() }
                    == ["item 0", "item 1", "item 2", "changed again", "item 4"].map(Self.padded))
            #expect(host.checkInvariants() == [])
        }
        #expect(passes[0] == passes[1])
        #expect(passes[0] > 0)
    }

    @Test("A row whose new element makes it grow pushes the rows after it down; shrinking pulls them back")
    func grownElementMovesTheRest() {
        let model = Model()
        let host = TestHost(columns: 12, rows: 4) { Catalogue(model: model) }
        model.items[1].title = "one\ntwo"
        host.update()
        #expect(
            host.screen == """
                item 0     ┃
                one        │
                two        │
                item 2     │
                """)
        model.items[1].title = "item 1"
        host.update()
        #expect(
            host.screen == """
                item 0     ┃
                item 1     │
                item 2     │
                item 3     │
                """)
    }

    @Test("A row whose new element is narrower or wider is centred again and leaves no old cells")
    func narrowerElementIsCentredAgain() {
        let model = Model()
        let host = TestHost(columns: 12, rows: 3) { CentredCatalogue(model: model) }
        model.items[1].title = "x"
        host.update()
        #expect(
            host.screen == """
                  item 0   ┃
                     x     │
                  item 2   │
                """)
        model.items[1].title = "wide title"
        host.update()
        #expect(
            host.screen == """
                  item 0   ┃
                wide title │
                  item 2   │
                """)
    }

    @Test("An element removed from the rows in view, or one inserted among them, moves the rows after it")
    func removalAndInsertionInView() {
        let model = Model()
        let host = TestHost(columns: 12, rows: 3) { Catalogue(model: model) }
        model.items.remove(at: 1)
        host.update()
        #expect(
            host.screen == """
                item 0     ┃
                item 2     │
                item 3     │
                """)
        model.items.insert(Item(id: 500, title: "new"), at: 1)
        host.update()
        #expect(
            host.screen == """
                item 0     ┃
                new        │
                item 2     │
                """)
        #expect(host.checkInvariants() == [])
    }

    /// `text` padded to the 19 columns a row of a 20-column host takes.
    static func padded(_ text: String) -> Substring {
        Substring(text + String(repeating: " ", count: 19 - text.count))
    }
}
