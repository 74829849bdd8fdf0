import Testing
@testable import Trellis

/// Semantics rules 1–5: state lives exactly as long as identity.
@MainActor
@Suite("Identity and state")
struct IdentityTests {
    // MARK: Rule 1

    struct BranchSwap: View {
        let switches: Switches
        let log: EventLog
        let handle: StateHandle<Int>
        var body: some View {
            if switches.flag {
                LoggingCounter(name: "A", log: log, handle: handle)
            } else {
                LoggingCounter(name: "A", log: log, handle: handle)
            }
        }
    }

    @Test("Rule 1: switching if/else branches destroys the old state and starts fresh state")
    func branchSwapResetsState() {
        let switches = Switches()
        let log = EventLog()
        let handle = StateHandle<Int>()
        let host = TestHost { BranchSwap(switches: switches, log: log, handle: handle) }
        #expect(log.take() == ["A+"])
        handle.value = 5
        host.update()
        #expect(host.screen == "A 5")

        switches.flag = false
        host.update()
        #expect(host.screen == "A 0")
        #expect(log.take() == ["A+", "A-"])
        #expect(host.statistics.nodesDestroyed == 4)

        switches.flag = true
        host.update()
        #expect(host.screen == "A 0")
    }

    struct TernaryModifier: View {
        let switches: Switches
        let log: EventLog
        let handle: StateHandle<Int>
        var body: some View {
            LoggingCounter(name: "A", log: log, handle: handle)
                .modifier(Dimmed(amount: switches.flag ? 0.3 : 1))
        }
    }

    @Test("Rule 1: a ternary inside a modifier argument keeps identity and state")
    func ternaryKeepsState() {
        let switches = Switches()
        let log = EventLog()
        let handle = StateHandle<Int>()
        let host = TestHost { TernaryModifier(switches: switches, log: log, handle: handle) }
        handle.value = 5
        switches.flag = false
        host.update()
        #expect(host.screen == "A 5")
        #expect(log.take() == ["A+"])
        #expect(host.statistics.nodesDestroyed == 0)
    }

    struct SwitchStatement: View {
        let switches: Switches
        let log: EventLog
        var body: some View {
            switch switches.number {
            case 0: LoggingCounter(name: "zero", log: log)
            case 1: LoggingCounter(name: "one", log: log)
            default: LoggingCounter(name: "many", log: log)
            }
        }
    }

    @Test("Rule 1: each case of a switch is its own identity")
    func switchCases() {
        let switches = Switches()
        let log = EventLog()
        let host = TestHost { SwitchStatement(switches: switches, log: log) }
        switches.number = 1
        host.update()
        switches.number = 7
        host.update()
        switches.number = 8
        host.update()
        #expect(log.take() == ["zero+", "one+", "zero-", "many+", "one-"])
        #expect(host.screen == "many 0")
    }

    // MARK: Rule 2

    struct Identified: View {
        let switches: Switches
        let log: EventLog
        let handle: StateHandle<Int>
        var body: some View {
            LoggingCounter(name: "in", log: log, handle: handle)
                .id(switches.number)
                .onAppear { log("outer+") }
                .onDisappear { log("outer-") }
        }
    }

    @Test("Rule 2: a new .id is a new identity; onAppear inside fires again, outside does not")
    func explicitIdentity() {
        let switches = Switches()
        let log = EventLog()
        let handle = StateHandle<Int>()
        let host = TestHost { Identified(switches: switches, log: log, handle: handle) }
        #expect(log.take() == ["in+", "outer+"])
        handle.value = 3

        switches.number = 1
        host.update()
        #expect(log.take() == ["in+", "in-"])
        #expect(host.screen == "in 0")

        handle.value = 4
        switches.text = "unrelated"
        host.update()
        #expect(log.take() == [])
        #expect(host.screen == "in 4")
    }

    @Test("Rule 2: an unchanged .id keeps identity when the parent re-evaluates")
    func unchangedIdentity() {
        let switches = Switches()
        let log = EventLog()
        let handle = StateHandle<Int>()
        struct Parent: View {
            let switches: Switches
            let log: EventLog
            let handle: StateHandle<Int>
            var body: some View {
                let _ = switches.text
                LoggingCounter(name: "in", log: log, handle: handle).id("fixed")
            }
        }
        let host = TestHost { Parent(switches: switches, log: log, handle: handle) }
        handle.value = 9
        switches.text = "b"
        host.update()
        #expect(host.screen == "in 9")
        #expect(log.take() == ["in+"])
    }

    // MARK: Rule 3

    @Test("Rule 3: AnyView keeps identity for the same wrapped type and resets it for another")
    func anyViewIdentity() {
        let switches = Switches()
        let log = EventLog()
        let handle = StateHandle<Int>()
        struct Host: View {
            let switches: Switches
            let log: EventLog
            let handle: StateHandle<Int>
            var body: some View {
                AnyView(
                    switches.number == 2
                        ? AnyView(Text("text").onAppear { log("text+") })
                        : AnyView(LoggingCounter(name: "counter", log: log, handle: handle))
                )
            }
        }
        let host = TestHost { Host(switches: switches, log: log, handle: handle) }
        handle.value = 7
        switches.number = 1
        host.update()
        #expect(host.screen == "counter 7")
        #expect(log.take() == ["counter+"])

        switches.number = 2
        host.update()
        #expect(log.take() == ["text+", "counter-"])
        #expect(host.screen == "text")

        switches.number = 0
        host.update()
        #expect(host.screen == "counter 0")
    }

