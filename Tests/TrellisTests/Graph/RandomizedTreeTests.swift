import Testing
@testable import Trellis

/// Random view trees, mutated at random: after every mutation the live graph
/// must equal a fresh mount of the final tree, every appear is matched by at
/// most one disappear, and the graph's invariants hold.
@MainActor
@Suite("Randomized trees")
struct RandomizedTreeTests {
    /// A view tree as data: what `SpecView` renders.
    indirect enum Spec: Equatable {
        case text(String)
        case counter
        case stack([Spec])
        case conditional(Bool, Spec, Spec)
        case list([Row])
        case identified(Int, Spec)
        case optional(Spec?)
        case modified(Bool, Spec)
    }

    struct Row: Equatable, Identifiable {
        let id: Int
        var spec: Spec
    }

    /// Shared by every counter of one host: the lifecycle log, the live
    /// counters' bindings and a source of unique instance numbers.
    @MainActor
    final class World {
        var events: [String] = []
        var bindings: [Int: Binding<Int>] = [:]
        var serial = 0

        func nextInstance() -> Int {
            serial += 1
            return serial
        }
    }

    struct SpecView: View {
        let spec: Spec
        let world: World

        var body: some View {
            switch spec {
            case .text(let text):
                Text(text)
            case .counter:
                CounterView(world: world)
            case .stack(let children):
                VStack {
                    ForEach(Array(children.enumerated()), id: \.offset) { child in
                        SpecView(spec: child.element, world: world)
                    }
                }
            case .conditional(let flag, let whenTrue, let whenFalse):
                if flag {
                    SpecView(spec: whenTrue, world: world)
                } else {
                    SpecView(spec: whenFalse, world: world)
                }
            case .list(let rows):
                VStack {
                    ForEach(rows) { row in
                        SpecView(spec: row.spec, world: world)
                    }
                }
            case .identified(let id, let content):
                SpecView(spec: content, world: world).id(id)
            case .optional(let content):
                if let content {
                    SpecView(spec: content, world: world)
                }
            case .modified(let flag, let content):
                SpecView(spec: content, world: world)
                    .modifier(Marked(marked: flag))
            }
        }
    }

    struct Marked: ViewModifier {
        let marked: Bool
        func body(content: Content) -> some View {
            HStack {
                Text(marked ? "*" : "-")
                content
            }
        }
    }

    struct CounterView: View {
        let world: World
        @State private var instance = 0
        @State private var count = 0

        var body: some View {
            let _ = instance == 0 ? () : { world.bindings[instance] = $count }()
            Text("counter \(count)")
                .onAppear {
                    instance = world.nextInstance()
                    world.events.append("+\(instance)")
                    count += 1
                }
                .onDisappear { [instance] in
                    world.events.append("-\(instance)")
                    world.bindings[instance] = nil
                }
        }
    }

    /// Makes random specs and random mutations of them.
    struct Mutator {
        var random: SeededGenerator
        var nextRowID = 100

        mutating func spec(depth: Int) -> Spec {
            let kinds = depth <= 0 ? 2 : 8
            switch Int.random(in: 0..<kinds, using: &random) {
            case 0: return .text(["a", "b", "c"].randomElement(using: &random)!)
            case 1: return .counter
            case 2: return .stack((0..<Int.random(in: 0...3, using: &random)).map { _ in spec(depth: depth - 1) })
            case 3: return .conditional(Bool.random(using: &random), spec(depth: depth - 1), spec(depth: depth - 1))
            case 4: return .list((0..<Int.random(in: 0...4, using: &random)).map { _ in row(depth: depth - 1) })
            case 5: return .identified(Int.random(in: 0...2, using: &random), spec(depth: depth - 1))
            case 6: return .optional(Bool.random(using: &random) ? spec(depth: depth - 1) : nil)
            default: return .modified(Bool.random(using: &random), spec(depth: depth - 1))
            }
        }

        mutating func row(depth: Int) -> Row {
            nextRowID += 1
            return Row(id: nextRowID, spec: spec(depth: depth))
        }

        /// Changes one random place of `spec`.
        mutating func mutate(_ spec: Spec, depth: Int) -> Spec {
            let descend = Int.random(in: 0..<3, using: &random) > 0
            switch spec {
            case .text:
                return descend ? .text(["x", "y"].randomElement(using: &random)!) : self.spec(depth: depth)
            case .counter:
                return descend ? .counter : self.spec(depth: depth)
            case .stack(var children):
                if descend, !children.isEmpty {
                    let index = Int.random(in: children.indices, using: &random)
                    children[index] = mutate(children[index], depth: depth - 1)
                } else if Bool.random(using: &random), !children.isEmpty {
                    children.remove(at: Int.random(in: children.indices, using: &random))
                } else {
                    children.append(self.spec(depth: depth - 1))
                }
                return .stack(children)
            case .conditional(let flag, let whenTrue, let whenFalse):
                if !descend { return .conditional(!flag, whenTrue, whenFalse) }
                return flag
                    ? .conditional(flag, mutate(whenTrue, depth: depth - 1), whenFalse)
                    : .conditional(flag, whenTrue, mutate(whenFalse, depth: depth - 1))
            case .list(var rows):
                switch Int.random(in: 0..<5, using: &random) {
                case 0:
                    rows.insert(row(depth: depth - 1), at: Int.random(in: 0...rows.count, using: &random))
                case 1 where !rows.isEmpty:
                    rows.remove(at: Int.random(in: rows.indices, using: &random))
                case 2 where rows.count > 1:
                    let moved = rows.remove(at: Int.random(in: rows.indices, using: &random))
                    rows.insert(moved, at: Int.random(in: 0...rows.count, using: &random))
                case 3 where !rows.isEmpty:
                    let index = Int.random(in: rows.indices, using: &random)
                    rows[index].spec = mutate(rows[index].spec, depth: depth - 1)
                default:
                    rows.shuffle(using: &random)
                }
                return .list(rows)
            case .identified(let id, let content):
                return descend ? .identified(id, mutate(content, depth: depth - 1)) : .identified(id + 1, content)
            case .optional(let content):
                if let content, descend { return .optional(mutate(content, depth: depth - 1)) }
                return .optional(content == nil ? self.spec(depth: depth - 1) : nil)
            case .modified(let flag, let content):
                return descend ? .modified(flag, mutate(content, depth: depth - 1)) : .modified(!flag, content)
            }
        }
    }

