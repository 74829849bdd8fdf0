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
    /// Reads the environment (so a new object re-evaluates the view) and
    /// records the view as a reader of the object it finds, so
    /// `objectWillChange` re-evaluates it.
    static func link(_ field: UnsafeMutableRawPointer, storage: inout AnyObject?, node: ViewNode) {
        let property = field.assumingMemoryBound(to: EnvironmentObject<ObjectType>.self)
        property.pointee.values = node.environment
        if let object = node.environment[observableObject: ObservableObjectKey<ObjectType>()] {
            ObjectReadersLink.recordRead(of: object, storage: &storage)
        }
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
