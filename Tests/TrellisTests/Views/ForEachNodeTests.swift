import Testing
@testable import Trellis

/// `ForEachNode`'s matching when the elements keep their order: the rows
/// stay where they are, only the changed ones evaluate, and the children
/// are rebuilt from the first element that does not take the row at its
/// own index.
@MainActor
@Suite("ForEach rows in order")
struct ForEachNodeTests {
    struct Item: Identifiable, Equatable {
        let id: Int
        var title: String
    }

    /// A row with state set from its first title: it shows that first
    /// title as long as its node lives.
    struct Row: View {
        let item: Item
        @State private var firstTitle: String

        init(item: Item) {
            self.item = item
            _firstTitle = State(initialValue: item.title)
        }

        var body: some View {
            Text("\(item.id) \(item.title) (first \(firstTitle))")
        }
    }

    struct List: View {
        let items: StateHandle<[Item]>
        @State private var storage = (0..<5).map { Item(id: $0, title: "t\($0)") }
        var body: some View {
            let _ = items.bind($storage)
            VStack(alignment: .leading) {
                ForEach(storage) { Row(item: $0) }
            }
        }
    }

    @Test("Changing one title of rows in order evaluates that row only; the others keep their nodes and state")
    func oneTitleChanged() {
        let items = StateHandle<[Item]>()
        let host = TestHost { List(items: items) }
        let before = host.statistics

        items.value[2].title = "changed"
        host.update()

        #expect(host.statistics.bodyEvaluations - before.bodyEvaluations == 2)
        #expect(host.statistics.nodesCreated == before.nodesCreated)
        #expect(host.statistics.childrenMoved == 0)
        #expect(host.lines == ["0 t0 (first t0)", "1 t1 (first t1)", "2 changed (first t2)", "3 t3 (first t3)", "4 t4 (first t4)"])
    }

    @Test("Rows removed from the end leave the others in order, with their state")
    func removedFromTheEnd() {
        let items = StateHandle<[Item]>()
        let host = TestHost { List(items: items) }
        let before = host.statistics

        items.value.removeLast(2)
        host.update()

        #expect(host.statistics.nodesDestroyed - before.nodesDestroyed == 2 * 2)
        #expect(host.statistics.bodyEvaluations - before.bodyEvaluations == 1)
        #expect(host.lines.prefix(3) == ["0 t0 (first t0)", "1 t1 (first t1)", "2 t2 (first t2)"])
        #expect(host.graphDescription.contains("[id: 2]"))
        #expect(!host.graphDescription.contains("[id: 3]"))
    }

    @Test("After rows in order, an insertion, a move and an append find every row at its new place")
    func changesAfterRowsInOrder() {
        let items = StateHandle<[Item]>()
        let host = TestHost { List(items: items) }
        items.value[0].title = "a"
        host.update()

        items.value.insert(Item(id: 9, title: "new"), at: 2)
        host.update()
        #expect(host.lines.prefix(6) == [
            "0 a (first t0)", "1 t1 (first t1)", "9 new (first new)", "2 t2 (first t2)", "3 t3 (first t3)",
            "4 t4 (first t4)",
        ])

        let moved = items.value.remove(at: 5)
        items.value.insert(moved, at: 1)
        items.value.append(Item(id: 7, title: "last"))
        host.update()
        #expect(host.statistics.childrenMoved == 1)
        #expect(host.lines.prefix(7) == [
            "0 a (first t0)", "4 t4 (first t4)", "1 t1 (first t1)", "9 new (first new)", "2 t2 (first t2)",
            "3 t3 (first t3)", "7 last (first last)",
        ])

        items.value[6].title = "end"
        host.update()
        #expect(host.lines[6] == "7 end (first last)")
    }
}
