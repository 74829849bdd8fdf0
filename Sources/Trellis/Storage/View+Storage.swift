extension View {
    /// Sets the store that `@AppStorage` properties in this view and its
    /// descendants use when they name none.
    ///
    /// ```swift
    /// ContentView().defaultAppStorage(StorageFile(applicationName: "notes"))
    /// ```
    ///
    /// Changing the store re-evaluates the views whose properties read from it.
    public func defaultAppStorage(_ store: StorageFile)
        -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<StorageFile>>
    {
        environment(\.defaultAppStorage, store)
    }
}
