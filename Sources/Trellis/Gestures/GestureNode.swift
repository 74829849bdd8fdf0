import Foundation

/// The node of `.gesture`: turns the clicks, right clicks and drags that
/// reach it into ``GestureEvent``s for its recognizer, keeping the click
/// series and the drag in progress (a gesture value is built again with
/// every evaluation of the view; this node lives as long as the view).
@MainActor
final class GestureNode<Content: View>: ModifierNode<Content, _GestureModifier> {
    private var series = ClickSeries()
    /// The drag in progress: its start in the view's cells, the view's
    /// origins then, and the farthest the pointer has been from it.
    private var drag: (start: CellPoint, origins: CoordinateSpaceOrigins, farthest: Int)?

    override func respondToClick(at point: CellPoint) -> Bool {
        guard environment.isEnabled else { return false }
        let count = series.click(at: graph.timers.now)
        let taken = modifier.recognizer.handle(.tap(count: count, location: point, origins: coordinateSpaceOrigins))
        if taken, count >= modifier.recognizer.longestTapSeries {
            series.end()
        }
        return taken
    }

    override func respondToSecondaryClick(at point: CellPoint) -> Bool {
        guard environment.isEnabled else { return false }
        return modifier.recognizer.handle(.longPress)
    }

    override var recognizesDrags: Bool { modifier.recognizer.recognizesDrags && environment.isEnabled }

    /// A drag's locations are the start plus how far the pointer moved on
    /// the screen (``DragEvent``).
    override func respondToDrag(at point: CellPoint, phase: DragPhase) {
        let globalPoint = absoluteOrigin + point
        if phase == .began {
            drag = (point, coordinateSpaceOrigins, 0)
        }
        guard var current = drag else { return }
        let globalStart = current.origins.global + current.start
        let moved = CellPoint(column: globalPoint.column - globalStart.column, row: globalPoint.row - globalStart.row)
        current.farthest = max(current.farthest, abs(moved.column), abs(moved.row))
        drag = phase == .ended ? nil : current
        let event = DragEvent(
            start: current.start, moved: moved, origins: current.origins, farthest: CGFloat(current.farthest),
            isEnded: phase == .ended)
        _ = modifier.recognizer.handle(.drag(event))
    }

    override var modifierName: String { modifier.kind }
}
