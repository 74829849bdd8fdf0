/// The node whose output is being computed right now: the one place where
/// reads become dependencies (Lifecycle.md rule 14a).
///
/// Every read a node makes while it updates goes through ``run(for:_:)``: a
/// `body`, a `ViewModifier.body(content:)`, a `ForEach` or lazy row's
/// content closure, and a primitive reading what its view was given (a tab
/// view's selection, a presentation's `isPresented` or `item`, a navigation
/// stack's path, a list's selection, a control's value, a scroll
/// position). Inside it, whatever the value is made of, the read is an edge
/// from that value to the node:
///
/// ```
/// TabView(selection: $model.tab)             $model.tab: an @Observable property (Bindable)
/// TabViewNode: Evaluation.run { selection.wrappedValue }
///   ObjectLocation.get → model.tab           Observation records \.tab for TabViewNode
/// model.tab = 1 (a task, a test, a view)     the registration fires: TabViewNode invalidated
/// next update: TabViewNode.refresh           reads 1, shows the second tab
/// ```
///
/// The same read of a `@State` cell records a ``Dependents`` edge, of an
/// `ObservableObject`'s property (`$object.count`) an edge in the object's
/// ``ObjectReaders``, of an environment key an edge in its entry.
///
/// Evaluations do not nest across nodes: a node's output is computed before
/// any child is reconciled, so a parent never depends on what its children
/// read.
@MainActor
enum Evaluation {
    /// The node that reads are attributed to, or `nil` outside an evaluation.
    ///
    /// Held without a count: a node is current only inside ``run(for:_:)``
    /// or ``readEnvironment(for:_:)`` (and ``write(by:_:readingAgain:)``),
    /// whose caller holds it for the whole call, and the previous node is
    /// put back when the call returns, so the reference never outlives the
    /// node. A counted one cost a retain and a release per evaluation.
    unowned(unsafe) static var current: ViewNode?

    /// Why the body being evaluated runs, for `_printChanges()`: set by a
    /// composite view's node just before it evaluates its body (a body
    /// never evaluates another one inside it), so no node stores it.
    static var cause = EvaluationCause.parent

    /// Whether any view has called `_printChanges()`: until then nodes have
    /// no printed values to forget when they go.
    @exclusivity(unchecked) static var printsChanges = false

    /// The composite node being refreshed because a value it read changed,
    /// between its `refresh()` and its body's evaluation.
    static var refreshing: ObjectIdentifier?

    /// Whether the running scope records only environment and state reads
    /// (``readEnvironment(for:_:)``), where a binding must not be read: its
    /// `@Observable` properties would go untracked. Checked by `Binding`'s
    /// getter in debug builds.
    private(set) static var isReadingEnvironmentOnly = false

    /// Runs `compute` with `node` as the reader of every value it reads:
    /// state cells, environment entries, `ObservableObject`s and `@Observable`
    /// properties, directly or through bindings. `@Observable` reads are
    /// tracked as the node's ``ViewNode/observationProfile`` says (ARCHITECTURE.md, “The graph”).
    static func run<Result>(for node: ViewNode, _ compute: () -> Result) -> Result {
        unowned(unsafe) let previous = current
        let previousIsReadingEnvironmentOnly = isReadingEnvironmentOnly
        current = node
        isReadingEnvironmentOnly = false
        node.evaluationEpoch &+= 1
        defer {
            current = previous
            isReadingEnvironmentOnly = previousIsReadingEnvironmentOnly
        }
        return node.trackObservations(profile: node.observationProfile, compute)
    }

    /// The node making a write with ``write(by:_:readingAgain:)``: a write
    /// that comes back to it does not invalidate it. Read by every
    /// invalidation, so unchecked for exclusivity.
    @exclusivity(unchecked) private(set) static var writer: ViewNode?

    /// Runs `write`, by which `node` hands out a value it reads (a scroll
    /// view reporting its position to the binding it reads), without
    /// invalidating `node`; then runs `read` as part of `node`'s latest
    /// evaluation, which records `node` as a reader of the value again. The
    /// other readers are invalidated as by any write, and see the value in
    /// the update that follows.
    ///
    /// ```
    /// scroll view: Evaluation.run { position.id }      reads 0: edge (scroll view, epoch 7)
    /// ↓ → placement: first target 1 → write(by: scroll view) { position.id = 1 }
    ///   the cell invalidates its readers: the owner's label, not the scroll view
    ///   readingAgain { position.id }                  edge (scroll view, epoch 7) again
    /// ```
    ///
    /// The epoch does not move, so what the latest evaluation read stays
    /// recorded. A write that reaches an `@Observable` property ends the
    /// registration of the whole evaluation, and `read` is tracked in its
    /// place: it must read every `@Observable` property that evaluation
    /// read. Cost: the write and `read`, plus one observation registration
    /// when the write ended the previous one; no update of `node`.
    static func write(by node: ViewNode, _ write: () -> Void, readingAgain read: () -> Void) {
        let previousWriter = writer
        writer = node
        write()
        writer = previousWriter
        unowned(unsafe) let previous = current
        let previousIsReadingEnvironmentOnly = isReadingEnvironmentOnly
        current = node
        isReadingEnvironmentOnly = false
        defer {
            current = previous
            isReadingEnvironmentOnly = previousIsReadingEnvironmentOnly
        }
        node.trackObservationsAgain(read)
    }

    /// Runs `compute` with `node` as the reader of the environment entries
    /// it reads, without tracking `@Observable` properties: for nodes that
    /// read only plain environment values, such as a text's resolved style.
    /// Cheaper than ``run(for:_:)`` by the observation registrar's
    /// bookkeeping. Reading a binding inside it is a programming error,
    /// stopped by an assertion in debug builds.
    static func readEnvironment<Result>(for node: ViewNode, _ compute: () -> Result) -> Result {
        unowned(unsafe) let previous = current
        let previousIsReadingEnvironmentOnly = isReadingEnvironmentOnly
        current = node
        isReadingEnvironmentOnly = true
        node.evaluationEpoch &+= 1
        defer {
            current = previous
            isReadingEnvironmentOnly = previousIsReadingEnvironmentOnly
        }
        return compute()
    }
}
