/// An optional view shows its wrapped view, or nothing when it is `nil`: the
/// result of an `if` without `else` in a view builder.
///
/// Going from `nil` to a view mounts it with fresh state; going back to `nil`
/// removes it and destroys its state.
extension Optional: View where Wrapped: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(OptionalNode(view: view, inputs: inputs))
    }
}

/// The node of an optional view: no child for `nil`, one for a view.
@MainActor
final class OptionalNode<Wrapped: View>: TypedNode<Wrapped?> {
    override func mountContent() {
        if let content = view {
            children = [makeChild(content)]
        }
    }

    override func reconcile() {
        switch (view, children.first) {
        case (let content?, let child?):
            updateChild(child, to: content)
        case (let content?, nil):
            appendChild(content)
        case (nil, let child?):
            removeChild(child)
            children = []
        case (nil, nil):
            break
        }
    }

    override func identityLabel(ofChildAt index: Int) -> String? { "some" }

    override var displayName: String { "Optional" }

    override var isTransparentInLists: Bool { true }
}
