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
