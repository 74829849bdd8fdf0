extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants.
    ///
    /// ```swift
    /// ContentView().environment(\.accent, .red)
    /// ```
    ///
    /// Changing `value` re-evaluates only the descendants that read the key.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value)
        -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Value>>
    {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Changes the environment value at `keyPath` for this view and its
    /// descendants, starting from the value inherited.
    ///
    /// ```swift
    /// Nested().transformEnvironment(\.depth) { $0 += 1 }
    /// ```
    public func transformEnvironment<Value>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>, transform: @escaping (inout Value) -> Void
    ) -> ModifiedContent<Self, _EnvironmentKeyTransformModifier<Value>> {
        modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, transform: transform))
    }

    /// Places an `@Observable` model in the environment of this view and its
    /// descendants, for `@Environment(Model.self)`.
    ///
    /// ```swift
    /// LibraryView().environment(library)
    /// ```
    public func environment<Object: AnyObject & Observable>(_ object: Object?)
        -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Object?>>
    {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.[observable: ObservableKey<Object>()], value: object))
    }
}
