/// The root of a presented view: the content of a sheet, cover, alert or
/// dialog, with the ``Presentation`` it belongs to.
///
/// Made by the presenting modifier's node as its second child; its node is
/// laid out, drawn and hit-tested by the graph's ``PresentationLayer``.
public struct _PresentationRoot<Content: View>: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let presentation: Presentation
    let content: Content

    /// Creates the graph node for this view (engine hook).
    public static func _makeView(view: _PresentationRoot, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(PresentationRootNode(view: view, inputs: inputs))
    }
}
