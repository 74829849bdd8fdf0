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
