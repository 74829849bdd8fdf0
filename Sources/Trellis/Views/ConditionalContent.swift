/// One of two views, chosen by an `if`/`else` or a `switch` in a view builder.
///
/// The two branches are different identities: switching branches removes the
/// old branch (its state is destroyed, it disappears) and mounts the new one
/// with fresh state. The new branch appears before the old one disappears,
/// unless the old one carries `.transition(.identity)` (Lifecycle.md rules 1, 10).
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(ConditionalNode(view: view, inputs: inputs))
    }
}
