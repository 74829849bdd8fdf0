/// A view that is updated only when its content is not `==` to the last one.
///
/// ```swift
/// ChartView(points: points).equatable()
/// ```
///
/// Use it when `==` is cheaper or more precise than Trellis's field-by-field
/// comparison (a large collection compared by a version number, say).
public struct EquatableView<Content: View & Equatable>: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// The view compared with `==`.
    public var content: Content

    /// Wraps `content`.
    public init(content: Content) {
        self.content = content
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(EquatableNode(view: view, inputs: inputs))
    }
}

extension View where Self: Equatable {
    /// Updates this view only when it is not `==` to its previous value.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
