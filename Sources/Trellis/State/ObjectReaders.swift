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

/// The storage a view keeps for an ``ObservableObject`` it is handed
/// (`@ObservedObject`, `@EnvironmentObject`): the object and its readers,
/// so that linking the property again looks nothing up while the object
/// stays the same.
@MainActor
final class ObjectReadersLink {
    private let object: AnyObject
    private let readers: ObjectReaders

    private init(object: AnyObject, readers: ObjectReaders) {
        self.object = object
        self.readers = readers
    }

    /// Records the view being evaluated as a reader of `object`, reusing
    /// `storage`'s readers when it links the same object, else storing a
    /// new link there.
    static func recordRead<Object: ObservableObject>(of object: Object, storage: inout AnyObject?) {
        if let link = storage as? ObjectReadersLink, link.object === object {
            link.readers.recordRead()
            return
        }
        let link = ObjectReadersLink(object: object, readers: object.objectWillChange.readers)
        storage = link
        link.readers.recordRead()
    }
}