    // MARK: Rule 4

    struct Seeded: View {
        @State private var count: Int
        init(seed: Int) {
            _count = State(initialValue: seed)
        }
        var body: some View {
            Text("count \(count)")
        }
    }

    @Test("Rule 4: @State initialised from an argument keeps its value when the argument changes")
    func initialValueUsedOnce() {
        let switches = Switches()
        struct Parent: View {
            let switches: Switches
            var body: some View {
                Seeded(seed: switches.number)
            }
        }
        switches.number = 10
        let host = TestHost { Parent(switches: switches) }
        #expect(host.screen == "count 10")
        switches.number = 20
        host.update()
        #expect(host.screen == "count 10")
        #expect(host.statistics.bodyEvaluations == 3, "the parent twice, Seeded once: a new seed is not a new input")
    }

    // MARK: Rule 5

    struct Item: Identifiable, Equatable {
        let id: Int
        var title: String
    }

    struct Rows: View {
        let items: StateHandle<[Item]>
        let log: EventLog
        let counters: Counters
        @State private var storage: [Item] = (1...4).map { Item(id: $0, title: "item \($0)") }
        var body: some View {
            let _ = items.bind($storage)
            VStack {
                ForEach(storage) { item in
                    RowCounter(title: item.title, log: log, counters: counters, key: item.id)
                }
            }
        }
    }

    @MainActor
    final class Counters {
        var handles: [Int: StateHandle<Int>] = [:]
        func handle(_ key: Int) -> StateHandle<Int> {
            if let existing = handles[key] { return existing }
            let handle = StateHandle<Int>()
            handles[key] = handle
            return handle
        }
    }

    struct RowCounter: View {
        let title: String
        let log: EventLog
        let counters: Counters
        let key: Int
        @State private var count = 0
        var body: some View {
            let _ = counters.handle(key).bind($count)
            Text("\(title): \(count)")
                .onAppear { log("\(title)+") }
                .onDisappear { log("\(title)-") }
        }
    }

    @Test("Rule 5: ForEach rows keep state across insertion, deletion and moves; only inserted rows appear")
    func identifiedRows() {
        let items = StateHandle<[Item]>()
        let log = EventLog()
        let counters = Counters()
        let host = TestHost { Rows(items: items, log: log, counters: counters) }
        #expect(log.take() == ["item 1+", "item 2+", "item 3+", "item 4+"])
        for key in 1...4 {
            counters.handle(key).value = key * 10
        }
        host.update()
        #expect(host.lines == ["item 1: 10", "item 2: 20", "item 3: 30", "item 4: 40"])

        items.value.insert(Item(id: 5, title: "item 5"), at: 1)
        host.update()
        #expect(log.take() == ["item 5+"])
        #expect(host.lines == ["item 1: 10", "item 5: 0", "item 2: 20", "item 3: 30", "item 4: 40"])

        items.value.removeAll { $0.id == 3 }
        host.update()
        #expect(log.take() == ["item 3-"])
        #expect(host.lines == ["item 1: 10", "item 5: 0", "item 2: 20", "item 4: 40"])

        let moved = items.value.remove(at: 3)
        items.value.insert(moved, at: 0)
        host.update()
        #expect(log.take() == [])
        #expect(host.lines == ["item 4: 40", "item 1: 10", "item 5: 0", "item 2: 20"])
        #expect(host.statistics.childrenMoved == 1)
    }

    struct IndexedRows: View {
        let items: StateHandle<[Item]>
        let log: EventLog
        let counters: Counters
        @State private var storage: [Item] = (1...3).map { Item(id: $0, title: "item \($0)") }
        var body: some View {
            let _ = items.bind($storage)
            VStack {
                ForEach(storage.indices, id: \.self) { index in
                    RowCounter(title: storage[index].title, log: log, counters: counters, key: index)
                }
            }
        }
    }

    @Test("Rule 5: ForEach over indices ties state to the index (the classic bug, reproduced)")
    func indexedRowsShiftState() {
        let items = StateHandle<[Item]>()
        let log = EventLog()
        let counters = Counters()
        let host = TestHost { IndexedRows(items: items, log: log, counters: counters) }
        _ = log.take()
        counters.handle(0).value = 100
        counters.handle(1).value = 200
        counters.handle(2).value = 300
        host.update()

        items.value.remove(at: 0)
        host.update()
        #expect(host.lines == ["item 2: 100", "item 3: 200"])
        #expect(log.take() == ["item 3-"])
    }

    struct LabelledRows: View {
        let items: StateHandle<[String]>
        @State private var storage = ["a", "b", "a", "c"]
        var body: some View {
            let _ = items.bind($storage)
            VStack {
                ForEach(storage, id: \.self) { Text($0) }
            }
        }
    }

    @Test("Duplicate ForEach IDs are kept apart by order and reported once, when rows are first matched by ID")
    func duplicateIDs() {
        let items = StateHandle<[String]>()
        let host = TestHost { LabelledRows(items: items) }
        #expect(host.lines == ["a", "b", "a", "c"])
        #expect(host.diagnostics.isEmpty)

        items.value = ["a", "a", "a"]
        host.update()
        #expect(host.lines == ["a", "a", "a"])
        #expect(host.diagnostics.count == 1)
        #expect(host.diagnostics.first?.contains("occurs more than once") == true)
        items.value = ["c"]
        host.update()
        #expect(host.lines == ["c"])
        #expect(host.diagnostics.count == 1)
        #expect(host.checkInvariants() == [])
    }
}
