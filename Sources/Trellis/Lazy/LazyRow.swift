/// One row of a lazy stack: an element and the closure that builds its
/// view, called by the row's own node.
///
/// Building the view in the row's node attributes what the closure reads
/// to that row alone: a change re-evaluates one row, not the stack. A row
/// handed the same input again (an equal element and the same closure, as
/// a change elsewhere in the data hands every row in view) does not call
/// the closure again:
///
/// ```
/// ForEach(catalog.items) { FeedRow(item: $0) }      the title of item 7 changes
/// rows 0–23 handed LazyRow(element: item, content: closure)
///   item 7: element differs → closure runs → FeedRow(item 7) evaluated
///   the others: same element, closure without captures (same bytes) → stop
/// ForEach(items) { Row(item: $0, prefix: prefix) }  prefix changes
///   every row: the closure's captures are a new context → closure runs
/// ```
///
/// What the closure read stays recorded for the row between runs, so a
/// row whose closure read an `@Observable` property is still re-evaluated
/// when that property changes.
struct LazyRow<Element, Content: View>: View {
    typealias Body = Never

    let element: Element
    let content: (Element) -> Content

    /// Inlined, so that a segment making a row in its unspecialised code
    /// looks the row's generic metadata up once, not once more in here.
    @inline(__always)
    init(element: Element, content: @escaping (Element) -> Content) {
        self.element = element
        self.content = content
    }

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
    /// Decides whether a new row value is the same input (an equal element,
    /// the same closure), by the rules every view's inputs are compared by.
    private let comparator = ValueComparator.of(LazyRow<Element, Content>.self)

    override var observationProfile: Unmanaged<ObservationProfile> { .passUnretained(profile) }

    override func needsUpdate(to newView: UnsafePointer<LazyRow<Element, Content>>) -> Bool {
        !comparator.isEqual(at: &view, newView)
    }

    override func mountContent() {
        children = [makeChild(evaluate())]
    }

    override func reconcile() {
        updateChild(children[0], to: evaluate())
    }

    /// The row's view, made from the view's element and closure read in
    /// place: a copy of the row value, and a closure capturing it, each
    /// looked the row type's generic metadata up again.
    private func evaluate() -> Content {
        Evaluation.run(for: self) { self.view.content(self.view.element) }
    }

    override var forwardsTraits: Bool { true }

    override var displayName: String { "LazyRow" }
}
