/// The node of a user-written view: it evaluates `body` and reconciles the
/// result as its only child.
///
/// Owns the view's dynamic-property storage (state cells, subscriptions), one
/// slot per wrapper of ``ViewTypeInfo/properties``. The body is evaluated at
/// mount, when a value it read changed (``refresh()``), and when the parent
/// passes a value that is not the same input (``needsUpdate(to:)``).
@MainActor
final class CompositeNode<V: View>: TypedNode<V> {
    private let info: ViewTypeInfo
    /// The type's comparator (`info.comparator`), held without a count:
    /// comparators are cached for the life of the program, so a
    /// comparison borrows it and retains and releases nothing (about 40
    /// instructions per unchanged row of a list).
    private let comparator: Unmanaged<ValueComparator>
    @exclusivity(unchecked) private var storage: PropertyStorage

    /// A node for `view`, whose type's information is `info`
    /// (`ViewTypeInfo.of(view)`, looked up by the caller, which also takes
    /// the node's class from it).
    ///
    /// Takes `info` (`consuming`): the caller's reference is stored, not
    /// retained again and released.
    init(view: consuming V, info: consuming ViewTypeInfo, inputs: borrowing _ViewInputs) {
        comparator = Unmanaged.passUnretained(info.comparator)
        storage = PropertyStorage(count: info.properties.links.count)
        self.info = consume info
        super.init(view: view, inputs: inputs)
    }

    override func needsUpdate(to newView: UnsafePointer<V>) -> Bool {
        !ValueComparator.isEqual(by: comparator, at: &view, newView)
    }

    override func mountContent() {
        children = [makeChild(evaluateBody(cause: .identity))]
    }

    override func reconcile() {
        let cause: EvaluationCause = Evaluation.refreshing == ObjectIdentifier(self) ? .dependencies : .parent
        Evaluation.refreshing = nil
        updateChild(children[0], to: evaluateBody(cause: cause))
    }

    override func readsDidChange() {
        Evaluation.refreshing = ObjectIdentifier(self)
        super.readsDidChange()
    }

    /// Links the dynamic properties of a copy of the view, then calls the
    /// user's `body` on it. Reads in both (a `DynamicProperty.update()` may
    /// read state too) are attributed to this node. The stored value stays as
    /// the parent passed it, so `update()` starts from that value on every
    /// evaluation, as in SwiftUI.
    private func evaluateBody(cause: EvaluationCause) -> V.Body {
        withGraph { $0.statistics.bodyEvaluations += 1 }
        Evaluation.cause = cause
        return Evaluation.run(for: self) {
            var instance = view
            if !info.properties.isEmpty {
                Self.withAddress(of: &instance) { pointer in
                    info.properties.link(pointer, storage: &storage, node: self)
                }
            }
            return instance.body
        }
    }

    /// Calls `body` with the address of `value`. The standard library's
    /// `withUnsafeMutablePointer` is called from here, outside the main
    /// actor: a closure formed on the main actor and handed to it checks
    /// its executor on every call (about 220 instructions an evaluation).
    private nonisolated static func withAddress(of value: inout V, _ body: (UnsafeMutableRawPointer) -> Void) {
        withUnsafeMutablePointer(to: &value) { body(UnsafeMutableRawPointer($0)) }
    }

    override var observationProfile: Unmanaged<ObservationProfile> { .passUnretained(info.observation) }

    /// What `_printChanges()` prints for this evaluation: `@identity` the
    /// first time, `@self` when the parent passed a new value, otherwise the
    /// properties whose values changed since it last printed (or
    /// `@dependencies` when what changed is not one of them, an observed
    /// model's property say).
    override var changeDescription: String {
        Evaluation.printsChanges = true
        let values = info.properties.values(storage)
        let printedValues = graph.printedChangeValues.updateValue(values, forKey: ObjectIdentifier(self))
        switch Evaluation.cause {
        case .identity: return "@identity changed"
        case .parent: return "@self changed"
        case .dependencies:
            let previous = Dictionary(printedValues ?? [], uniquingKeysWith: { first, _ in first })
            // Named as SwiftUI names them: the wrappers' storage, `_count`.
            let changed = values.filter { previous[$0.name] != $0.value }.map { "_" + $0.name }
            return changed.isEmpty ? "@dependencies changed" : changed.joined(separator: ", ") + " changed"
        }
    }

    override func releaseResources() {
        if Evaluation.printsChanges {
            graph.printedChangeValues[ObjectIdentifier(self)] = nil
        }
        info.properties.release(storage)
        storage = PropertyStorage(count: 0)
        super.releaseResources()
    }

    override var forwardsTraits: Bool { true }

    /// A container sees what the body shows, as SwiftUI flattens a custom
    /// view's body into its parent stack.
    override var isTransparentInLists: Bool { true }

    override var stateDescription: String? {
        info.properties.describe(storage)
    }
}