    /// The view under test, driven by a handle on its spec.
    struct Driven: View {
        let world: World
        let handle: StateHandle<Spec>
        @State private var spec: Spec
        init(world: World, handle: StateHandle<Spec>, spec: Spec) {
            self.world = world
            self.handle = handle
            _spec = State(initialValue: spec)
        }
        var body: some View {
            let _ = handle.bind($spec)
            SpecView(spec: spec, world: world)
        }
    }

    /// `description` without the counters' counts and the driver's name,
    /// in one pass over its bytes (it runs twice at every step of every
    /// seed).
    static func withoutCounts(_ description: String) -> String {
        let counter = Array("Text \"counter ".utf8)
        let driven = Array("Driven".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(description.utf8.count)
        let bytes = Array(description.utf8)
        bytes.withUnsafeBufferPointer { bytes in
            var index = 0
            func matches(_ word: [UInt8], at start: Int) -> Bool {
                guard start + word.count <= bytes.count else { return false }
                for offset in 0..<word.count where bytes[start + offset] != word[offset] {
                    return false
                }
                return true
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "T"), matches(counter, at: index) {
                    // `Text "counter 3"` becomes `Text "counter"`.
                    result.append(contentsOf: counter.dropLast())
                    result.append(UInt8(ascii: "\""))
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
                        index += 1
                    }
                } else if byte == UInt8(ascii: "D"), matches(driven, at: index) {
                    index += driven.count
                } else {
                    result.append(byte)
                    index += 1
                }
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    static func check(world: World, host: TestHost, spec: Spec, seed: UInt64, step: Int) {
        let context = "seed \(seed), step \(step)"
        #expect(host.checkInvariants() == [], "\(context)")

        let freshWorld = World()
        let fresh = TestHost(rows: 40) { Driven(world: freshWorld, handle: StateHandle(), spec: spec) }
        // Counter texts show state, which the mutated host kept and the fresh
        // one has just started: compare everything else.
        let mutatedStructure = withoutCounts(host.structureDescription)
        let freshStructure = withoutCounts(fresh.structureDescription)
        #expect(mutatedStructure == freshStructure, "\(context)")
        #expect(host.statistics.liveNodes == fresh.statistics.liveNodes, "\(context)")

        var appeared = Set<String>()
        var disappeared = Set<String>()
        for event in world.events {
            let instance = String(event.dropFirst())
            if event.hasPrefix("+") {
                #expect(appeared.insert(instance).inserted, "\(context): \(instance) appeared twice")
            } else {
                #expect(appeared.contains(instance), "\(context): \(instance) disappeared before appearing")
                #expect(disappeared.insert(instance).inserted, "\(context): \(instance) disappeared twice")
            }
        }
        let freshLive = freshWorld.events.filter { $0.hasPrefix("+") }.count
        #expect(appeared.count - disappeared.count == freshLive, "\(context)")
        fresh.unmount()
    }

    @Test("Random mutations leave the same graph as a fresh mount", arguments: 0..<250)
    func randomMutations(seed: Int) {
        let seed = UInt64(seed)
        var mutator = Mutator(random: SeededGenerator(state: seed))
        var spec = mutator.spec(depth: 4)
        let world = World()
        let handle = StateHandle<Spec>()
        let host = TestHost(rows: 40) { Driven(world: world, handle: handle, spec: spec) }
        Self.check(world: world, host: host, spec: spec, seed: seed, step: 0)
        for step in 1...20 {
            spec = mutator.mutate(spec, depth: 4)
            handle.value = spec
            if Bool.random(using: &mutator.random), let binding = world.bindings.values.randomElement() {
                binding.wrappedValue += 1
            }
            host.update()
            Self.check(world: world, host: host, spec: spec, seed: seed, step: step)
        }
        host.unmount()
        #expect(host.statistics.liveNodes == 0)
        #expect(host.statistics.appearedNodes == 0)
        #expect(Set(world.events.filter { $0.hasPrefix("+") }.map { $0.dropFirst() })
            == Set(world.events.filter { $0.hasPrefix("-") }.map { $0.dropFirst() }))
    }
}
