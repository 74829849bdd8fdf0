/// The node whose output is being computed right now.
///
/// Set while a `body`, a `ViewModifier.body(content:)` or a `ForEach` content
/// closure runs. Reading a state cell or an environment entry records this
/// node as a dependent of what it read, so that a later write re-evaluates it.
/// Evaluations do not nest across nodes: a node's output is computed before
/// any child is reconciled.
@MainActor
enum Evaluation {
    /// The node that reads are attributed to, or `nil` outside an evaluation.
    static var current: ViewNode?

    /// Runs `compute` with `node` as the reader of every state cell and
    /// environment entry it reads, and with its `@Observable` reads tracked.
    static func run<Result>(
        for node: ViewNode, profile: ObservationProfile, _ compute: () -> Result
    ) -> Result {
        readEnvironment(for: node) { node.trackObservations(profile: profile, compute) }
    }

    /// Runs `compute` with `node` as the reader of the environment entries
    /// it reads, without tracking `@Observable` properties: for nodes that
    /// read only plain values, such as a text's resolved style. Cheaper than
    /// ``run(for:profile:_:)`` by the observation registrar's bookkeeping.
    static func readEnvironment<Result>(for node: ViewNode, _ compute: () -> Result) -> Result {
        let previous = current
        current = node
        node.evaluationEpoch &+= 1
        defer { current = previous }
        return compute()
    }
}
