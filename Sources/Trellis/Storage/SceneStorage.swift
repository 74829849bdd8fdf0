/// A value the scene saves for state restoration: kept while the
/// application runs, saved when the scene goes to the background or the
/// application quits, and read back at the next launch.
///
/// ```swift
/// struct Editor: View {
///     @SceneStorage("draft") private var draft = ""
///     @SceneStorage("cursor") private var cursor = 0
///     var body: some View { Text(draft) }
/// }
/// ```
///
/// For what a user would be annoyed to lose on a restart (a draft, a
/// selection, a scroll position), not for settings (use ``AppStorage``) or
/// documents. The supported values are those of ``AppStorage``; keys are
/// shared by every view of the scene, so two views with one key show one
/// value and both re-evaluate when it changes (a write of the value already
/// stored re-evaluates nothing).
///
/// **When it is saved.** Writes change the scene's values in memory only; the
/// host saves them all, atomically, when the scene goes to the background
/// and when it quits, to `$XDG_STATE_HOME/<app>/scene-storage.json`
/// (`~/.local/state/<app>/…` by default). A crash loses what changed since
/// the last save point. A view outside a scene (``render(_:width:)``, a
/// `TestHost` without scene storage) keeps the value as `@State` would:
/// for as long as the view lives, never saved.
///
/// Read and write it on the main actor. Before the view is mounted it reads
/// its initial value and ignores writes, as `@State` does. Cost per read: a
/// dictionary lookup and a type check; per write: a comparison.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let coding: StorageCoding<Value>
    private var location: StorageLocation<Value>?

    init(key: String, defaultValue: Value, coding: StorageCoding<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.coding = coding
    }

    /// The scene's value for the key, or the default when it has none.
    @MainActor public var wrappedValue: Value {
        get { location?.value ?? defaultValue }
        nonmutating set { location?.set(newValue, transaction: Transaction()) }
    }

    /// A binding that reads and writes the scene's value, for a child's `@Binding`.
    ///
    /// ```swift
    /// DraftField(text: $draft)
    /// ```
    @MainActor public var projectedValue: Binding<Value> {
        guard let location else { return .constant(defaultValue) }
        return Binding(location: location)
    }
}

extension SceneStorage: Sendable where Value: Sendable {}

extension SceneStorage: LinkedProperty {
    /// Links to the scene's storage file from the environment; without a
    /// scene, to a file in memory that the node keeps.
    static func link(_ field: UnsafeMutableRawPointer, storage: inout AnyObject?, node: ViewNode) {
        let property = field.assumingMemoryBound(to: SceneStorage<Value>.self)
        let file =
            node.environment.sceneRestoration?.file
            ?? storage.map { unsafeDowncast($0, to: StorageLocation<Value>.self).file }
            ?? StorageFile()
        property.pointee.location = StorageLocation.link(
            &storage, file: file, key: property.pointee.key, defaultValue: property.pointee.defaultValue,
            coding: property.pointee.coding)
    }

    static func describe(storage: AnyObject?) -> String? {
        StorageLocation<Value>.describe(storage)
    }
}

extension SceneStorage: InputComparableProperty {
    /// The same key is the same input; the default, like `@State`'s initial
    /// value, is not compared (a new one applies from the next evaluation).
    nonisolated static func isSameInput(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool {
        old.assumingMemoryBound(to: SceneStorage<Value>.self).pointee.key
            == new.assumingMemoryBound(to: SceneStorage<Value>.self).pointee.key
    }
}
