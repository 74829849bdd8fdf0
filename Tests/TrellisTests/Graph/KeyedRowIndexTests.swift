import Testing
@testable import Trellis

/// `KeyedRowIndex` is the one matcher of `ForEach` and lazy stacks: an
/// element finds the row of its ID; a repeated ID's later elements find
/// repeats, numbered by order in a `ForEach` and by position in a lazy
/// stack. Each row here draws a number given when it appeared, so the
/// screen shows which rows were kept; the rows that come appear before the
/// rows that go disappear (Lifecycle.md).
@MainActor
@Suite("Keyed row matching")
struct KeyedRowIndexTests {
    final class Numbers {
        private var next = 0
        func take() -> Int {
            next += 1
            return next
        }
    }

    struct Row: View {
        let id: String
        let numbers: Numbers
        let log: EventLog
        @State private var number = 0
        var body: some View {
            Text("\(id) \(number)")
                .onAppear {
                    number = numbers.take()
                    log("\(id)\(number)+")
                }
                .onDisappear { log("\(id)\(number)-") }
        }
    }

    struct Rows: View {
        let lazy: Bool
        let ids: StateHandle<[String]>
        let numbers: Numbers
        let log: EventLog
        @State private var storage = ["a", "b", "a"]
        var body: some View {
            let _ = ids.bind($storage)
            if lazy {
                LazyVStack {
                    ForEach(Array(storage.enumerated()), id: \.element) { Row(id: $0.element, numbers: numbers, log: log) }
                }
            } else {
                VStack {
                    ForEach(Array(storage.enumerated()), id: \.element) { Row(id: $0.element, numbers: numbers, log: log) }
                }
            }
        }
    }

    @Test("ForEach: [a, b, a] becoming [a, a, c] keeps both a rows by their order, removes b and builds c")
    func forEachTellsRepeatsApartByOrder() {
        let ids = StateHandle<[String]>()
        let log = EventLog()
        let host = TestHost(columns: 10, rows: 3) { Rows(lazy: false, ids: ids, numbers: Numbers(), log: log) }
        #expect(host.lines == ["a 1", "b 2", "a 3"])
        #expect(log.take() == ["a1+", "b2+", "a3+"])

        ids.value = ["a", "a", "c"]
        host.update()
        #expect(host.lines == ["a 1", "a 3", "c 4"])
        #expect(log.take() == ["c4+", "b2-"])
        #expect(host.diagnostics.count == 1)
    }

    @Test("Lazy stack: [a, b, a] becoming [a, a, c] keeps the first a, and builds the a that changed position")
    func lazyStackTellsRepeatsApartByPosition() {
        let ids = StateHandle<[String]>()
        let log = EventLog()
        let host = TestHost(columns: 10, rows: 3) { Rows(lazy: true, ids: ids, numbers: Numbers(), log: log) }
        #expect(host.lines == ["   a 1", "   b 2", "   a 3"])
        #expect(log.take() == ["a1+", "b2+", "a3+"])

        ids.value = ["a", "a", "c"]
        host.update()
        #expect(host.lines == ["   a 1", "   a 4", "   c 5"])
        #expect(log.take() == ["a4+", "c5+", "b2-", "a3-"])
        #expect(host.diagnostics.count == 1)
    }
}
