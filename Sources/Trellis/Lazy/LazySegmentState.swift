/// State a lazy stack keeps for a place in its content, for content that is
/// laid out as segments rather than mounted as a view: an `OutlineGroup`
/// in a `List` keeps its expanded IDs here, since its rows are built from
/// them before any of its views exists.
///
/// ```swift
/// let cell = LazySegmentState.cell(at: path, initial: Set<ID>())
/// rows(expandedIDs: Binding(location: cell))   // read while the stack builds its segments
/// ```
///
/// The stack builds its segments inside its own evaluation, so reading the
/// cell there makes a write to it rebuild the segments. A place whose
/// content is gone loses its state at the next rebuild. Cost: one
/// dictionary lookup per place and rebuild.
@MainActor
protocol LazySegmentStateOwner: AnyObject {
    /// The state kept for `path`, made with `initial` the first time (or
    /// when the place's state was of another type).
    func segmentState<Value>(at path: Int, initial: () -> Value) -> StateCell<Value>
}

@MainActor
enum LazySegmentState {
    /// The state of `path` in the lazy stack building its segments, or a
    /// cell kept by no one outside a lazy stack.
    static func cell<Value>(at path: Int, initial: @autoclosure () -> Value) -> StateCell<Value> {
        if let owner = Evaluation.current as? any LazySegmentStateOwner {
            return owner.segmentState(at: path, initial: initial)
        }
        return StateCell(initial())
    }
}

/// A lazy stack keeps the state of the places in its content, and forgets
/// a place's state when a rebuild of its segments no longer asks for it.
extension LazyStackNode: LazySegmentStateOwner {
    func segmentState<Value>(at path: Int, initial: () -> Value) -> StateCell<Value> {
        askedSegmentStates.insert(path)
        if let cell = segmentStates[path] as? StateCell<Value> {
            return cell
        }
        let cell = StateCell(initial())
        segmentStates[path] = cell
        return cell
    }
}
