import Foundation

/// Where the pointer is over a view: SwiftUI's `HoverPhase`, for
/// `onContinuousHover(coordinateSpace:perform:)`.
///
/// ```swift
/// .onContinuousHover { phase in
///     if case .active(let point) = phase { pointer = point } else { pointer = nil }
/// }
/// ```
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view at this point.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

extension View {
    /// Runs `action` when the pointer enters (`true`) or leaves (`false`)
    /// this view.
    ///
    /// ```swift
    /// Text("Help")
    ///     .underline(isHovered)
    ///     .onHover { isHovered = $0 }
    /// ```
    ///
    /// A full-screen terminal host asks the terminal for the pointer's
    /// motion (mouse mode 1003) while any view listens, and stops when none
    /// does, so an app without hover handlers gets no motion reports. A
    /// view is hovered while the pointer is over it or over a view inside
    /// it; a view that leaves the screen stops being hovered without a
    /// call. Terminals do not say when the pointer leaves the window, and
    /// an inline host reports no pointer: keep what hover shows reachable
    /// by focus too (`@FocusState`, `\.isFocused`). Cost: a hit test per
    /// motion report while a view listens; nothing otherwise.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(_HoverModifier(coordinateSpace: .local, action: { action($0 != .ended) }, reportsMoves: false))
    }

    /// Runs `action` as the pointer moves over this view: `.active` with
    /// the cell under it (column as `x`, row as `y`, in `coordinateSpace`),
    /// then `.ended` when it leaves.
    ///
    /// ```swift
    /// Chart(data).onContinuousHover { phase in
    ///     if case .active(let location) = phase { highlighted = Int(location.x) } else { highlighted = nil }
    /// }
    /// ```
    ///
    /// As ``onHover(perform:)``, with a call per cell the pointer moves to.
    public func onContinuousHover(
        coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> some View {
        modifier(_HoverModifier(coordinateSpace: coordinateSpace, action: action, reportsMoves: true))
    }

    /// Runs `action` as the pointer moves over this view, its location in
    /// `coordinateSpace` (`.local`, `.global`, `.named(_:)`).
    ///
    /// ```swift
    /// Board().onContinuousHover(coordinateSpace: .named("board")) { phase in … }
    /// ```
    public func onContinuousHover(
        coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> some View {
        onContinuousHover(coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
    }
}

/// Hears the pointer over the modified view (`.onHover`,
/// `.onContinuousHover`).
public struct _HoverModifier: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let coordinateSpace: CoordinateSpace
    let action: (HoverPhase) -> Void
    /// Whether each move within the view is reported (`.onContinuousHover`)
    /// or only entering and leaving (`.onHover`).
    let reportsMoves: Bool

    init(coordinateSpace: CoordinateSpace, action: @escaping (HoverPhase) -> Void, reportsMoves: Bool) {
        self.coordinateSpace = coordinateSpace
        self.action = action
        self.reportsMoves = reportsMoves
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(HoverNode(view: modifier, inputs: inputs))
    }
}

/// The node of `.onHover` and `.onContinuousHover`: counted among the
/// graph's hover listeners while mounted.
@MainActor
final class HoverNode<Content: View>: ModifierNode<Content, _HoverModifier>, HoverListener {
    /// The cell the pointer was last reported at, to report each cell once.
    private var lastPoint: CellPoint?

    override func mountContent() {
        super.mountContent()
        graph.hover.listeners += 1
    }

    override func releaseResources() {
        graph.hover.listeners -= 1
        graph.hover.remove(self)
        super.releaseResources()
    }

    func pointerMoved(to point: CellPoint, entered: Bool) {
        guard entered || (modifier.reportsMoves && point != lastPoint) else { return }
        lastPoint = point
        let space = modifier.coordinateSpace
        let location = space == .local ? CGPoint(x: point.column, y: point.row) : coordinateSpaceOrigins.convert(point, to: space)
        modifier.action(.active(location))
    }

    func pointerLeft() {
        lastPoint = nil
        modifier.action(.ended)
    }

    override var modifierName: String { modifier.reportsMoves ? "onContinuousHover" : "onHover" }
}
