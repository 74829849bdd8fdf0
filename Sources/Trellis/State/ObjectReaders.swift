/// The views that read an ``ObservableObject``: its dependency edges, kept by
/// the object's ``ObservableObjectPublisher`` and invalidated by its
/// `objectWillChange`.
///
/// A view reads the object when it holds it (`@StateObject`, `@ObservedObject`,
/// `@EnvironmentObject` link it at every evaluation) and when it reads one of
/// its properties through a binding (`$model.count` handed to a child's
/// `@Binding`), so both re-evaluate when the object changes:
///
/// ```
/// Parent: @StateObject model        link → edge (Parent, epoch 3)
/// Child: @Binding count ← $model.count   body reads count → edge (Child, epoch 1)
/// model.count += 1                   objectWillChange → Parent and Child invalidated
/// ```
///
/// The publisher may send on any thread; the edges are touched only on the
/// main actor, where a send from elsewhere is delivered on the main queue's
/// next turn.
final class ObjectReaders: @unchecked Sendable {
    /// Touched only on the main actor (see ``MainQueue``).
    private nonisolated(unsafe) var dependents = Dependents()

    /// Records the node being evaluated, if any, as a reader.
    @MainActor
    func recordRead() {
        dependents.recordRead()
    }

    /// Invalidates the readers on the main actor and forgets them.
    func invalidate() {
        MainQueue.run { self.invalidateOnMainActor() }
    }

    @MainActor
    private func invalidateOnMainActor() {
        dependents.invalidate()
    }
}
