/// The node of `onAppear`/`onDisappear`: queues the current actions when the
/// node appears and disappears.
@MainActor
final class AppearanceActionNode<Content: View>: ModifierNode<Content, _AppearanceActionModifier> {
    override func didAppear() {
        if let action = modifier.appear {
            graph.enqueueAction(.actions, action)
        }
    }

    override func didDisappear(phase: CommitQueue.Phase) {
        if let action = modifier.disappear {
            graph.enqueueAction(phase, action)
        }
    }

    override var modifierName: String {
        switch (modifier.appear, modifier.disappear) {
        case (.some, .some): "onAppear.onDisappear"
        case (_, .some): "onDisappear"
        default: "onAppear"
        }
    }
}
