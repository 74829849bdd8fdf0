extension View {
    /// Runs `action` with each value `publisher` sends while this view is
    /// in the visible hierarchy.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    ///
    /// Text("\(elapsed) s").onReceive(timer) { _ in elapsed += 1 }
    /// ```
    ///
    /// The view subscribes when it appears and cancels when it disappears,
    /// so a hidden tab or a covered screen receives nothing. The action runs
    /// on the main actor: at once for a value sent there between updates,
    /// after the update for one sent while the view is being updated (a
    /// `@Published` property's current value, sent as the view appears).
    /// The latest `action` the body gave is the one run. Cost: one
    /// subscription per visible view.
    public func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping (P.Output) -> Void
    ) -> some View where P.Failure == Never {
        modifier(_ReceiveModifier(publisher: publisher, action: action))
    }
}

/// Subscribes the modified view to a publisher while it is shown.
public struct _ReceiveModifier<P: Publisher>: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let publisher: P
    let action: (P.Output) -> Void

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(ReceiveNode(view: modifier, inputs: inputs))
    }
}

/// The node of `onReceive`: subscribed from its appearance to its
/// disappearance, running its modifier's current action for each value.
@MainActor
final class ReceiveNode<Content: View, P: Publisher>: ModifierNode<Content, _ReceiveModifier<P>> {
    private var subscription: AnyCancellable?
    /// True from the appearance to the disappearance: values that arrive
    /// later (sent from another thread before the cancellation) are dropped.
    private var isSubscribed = false

    override func didAppear() {
        isSubscribed = true
        let subscriber = _PublisherSubscriber<P.Output>(timers: graph.timers) { [weak self] value in
            self?.receive(value)
        }
        subscription = modifier.publisher._subscribe(subscriber)
    }

    override func didDisappear(phase: CommitQueue.Phase) {
        isSubscribed = false
        subscription?.cancel()
        subscription = nil
    }

    private func receive(_ value: P.Output) {
        guard isAlive, isSubscribed else { return }
        let action = modifier.action
        if graph.isInUpdatePass {
            graph.enqueueAction(.actions) { action(value) }
        } else {
            action(value)
        }
    }

    override var modifierName: String { "onReceive" }
}
