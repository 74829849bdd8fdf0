import Foundation

/// The node of `.gesture`: turns the clicks, right clicks and drags that
/// reach it into ``GestureEvent``s for its recognizer, keeping the click
/// series and the drag in progress (a gesture value is built again with
/// every evaluation of the view; this node lives as long as the view).
@MainActor
final class GestureNode<Content: View>: ModifierNode<Content, _GestureModifier> {
    private var series = ClickSeries()
    /// The drag in progress: its start (the view's cells and the screen's)
    /// and the farthest the pointer has been from it.
    private var drag: (start: CellPoint, globalStart: CellPoint, farthest: Int)?

    override func respondToClick(at point: CellPoint) -> Bool {
        guard environment.isEnabled else { return false }
        let count = series.click(at: graph.timers.now)
        let global = absoluteOrigin
        let taken = modifier.recognizer.handle(
            .tap(
                count: count, location: CGPoint(x: point.column, y: point.row),
                globalLocation: CGPoint(x: global.column + point.column, y: global.row + point.row)))
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
    /// the screen, so a view that moves with its drag (an offset that
    /// follows the translation) does not feed its own move back into it.
    override func respondToDrag(at point: CellPoint, phase: DragPhase) {
        let origin = absoluteOrigin
        let globalPoint = CellPoint(column: origin.column + point.column, row: origin.row + point.row)
        if phase == .began {
            drag = (point, globalPoint, 0)
        }
        guard var current = drag else { return }
        let moved = (columns: globalPoint.column - current.globalStart.column, rows: globalPoint.row - current.globalStart.row)
        current.farthest = max(current.farthest, abs(moved.columns), abs(moved.rows))
        drag = phase == .ended ? nil : current
        let event = DragEvent(
            start: CGPoint(x: current.start.column, y: current.start.row),
            location: CGPoint(x: current.start.column + moved.columns, y: current.start.row + moved.rows),
            globalStart: CGPoint(x: current.globalStart.column, y: current.globalStart.row),
            globalLocation: CGPoint(x: globalPoint.column, y: globalPoint.row),
            farthest: CGFloat(current.farthest), isEnded: phase == .ended)
        _ = modifier.recognizer.handle(.drag(event))
    }

    override var modifierName: String { modifier.kind }
}
