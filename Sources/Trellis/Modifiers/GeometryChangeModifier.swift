extension View {
    /// Runs `action` with a value computed from the view's geometry, when the
    /// view is first laid out and whenever the value changes.
    ///
    /// ```swift
    /// Text(title)
    ///     .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { width in
    ///         titleWidth = width
    ///     }
    /// ```
    ///
    /// After every layout pass the engine builds the view's `GeometryProxy`
    /// (its size and its frame on screen) and calls `transform`; the action
    /// runs, in the commit after layout, when the result differs by `==`
    /// from the last one. State it writes is applied in the same frame
    /// (layout runs again). The proxy's `frame(in:)` answers in `.local`,
    /// `.global` and the named spaces around the view. Cost: `transform`
    /// once per frame per modifier, plus O(depth) to find the view's position.
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> some View {
        modifier(_GeometryChangeModifier<T>(transform: transform) { _, newValue in action(newValue) })
    }

    /// Runs `action` with the previous and the new value computed from the
    /// view's geometry, whenever that value changes.
    ///
    /// ```swift
    /// Color.clear.onGeometryChange(for: CGSize.self, of: \.size) { old, new in log(old, new) }
    /// ```
    ///
    /// When the view is first laid out, the action runs with the first value
    /// as both the old and the new one. Otherwise as the form whose action
    /// takes only the new value.
    public func onGeometryChange<T: Equatable & Sendable>(
        for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(_GeometryChangeModifier<T>(transform: transform, action: action))
    }
}

/// Calls an action when a value computed from the modified view's geometry changes.
public struct _GeometryChangeModifier<Value: Equatable & Sendable>: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    var transform: @Sendable (GeometryProxy) -> Value
    var action: (Value, Value) -> Void

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(GeometryChangeNode(view: modifier, inputs: inputs))
    }
}

/// A node the renderer checks after every layout pass.
@MainActor
protocol GeometryObserving: AnyObject {
    /// Compares the node's geometry value with the last one and queues its
    /// action when it changed.
    func checkGeometry()
}

/// The node of `.onGeometryChange`: registered with the graph while it is
/// mounted; remembers the last value.
@MainActor
final class GeometryChangeNode<Content: View, Value: Equatable & Sendable>:
    ModifierNode<Content, _GeometryChangeModifier<Value>>, GeometryObserving
{
    private var lastValue: Value?

    override func mountContent() {
        super.mountContent()
        graph.addGeometryObserver(self)
    }

    override func releaseResources() {
        graph.removeGeometryObserver(self)
        super.releaseResources()
    }

    func checkGeometry() {
        guard layout.placedProposal != nil else { return }
        let value = modifier.transform(GeometryProxy(size: layout.size.cgSize, origins: coordinateSpaceOrigins))
        guard value != lastValue else { return }
        let oldValue = lastValue ?? value
        lastValue = value
        let action = modifier.action
        graph.enqueueAction(.actions) { action(oldValue, value) }
    }

    override var modifierName: String { "onGeometryChange" }

    override var stateDescription: String? { lastValue.map { "value: \($0)" } }
}
