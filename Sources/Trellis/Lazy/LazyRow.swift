/// One row of a lazy stack: an element and the closure that builds its
/// view, called by the row's own node.
///
/// Building the view in the row's node attributes what the closure reads
/// to that row alone: a change re-evaluates one row, not the stack.
struct LazyRow<Element, Content: View>: View {
    typealias Body = Never

    let element: Element
    let content: (Element) -> Content

    static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(LazyRowNode(view: view, inputs: inputs))
    }
}

/// The node of a ``LazyRow``: its only child is the row's view. Owned by
/// the lazy stack's node, which creates it when the row first comes into
/// view and destroys it when the retention cache evicts it.
@MainActor
final class LazyRowNode<Element, Content: View>: TypedNode<LazyRow<Element, Content>> {
    /// Looked up once per row rather than per evaluation: rows are many
    /// and evaluate often.
    private let profile = ObservationProfile.shared(by: LazyRowNode.self)

    override var observationProfile: ObservationProfile { profile }

    override func mountContent() {
        children = [makeChild(evaluate())]
    }

    override func reconcile() {
        updateChild(children[0], to: evaluate())
    }

    private func evaluate() -> Content {
        let row = view
        return Evaluation.run(for: self) { row.content(row.element) }
    }

    override var forwardsTraits: Bool { true }

    override var displayName: String { "LazyRow" }
}
