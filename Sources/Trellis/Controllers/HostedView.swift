/// A ``ControllerView`` as a declarative view: what puts a controller's
/// view into the graph (a window's root, a subview, a presented
/// controller, a representable's controller).
///
/// Its node is a ``ControllerViewNode``; two values are the same input
/// when they name the same view object.
struct HostedView: View {
    /// Drawn by the engine: there is no body to evaluate.
    typealias Body = Never

    let view: ControllerView

    static func _makeView(view: HostedView, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(ControllerViewNode(view: view, inputs: inputs))
    }
}
