extension EnvironmentValues {
    /// The `@Observable` model of type `Object` set with `.environment(_:)`.
    subscript<Object: AnyObject & Observable>(observable key: ObservableKey<Object>) -> Object? {
        get { self[ObservableKey<Object>.self] }
        set { self[ObservableKey<Object>.self] = newValue }
    }
}

/// The environment key of the `@Observable` models of one type; also the
/// hashable index of the key path `\.[observable: ObservableKey<Model>()]`.
struct ObservableKey<Object: AnyObject>: EnvironmentKey, Hashable {
    static var defaultValue: Object? { nil }
}
