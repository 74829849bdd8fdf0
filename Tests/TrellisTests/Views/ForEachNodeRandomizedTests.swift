import Testing
@testable import Trellis

/// `ForEachNode`'s matching against a model, at random: elements are
/// inserted, removed, moved, changed and shuffled, with IDs unique or
/// repeated. After every update each row's state belongs to the element the
/// model gives it, the lifecycle log is the model's, the moves counted are
/// the model's, and the graph's invariants hold.
///
/// The model is the rule of `ForEach` (ARCHITECTURE.md, “Identity”): the
/// k-th element with an ID takes the row of the k-th old element with that
/// ID; the others are new rows, which appear in the new order, after which
/// the rows nobody took disappear in the old order.
@MainActor
@Suite("ForEach rows at random")
struct ForEachNodeRandomizedTests {
    /// An element: its ID, and a token that is new whenever it is made or
    /// changed.
    struct Element: Equatable {
        let id: Int
        var token: Int
    }

    /// A row remembering the token it was made with, for as long as its
    /// node lives.
    struct Row: View {
        let element: Element
        let log: EventLog
        @State private var firstToken: Int

        init(element: Element, log: EventLog) {
            self.element = element
            self.log = log
            _firstToken = State(initialValue: element.token)
        }

        var body: some View {
            Text("\(element.id):\(element.token)/\(firstToken)")
                .onAppear { [log, id = element.id, firstToken] in log("\(id)/\(firstToken)+") }
                .onDisappear { [log, id = element.id, firstToken] in log("\(id)/\(firstToken)-") }
        }
    }

    struct Rows: View {
        let elements: StateHandle<[Element]>
        let log: EventLog
        @State private var storage: [Element]

        init(elements: StateHandle<[Element]>, log: EventLog, start: [Element]) {
            self.elements = elements
            self.log = log
            _storage = State(initialValue: start)
        }

        var body: some View {
            let _ = elements.bind($storage)
            VStack(alignment: .leading) {
                ForEach(storage, id: \.id) { Row(element: $0, log: log) }
            }
        }
    }

    /// A row of the model: its element's ID and the token it was made with.
    struct ModelRow: Equatable {
        let id: Int
        let firstToken: Int
    }

    /// What an update to `elements` does to `rows`, by the rule of `ForEach`.
    static func expectedUpdate(of rows: [ModelRow], to elements: [Element])
        -> (rows: [ModelRow], events: [String], moves: Int)
    {
        var oldSlots: [Int: [Int]] = [:]
        for (slot, row) in rows.enumerated() {
            oldSlots[row.id, default: []].append(slot)
        }
        var seen: [Int: Int] = [:]
        var taken = Set<Int>()
        var newRows: [ModelRow] = []
        var appeared: [String] = []
        var keptSlots: [Int] = []
        for element in elements {
            let occurrence = seen[element.id, default: 0]
            seen[element.id] = occurrence + 1
            if let slots = oldSlots[element.id], occurrence < slots.count {
                taken.insert(slots[occurrence])
                keptSlots.append(slots[occurrence])
                newRows.append(rows[slots[occurrence]])
            } else {
                newRows.append(ModelRow(id: element.id, firstToken: element.token))
                appeared.append("\(element.id)/\(element.token)+")
            }
        }
        let disappeared = rows.indices.filter { !taken.contains($0) }.map { "\(rows[$0].id)/\(rows[$0].firstToken)-" }
        return (newRows, appeared + disappeared, keptSlots.count - longestIncreasingSubsequenceLength(keptSlots))
    }

    /// Changes `elements` at random: an insertion (of a new ID, or with
    /// `repeatsIDs` perhaps of one in use), a removal, a move of one element
    /// or of a run, a change of one element, a shuffle, or nothing.
    static func mutate(_ elements: inout [Element], repeatsIDs: Bool, next: inout Int, random: inout SeededGenerator) {
        next += 1
        switch Int.random(in: 0..<8, using: &random) {
        case 0, 1:
            let id = repeatsIDs && !elements.isEmpty && Bool.random(using: &random)
                ? elements.randomElement(using: &random)!.id : next
            elements.insert(Element(id: id, token: next), at: Int.random(in: 0...elements.count, using: &random))
        case 2 where !elements.isEmpty:
            elements.remove(at: Int.random(in: elements.indices, using: &random))
        case 3 where elements.count > 1:
            let moved = elements.remove(at: Int.random(in: elements.indices, using: &random))
            elements.insert(moved, at: Int.random(in: 0...elements.count, using: &random))
        case 4 where elements.count > 2:
            let start = Int.random(in: elements.indices, using: &random)
            let end = Int.random(in: start...elements.count, using: &random)
            let run = elements[start..<end]
            elements.removeSubrange(start..<end)
            elements.insert(contentsOf: run, at: Int.random(in: 0...elements.count, using: &random))
        case 5 where !elements.isEmpty:
            elements[Int.random(in: elements.indices, using: &random)].token = next
        case 6:
            elements.shuffle(using: &random)
        default:
            break
        }
    }

    @Test("Random inserts, removals, moves and changes give every element the row the model gives it",
          arguments: [false, true], 0..<40)
    func randomUpdates(repeatsIDs: Bool, seed: Int) {
        var random = SeededGenerator(state: UInt64(seed))
        var next = 0
        var elements: [Element] = (0..<Int.random(in: 0...12, using: &random)).map { _ in
            next += 1
            return Element(id: repeatsIDs ? Int.random(in: 0..<4, using: &random) : next, token: next)
        }
        var rows = elements.map { ModelRow(id: $0.id, firstToken: $0.token) }
        let log = EventLog()
        let handle = StateHandle<[Element]>()
        let host = TestHost(columns: 20, rows: 120) { Rows(elements: handle, log: log, start: elements) }
        #expect(log.take() == rows.map { "\($0.id)/\($0.firstToken)+" })
        var hasRepeated = Set(elements.map(\.id)).count < elements.count

        for step in 1...30 {
            let context = Comment(rawValue: "repeats \(repeatsIDs), seed \(seed), step \(step)")
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                Self.mutate(&elements, repeatsIDs: repeatsIDs, next: &next, random: &random)
            }
            hasRepeated = hasRepeated || Set(elements.map(\.id)).count < elements.count
            let expected = Self.expectedUpdate(of: rows, to: elements)
            let movedBefore = host.statistics.childrenMoved
            handle.value = elements
            host.update()
            rows = expected.rows

            #expect(log.take() == expected.events, context)
            #expect(host.statistics.childrenMoved - movedBefore == expected.moves, context)
            let lines = zip(elements, rows).map { "\($0.id):\($0.token)/\($1.firstToken)" }
            #expect(Array(host.lines.prefix(lines.count)) == lines, context)
            #expect(host.checkInvariants() == [], context)
            // The stack's subviews, patched in place when rows only moved,
            // are those collected afresh.
            let owner = StackReorderingTests.stackOwner(in: host.testGraph.root)
            #expect(owner.map(StackReorderingTests.subviewsAreCurrent) == true, context)
            #expect(host.diagnostics.count <= (hasRepeated ? 1 : 0), context)
        }
        host.unmount()
        #expect(host.statistics.liveNodes == 0)
    }
}
