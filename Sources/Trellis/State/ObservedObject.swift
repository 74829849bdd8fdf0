/// An ``ObservableObject`` passed in by the view's parent.
///
/// ```swift
/// struct TimerLabel: View {
///     @ObservedObject var timer: Timer
///     var body: some View { Text("\(timer.seconds)s") }
/// }
/// ```
///
/// The view is re-evaluated whenever the object sends `objectWillChange`,
/// and so is every view that reads a binding made from it (`$timer.seconds`).
/// It is the same input as long as the parent passes the same object.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object.
    public var wrappedValue: ObjectType

    /// Observes `wrappedValue`.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Observes `initialValue`.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

    /// Makes bindings to the properties of an observed object.
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType

        /// A binding to the property at `keyPath`.
        @MainActor
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            Binding(location: ObservableObjectLocation(object: root, keyPath: keyPath))
        }
    }
}

extension ObservedObject: LinkedProperty {
    /// Records the view as a reader of the object, so `objectWillChange`
    /// re-evaluates it.
    static func link(_ field: UnsafeMutableRawPointer, storage: inout AnyObject?, node: ViewNode) {
        let object = field.assumingMemoryBound(to: ObservedObject<ObjectType>.self).pointee.wrappedValue
        ObjectReadersLink.recordRead(of: object, storage: &storage)
    }
}
