extension View {
    /// Runs `action` when the view is clicked `count` times in a row.
    ///
    /// ```swift
    /// Text("Reload").onTapGesture { reload() }
    /// Row(item).onTapGesture(count: 2) { open(item) }
    /// ```
    ///
    /// A click goes to the innermost view under the pointer that takes
    /// clicks, then towards the root until one takes it; a disabled view
    /// (`.disabled(true)`) takes none. Clicks count as
    /// one series while each follows the last within half a second on the
    /// same view; a handler for a count above 1 takes only the click that
    /// completes the series, so the clicks before it go on to the views
    /// around (a list row's first click selects it, the second opens it).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(_TapGestureModifier(count: max(count, 1), coordinateSpace: .local) { _ in action() })
    }

    /// Runs `action` with the clicked cell when the view is clicked `count`
    /// times in a row.
    ///
    /// ```swift
    /// Canvas().onTapGesture { location in paint(column: Int(location.x), row: Int(location.y)) }
    /// ```
    ///
    /// The location is in cells: the column as `x`, the row as `y`, from the
    /// view's top-leading cell in `.local` (the default), from the screen's
    /// in `.global`, from the nearest view around named `name` in
    /// `.named(name)`. Otherwise as ``onTapGesture(count:perform:)``.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        modifier(_TapGestureModifier(count: max(count, 1), coordinateSpace: coordinateSpace, action: action))
    }

    /// Runs `action` with the clicked cell in `coordinateSpace` (`.local`,
    /// `.global`, `.named(_:)`, `.scrollView`) when the view is clicked
    /// `count` times in a row.
    ///
    /// ```swift
    /// Square().onTapGesture(coordinateSpace: .named("board")) { location in place(at: location) }
    /// ```
    ///
    /// As the form that takes a `CoordinateSpace`.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        onTapGesture(count: count, coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
    }
}

/// Runs an action when the modified view is clicked.
public struct _TapGestureModifier: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let count: Int
    let coordinateSpace: CoordinateSpace
    let action: (CGPoint) -> Void

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(TapGestureNode(view: modifier, inputs: inputs))
    }
}

/// The node of `.onTapGesture`: counts clicks in a series and runs the
/// action when the series reaches the count.
@MainActor
final class TapGestureNode<Content: View>: ModifierNode<Content, _TapGestureModifier> {
    private var series = ClickSeries()

    override func respondToClick(at point: CellPoint) -> Bool {
        guard environment.isEnabled else { return false }
        // Read once: each read of the modifier out of the generic view
        // looks up the view type's metadata.
        let modifier = modifier
        guard series.click(at: graph.timers.now) >= modifier.count else { return false }
        series.end()
        let space = modifier.coordinateSpace
        modifier.action(space == .local ? CGPoint(x: point.column, y: point.row) : coordinateSpaceOrigins.convert(point, to: space))
        return true
    }

    override var modifierName: String { "onTapGesture" }
}
