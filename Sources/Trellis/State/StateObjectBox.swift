/// The storage of one `@StateObject`: the object and the subscription.
@MainActor
final class StateObjectBox<ObjectType: ObservableObject> {
    let object: ObjectType
    let subscription = ObjectSubscription()

    init(object: ObjectType) {
        self.object = object
    }
}
