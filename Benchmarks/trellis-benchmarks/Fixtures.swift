import Trellis

/// The views, models and helpers the benchmark cases mount and drive.
enum Fixtures {
    /// A leaf without state: one text.
    struct PlainLeaf: View {
        let index: Int

        var body: some View {
            Text("row \(index)")
        }
    }

    /// A leaf with one `@State` counter shown in its text.
    struct StatefulLeaf: View {
        let index: Int
        @State var hits = 0

        var body: some View {
            Text("row \(index) \(hits)")
        }
    }

    /// A stateful leaf that hands its `$hits` binding to a registry when it is the registry's target.
    struct RegisteringLeaf: View {
        let index: Int
        let registry: BindingRegistry<Int>
        @State var hits = 0

        var body: some View {
            let _ = registry.register(index, $hits)
            Text("row \(index) \(hits)")
        }
    }

    /// A column of `count` stateless leaves.
    struct PlainTree: View {
        let count: Int

        var body: some View {
            VStack {
                ForEach(0..<count) { PlainLeaf(index: $0) }
            }
        }
    }

    /// A column of `count` stateful leaves.
    struct StatefulTree: View {
        let count: Int

        var body: some View {
            VStack {
                ForEach(0..<count) { StatefulLeaf(index: $0) }
            }
        }
    }

    /// A column of `count` stateful leaves, one of which registers its binding.
    struct RegisteringTree: View {
        let count: Int
        let registry: BindingRegistry<Int>

        var body: some View {
            VStack {
                ForEach(0..<count) { RegisteringLeaf(index: $0, registry: registry) }
            }
        }
    }

    /// One element of a keyed list.
    struct Item: Identifiable, Equatable, Sendable {
        let id: Int
        var title: String
    }

    /// A row of a keyed list: the item's title.
    struct Row: View {
        let item: Item

        var body: some View {
            Text(item.title)
        }
    }

    /// A keyed list whose items are root state, exposed through a registered binding.
    struct ItemList: View {
        let registry: BindingRegistry<[Item]>
        @State var items: [Item]

        init(items: [Item], registry: BindingRegistry<[Item]>) {
            self.registry = registry
            _items = State(initialValue: items)
        }

        var body: some View {
            let _ = registry.register(0, $items)
            VStack {
                ForEach(items) { Row(item: $0) }
            }
        }
    }

    /// A row showing a description built by its parent.
    struct DescribedRow: View {
        let id: Int
        let description: String

        var body: some View {
            Text(description)
        }
    }

    /// ``ItemList`` whose rows hold a description built in its body: a
    /// string long enough to live on the heap, so each evaluation gives
    /// every row an equal input with other bytes.
    struct DescribedItemList: View {
        let registry: BindingRegistry<[Item]>
        @State var items: [Item]

        init(items: [Item], registry: BindingRegistry<[Item]>) {
            self.registry = registry
            _items = State(initialValue: items)
        }

        var body: some View {
            let _ = registry.register(0, $items)
            VStack {
                ForEach(items) { item in
                    DescribedRow(id: item.id, description: "Item \(item.id): \(item.title), described at some length")
                }
            }
        }
    }

    /// An observable model whose title a view reads.
    @Observable
    final class Model {
        var title = "x"
    }

    /// A view that reads an observable model and its own ticking state.
    struct ObservingView: View {
        let model: Model
        let registry: BindingRegistry<Int>
        @State var tick = 0

        var body: some View {
            let _ = registry.register(0, $tick)
            Text("\(model.title) \(tick)")
        }
    }

    /// Captures the binding of the view at one target index, so a benchmark can write through it.
    @MainActor
    final class BindingRegistry<Value> {
        /// The index whose binding is kept.
        let target: Int

        /// The binding registered by the target, once it has evaluated.
        private(set) var binding: Binding<Value>?

        init(target: Int) {
            self.target = target
        }

        /// Keeps `binding` when `index` is the target.
        func register(_ index: Int, _ binding: Binding<Value>) {
            if index == target {
                self.binding = binding
            }
        }

        /// The registered binding; stops the benchmark when the target never evaluated.
        var required: Binding<Value> {
            guard let binding else {
                fatalError("the view at index \(target) did not register its binding")
            }
            return binding
        }
    }

    /// A deterministic 64-bit generator (SplitMix64), so shuffles are the same every run.
    struct SplitMix64: RandomNumberGenerator {
        private var state: UInt64

        init(seed: UInt64) {
            state = seed
        }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// `count` items with IDs `0..<count`.
    static func items(count: Int) -> [Item] {
        (0..<count).map { Item(id: $0, title: "item \($0)") }
    }
}
