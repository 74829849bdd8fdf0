/// An ``ObservableObject`` passed in by the view's parent.
///
/// ```swift
/// struct TimerLabel: View {
///     @ObservedObject var timer: Timer
///     var body: some View { Text("\(timer.seconds)s") }
/// }
/// ```
///
/// The view is re-evaluated whenever the object sends `objectWillChange`.
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
            Binding(location: ObjectLocation(object: root, keyPath: keyPath))
        }
    }
}

extension ObservedObject: LinkedProperty {
    static func link(_ field: UnsafeMutableRawPointer, storage: inout AnyObject?, node: ViewNode) {
        let subscription = (storage as? ObjectSubscription) ?? ObjectSubscription()
        storage = subscription
        subscription.observe(field.assumingMemoryBound(to: ObservedObject<ObjectType>.self).pointee.wrappedValue, for: node)
    }

    static func release(storage: AnyObject?) {
        (storage as? ObjectSubscription)?.cancel()
    }
}

/// An ``ObservableObject`` placed in the environment by an ancestor with
/// `.environmentObject(_:)`.
///
/// ```swift
/// struct Badge: View {
///     @EnvironmentObject var inbox: Inbox
///     var body: some View { Text("\(inbox.unread)") }
/// }
/// ```
///
/// A missing object is a programming error that names the type, as in SwiftUI.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    private var values: EnvironmentValues?

    /// Reads the object of this type from the environment.
    public init() {}

    /// The object.
    @MainActor public var wrappedValue: ObjectType {
        guard let object = values?[observableObject: ObservableObjectKey<ObjectType>()] else {
            preconditionFailure(
                "No ObservableObject of type \(ObjectType.self) found. "
                    + "A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// Bindings to the object's properties (`$model.name`).
    @MainActor public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(root: wrappedValue)
    }
}

extension EnvironmentObject: LinkedProperty {
    static func link(_ field: UnsafeMutableRawPointer, storage: inout AnyObject?, node: ViewNode) {
        let property = field.assumingMemoryBound(to: EnvironmentObject<ObjectType>.self)
        property.pointee.values = node.environment
        let subscription = (storage as? ObjectSubscription) ?? ObjectSubscription()
        storage = subscription
        if let object = node.environment[observableObject: ObservableObjectKey<ObjectType>()] {
            subscription.observe(object, for: node)
        }
    }

    static func release(storage: AnyObject?) {
        (storage as? ObjectSubscription)?.cancel()
    }
}

extension EnvironmentObject: InputComparableProperty {
    /// The object is read from the environment, not passed by the parent.
    nonisolated static func isSameInput(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool { true }
}

extension View {
    /// Places an ``ObservableObject`` in the environment of this view and its
    /// descendants, for `@EnvironmentObject`.
    ///
    /// ```swift
    /// ContentView().environmentObject(inbox)
    /// ```
    public func environmentObject<Object: ObservableObject>(_ object: Object)
        -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Object?>>
    {
        modifier(
            _EnvironmentKeyWritingModifier(
                keyPath: \EnvironmentValues.[observableObject: ObservableObjectKey<Object>()], value: object))
    }
}

extension EnvironmentValues {
    /// The ``ObservableObject`` of type `Object` set with `.environmentObject(_:)`.
    subscript<Object: ObservableObject>(observableObject key: ObservableObjectKey<Object>) -> Object? {
        get { self[ObservableObjectKey<Object>.self] }
        set { self[ObservableObjectKey<Object>.self] = newValue }
    }
}

/// The environment key of the ``ObservableObject``s of one type.
struct ObservableObjectKey<Object: AnyObject>: EnvironmentKey, Hashable {
    static var defaultValue: Object? { nil }
}
