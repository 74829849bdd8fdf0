import Testing
@testable import Trellis

/// `ForEach($items)` in every container, mutated at random: elements
/// inserted, removed and moved while rows edit their elements through their
/// bindings (an edit may reach a row removed in the same update). After
/// every step nothing crashed, the data holds exactly the edits made, the
/// graph's invariants hold, and the graph and the screen equal a fresh
/// mount of the same data at the same scroll position.
@MainActor
@Suite("Randomized bound lists")
struct RandomizedBindingListTests {
    enum Container: String, CaseIterable, Sendable {
        case list, section, lazyStack, stack
    }

    struct Item: Identifiable, Equatable {
        let id: Int
        var title: String
        var isDone = false
    }

    /// The rows' bindings, by element ID, as their views last made them,
    /// and the lifecycle log of the rows.
    @MainActor
    final class World {
        var bindings: [Int: Binding<Item>] = [:]
        var events: [String] = []
    }

    struct ItemRow: View {
        @Binding var item: Item
        let world: World

        var body: some View {
            let _ = world.bindings[item.id] = $item
            Toggle(item.title, isOn: $item.isDone)
                .onAppear { world.events.append("+\(item.id)") }
                .onDisappear { [id = item.id] in world.events.append("-\(id)") }
        }
    }

    struct Checklist: View {
        let container: Container
        let world: World
        let items: StateHandle<[Item]>
        let top: StateHandle<Int?>
        @State private var all: [Item]
        @State private var first: Int?

        init(container: Container, world: World, items: StateHandle<[Item]>, top: StateHandle<Int?>, start: ([Item], Int?)) {
            self.container = container
            self.world = world
            self.items = items
            self.top = top
            _all = State(initialValue: start.0)
            _first = State(initialValue: start.1)
        }

        var body: some View {
            let _ = items.bind($all)
            let _ = top.bind($first)
            Group {
                switch container {
                case .list:
                    List { rows }.listRowSeparator(.hidden)
                case .section:
                    List { Section("Items") { rows } }.listRowSeparator(.hidden)
                case .lazyStack:
                    ScrollView { LazyVStack(alignment: .leading) { rows } }
                case .stack:
                    ScrollView { VStack(alignment: .leading) { rows }.scrollTargetLayout() }
                }
            }
            .scrollPosition(id: $first)
            .lazyRowRetention(0)
        }

        private var rows: some View {
            ForEach($all) { $item in ItemRow(item: $item, world: world) }
        }
    }

    struct Step {
        var items: [Item]
        var nextID: Int
    }

    /// Inserts, removes or moves one element, at random.
    static func mutate(_ items: inout [Item], nextID: inout Int, random: inout SeededGenerator) {
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            nextID += 1
            items.insert(Item(id: nextID, title: "item \(nextID)"), at: Int.random(in: 0...items.count, using: &random))
        case 1 where items.isEmpty:
            nextID += 1
            items.insert(Item(id: nextID, title: "item \(nextID)"), at: Int.random(in: 0...items.count, using: &random))
        case 1:
            items.remove(at: Int.random(in: items.indices, using: &random))
        case 2 where items.count > 1:
            let moved = items.remove(at: Int.random(in: items.indices, using: &random))
            items.insert(moved, at: Int.random(in: 0...items.count, using: &random))
        default:
            items.shuffle(using: &random)
        }
    }

    /// `description` with the rows under each lazy stack sorted: a lazy
    /// stack keeps its rows in the order it built them, not in the order
    /// they show (which the screens compare).
    static func rowsInAnyOrder(_ description: String) -> String {
        // Each line with its indent, counted once: the comparison runs after
        // every step of every seed.
        var lines = description.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var indent = 0
            for byte in line.utf8 {
                guard byte == UInt8(ascii: " ") else { break }
                indent += 1
            }
            return (indent: indent, text: String(line))
        }
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index].text.hasSuffix("LazyVStack") else { continue }
            let rowIndent = lines[index].indent + 2
            var end = index + 1
            while end < lines.count, lines[end].indent >= rowIndent {
                end += 1
            }
            var rows: [[(indent: Int, text: String)]] = []
            for line in lines[(index + 1)..<end] {
                if line.indent == rowIndent { rows.append([line]) } else { rows[rows.count - 1].append(line) }
            }
            lines.replaceSubrange((index + 1)..<end, with: rows.sorted { $0[0].text < $1[0].text }.flatMap { $0 })
        }
        return lines.map { $0.text }.joined(separator: "\n")
    }

    @Test("Random inserts, removals and moves while rows edit their elements leave a fresh mount's graph",
          arguments: Container.allCases, 0..<25)
    func randomEdits(container: Container, seed: Int) {
        var random = SeededGenerator(state: UInt64(seed))
        var nextID = 0
        var expected = (0..<Int.random(in: 0...8, using: &random)).map { _ -> Item in
            nextID += 1
            return Item(id: nextID, title: "item \(nextID)")
        }
        let world = World()
        let items = StateHandle<[Item]>()
        let top = StateHandle<Int?>()
        let host = TestHost(columns: 16, rows: 5) {
            Checklist(container: container, world: world, items: items, top: top, start: (expected, nil))
        }
        for step in 1...20 {
            let context = Comment(rawValue: "\(container), seed \(seed), step \(step)")
            Self.mutate(&expected, nextID: &nextID, random: &random)
            items.value = expected
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                guard let id = world.bindings.keys.sorted().randomElement(using: &random) else { break }
                world.bindings[id]?.wrappedValue.isDone.toggle()
                if let index = expected.firstIndex(where: { $0.id == id }) {
                    expected[index].isDone.toggle()
                }
            }
            if Int.random(in: 0..<3, using: &random) == 0, !expected.isEmpty {
                top.value = expected.randomElement(using: &random)?.id
            }
            host.update()
            #expect(items.value == expected, context)
            #expect(host.checkInvariants() == [], context)

            // The position names the first element in view; a section's
            // header above it has no ID, so a list that shows its header
            // first is at its top.
            let showsHeader = host.screen.hasPrefix("Items")
            let freshWorld = World()
            let fresh = TestHost(columns: 16, rows: 5) {
                Checklist(
                    container: container, world: freshWorld, items: StateHandle(), top: StateHandle(),
                    start: (expected, showsHeader ? nil : top.value))
            }
            #expect(host.screen == fresh.screen, context)
            #expect(Self.rowsInAnyOrder(host.structureDescription) == Self.rowsInAnyOrder(fresh.structureDescription), context)
            var shown: [Substring: Int] = [:]
            for event in world.events {
                shown[event.dropFirst(), default: 0] += event.hasPrefix("+") ? 1 : -1
            }
            #expect(shown.values.allSatisfy { $0 == 0 || $0 == 1 }, context)
            #expect(shown.values.filter { $0 == 1 }.count == freshWorld.events.count, context)
            fresh.unmount()
        }
        host.unmount()
        #expect(host.statistics.liveNodes == 0)
    }
}
