/// The storage of one `@StateObject`: the object, and its readers (kept so
/// that linking does not look up the object's publisher every time).
@MainActor
final class StateObjectBox<ObjectType: ObservableObject> {
    let object: ObjectType
    let readers: ObjectReaders

    init(object: ObjectType) {
        self.object = object
        readers = object.objectWillChange.readers
    }
}
