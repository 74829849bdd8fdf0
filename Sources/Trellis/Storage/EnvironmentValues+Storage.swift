/// The store `@AppStorage` properties use when they name none.
struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: StorageFile { .standard }
}

/// The scene storage of the scene a view belongs to, if any.
struct SceneRestorationKey: EnvironmentKey {
    static let defaultValue: SceneRestoration? = nil
}

extension EnvironmentValues {
    /// The store `@AppStorage` properties without a `store:` use
    /// (``View/defaultAppStorage(_:)``); ``StorageFile/standard`` by default.
    var defaultAppStorage: StorageFile {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }

    /// The scene storage `@SceneStorage` properties read and write; set by
    /// the host for each scene, `nil` outside a scene.
    var sceneRestoration: SceneRestoration? {
        get { self[SceneRestorationKey.self] }
        set { self[SceneRestorationKey.self] = newValue }
    }
}
