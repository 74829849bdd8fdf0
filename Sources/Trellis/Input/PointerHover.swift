/// The pointer's hover over a graph's views: how many views listen
/// (`.onHover`, `.onContinuousHover`), so that a terminal host asks for the
/// pointer's motion only while one does, and the views under the pointer
/// now, outermost first.
///
/// ```
/// pointer at (5, 2) over Row ⊃ Label, both with .onHover
/// hovered [Row, Label]; moved to (5, 9) over Footer: Label and Row leave (false), Footer enters (true)
/// ```
@MainActor
final class PointerHover {
    /// The mounted views that listen for the pointer.
    var listeners = 0
    /// The listening views under the pointer after its last move,
    /// outermost first.
    var hovered: [ViewNode] = []

    /// Forgets `node` (unmounted): it is no longer under the pointer.
    func remove(_ node: ViewNode) {
        hovered.removeAll { $0 === node }
    }
}

/// A view that hears the pointer move over it: the node of `.onHover` and
/// `.onContinuousHover`.
@MainActor
protocol HoverListener: AnyObject {
    /// The pointer is at `point` (in the view's cells) over the view;
    /// `entered` when it was not over it before.
    func pointerMoved(to point: CellPoint, entered: Bool)
    /// The pointer left the view.
    func pointerLeft()
}
