/// A node's subscription to an ``ObservableObject``: invalidates the node
/// whenever the object sends `objectWillChange`.
///
/// Owned by the node's property storage (`@StateObject`, `@ObservedObject`,
/// `@EnvironmentObject`); cancelled when the node is destroyed or starts
/// observing another object. The publisher may send on any thread; the
/// invalidation always happens on the main actor.
@MainActor
final class ObjectSubscription {
    /// The observed object.
    private(set) var object: AnyObject?
    private var cancellable: AnyCancellable?

    /// Observes `object` for `node`, replacing the current subscription when
    /// the object is a different one.
    func observe<Object: ObservableObject>(_ object: Object, for node: ViewNode) {
        guard object !== self.object else { return }
        cancellable?.cancel()
        self.object = object
        let reference = NodeReference(node)
        cancellable = object.objectWillChange.sink { reference.invalidateFromAnyThread() }
    }

    /// Ends the subscription.
    func cancel() {
        cancellable?.cancel()
        cancellable = nil
        object = nil
    }
}
