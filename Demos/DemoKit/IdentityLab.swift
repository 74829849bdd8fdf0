import Trellis

/// The identity lab: four experiments that show when a view keeps its
/// state and when it gets fresh state, each with one sentence on why.
///
/// ```swift
/// DemoScreen(title: "Identity lab", log: log) { IdentityLab(log: log) }
/// ```
public struct IdentityLab: View {
    let log: LifecycleLog

    /// Creates the lab, logging its counters' lifecycles into `log`.
    public init(log: LifecycleLog) {
        self.log = log
    }

    public var body: some View {
        // Four experiments are taller than an 80 × 24 terminal leaves them:
        // the scroll view keeps the focused button in view as Tab moves on.
        ScrollView {
            VStack(alignment: .leading, spacing: 1) {
                BranchExperiment(log: log)
                IDExperiment(log: log)
                TypeExperiment(log: log)
                ForEachExperiment(log: log)
            }
            .padding(.horizontal, 1)
        }
    }
}

/// A counter with its own `@State`: what identity keeps or resets.
struct LabCounter: View {
    let title: String
    let ticks: Int
    @State private var count = 0

    var body: some View {
        Text("\(title): \(count)")
            .onChange(of: ticks) { count += 1 }
    }
}

/// `if/else` against a ternary in a modifier.
struct BranchExperiment: View {
    let log: LifecycleLog
    @State private var ticks = 0
    @State private var flag = true

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 1) {
                Text("1. Branches").bold()
                Button("Tick") { ticks += 1 }
                Toggle("condition", isOn: $flag)
            }
            if flag {
                LabCounter(title: "if/else counter", ticks: ticks).logged("if branch", in: log)
            } else {
                LabCounter(title: "if/else counter", ticks: ticks).logged("else branch", in: log)
            }
            LabCounter(title: "ternary counter", ticks: ticks)
                .foregroundStyle(flag ? Color.green : Color.yellow)
                .logged("ternary", in: log)
            Text("if/else is two identities: flipping it makes fresh state. A ternary changes a value, not the identity.")
                .dim()
        }
    }
}

/// `.id(_:)`: a new value is a new identity.
struct IDExperiment: View {
    let log: LifecycleLog
    @State private var ticks = 0
    @State private var generation = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 1) {
                Text("2. .id(_:)").bold()
                Button("Tick") { ticks += 1 }
                Button("New id") { generation += 1 }
            }
            LabCounter(title: "counter with .id(\(generation))", ticks: ticks)
                .logged("id \(generation)", in: log)
                .id(generation)
            Text("A new .id is a new view: the old one disappears with its state.").dim()
        }
    }
}

/// `AnyView`: the wrapped type is part of the identity.
struct TypeExperiment: View {
    let log: LifecycleLog
    @State private var ticks = 0
    @State private var bold = false

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 1) {
                Text("3. AnyView").bold()
                Button("Tick") { ticks += 1 }
                Toggle("wrap in .bold()", isOn: $bold)
            }
            erased
            Text("AnyView of another type is another view, even when it looks the same.").dim()
        }
    }

    private var erased: AnyView {
        let counter = LabCounter(title: "erased counter", ticks: ticks)
        return bold
            ? AnyView(counter.bold().logged("bold counter", in: log)) : AnyView(counter.logged("plain counter", in: log))
    }
}

/// `ForEach` by the element's ID against by index, with a deletion.
struct ForEachExperiment: View {
    struct Fruit: Identifiable, Equatable {
        let id: String
    }

    let log: LifecycleLog
    @State private var fruits = ["apple", "pear", "plum"].map(Fruit.init)

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 1) {
                Text("4. ForEach").bold()
                Button("Delete first") {
                    if !fruits.isEmpty { fruits.removeFirst() }
                }
                Button("Reset") { fruits = ["apple", "pear", "plum"].map(Fruit.init) }
            }
            HStack(alignment: .top, spacing: 3) {
                VStack(alignment: .leading, spacing: 0) {
                    Text("by id").underline()
                    ForEach(fruits) { fruit in
                        FruitRow(name: fruit.id).logged("\(fruit.id) by id", in: log)
                    }
                }
                VStack(alignment: .leading, spacing: 0) {
                    Text("by index").underline()
                    ForEach(fruits.indices, id: \.self) { index in
                        FruitRow(name: fruits[index].id).logged("row \(index) by index", in: log)
                    }
                }
            }
            Text("By index, state stays with the position: delete the first and its taps move to the next fruit.")
                .dim()
        }
    }
}

/// A row whose taps are its own state.
struct FruitRow: View {
    let name: String
    @State private var taps = 0

    var body: some View {
        Button("\(name) ×\(taps)") { taps += 1 }.buttonStyle(.borderless)
    }
}
