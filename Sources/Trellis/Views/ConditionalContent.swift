/// One of two views, chosen by an `if`/`else` or a `switch` in a view builder.
///
/// The two branches are different identities: switching branches removes the
/// old branch (its state is destroyed, it disappears) and mounts the new one
/// with fresh state. The new branch appears before the old one disappears,
/// unless the old one carries `.transition(.identity)` (semantics rules 1, 10).
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

/// The node of a `_ConditionalContent`: one child, for the current branch.
@MainActor
final class ConditionalNode<TrueContent: View, FalseContent: View>: TypedNode<_ConditionalContent<TrueContent, FalseContent>> {
    private var isTrueBranch = true

    override func mountContent() {
        switch view.storage {
        case .trueContent(let content):
            isTrueBranch = true
            children = [makeChild(content)]
        case .falseContent(let content):
            isTrueBranch = false
            children = [makeChild(content)]
        }
    }

    override func reconcile() {
        switch (view.storage, isTrueBranch) {
        case (.trueContent(let content), true):
            updateChild(children[0], to: content)
        case (.falseContent(let content), false):
            updateChild(children[0], to: content)
        case (.trueContent(let content), false):
            isTrueBranch = true
            replaceChild(at: 0, with: content)
        case (.falseContent(let content), true):
            isTrueBranch = false
            replaceChild(at: 0, with: content)
        }
    }

    override func identityLabel(ofChildAt index: Int) -> String? { isTrueBranch ? "if" : "else" }

    override var displayName: String { "_ConditionalContent" }

    override var isTransparentInLists: Bool { true }
}
