/// The content a `ViewModifier` is applied to, as it appears in the
/// modifier's body.
///
/// Each place the body uses it shows the modified view's content, with the
/// identity of that place.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(ModifierContentNode<Modifier>(view: view, inputs: inputs))
    }
}
