/// An ``ObservableObject`` owned by a view: created once per identity and
/// kept while the identity lives.
///
/// ```swift
/// struct Clock: View {
///     @StateObject private var timer = Timer()   // created once, not per body
///     var body: some View { Text("\(timer.seconds)s") }
/// }
/// ```
///
/// The autoclosure runs when the view's identity first mounts, never again
/// for that identity. The view is re-evaluated whenever the object sends
/// `objectWillChange`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let makeObject: () -> ObjectType
    private var box: StateObjectBox<ObjectType>?

    /// Creates the property; `thunk` runs once per identity.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        makeObject = thunk
    }

    /// The object.
    @MainActor public var wrappedValue: ObjectType {
        box?.object ?? makeObject()
    }

    /// Bindings to the object's properties (`$model.name`).
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
    }
}

extension StateObject: LinkedProperty {
    /// Creates the object at the identity's first link, and records the
    /// view as a reader of it at every link, so `objectWillChange`
    /// re-evaluates it.
    static func link(_ field: UnsafeMutableRawPointer, storage: inout AnyObject?, node: ViewNode) {
        let property = field.assumingMemoryBound(to: StateObject<ObjectType>.self)
        let box: StateObjectBox<ObjectType>
        if let existing = storage {
            box = unsafeDowncast(existing, to: StateObjectBox<ObjectType>.self)
        } else {
            box = StateObjectBox(object: property.pointee.makeObject())
            storage = box
        }
        property.pointee.box = box
        box.readers.recordRead()
    }

    static func describe(storage: AnyObject?) -> String? {
        guard let storage else { return nil }
        return String(describing: unsafeDowncast(storage, to: StateObjectBox<ObjectType>.self).object)
    }
}

extension StateObject: InputComparableProperty {
    /// The object is owned by the node, not passed by the parent.
    nonisolated static func isSameInput(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool { true }
}
