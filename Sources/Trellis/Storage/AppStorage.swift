/// A value kept in a ``StorageFile`` under a key, so it survives a restart
/// of the application and is shared by every view that reads the key.
///
/// ```swift
/// enum Sorting: String { case name, date }
///
/// struct Browser: View {
///     @AppStorage("showsHidden") private var showsHidden = false
///     @AppStorage("sorting") private var sorting = Sorting.name
///     @AppStorage("lastFolder") private var lastFolder: URL?
///     var body: some View {
///         Text(showsHidden ? "all files" : "visible files")
///     }
/// }
/// ```
///
/// Supported values, as in SwiftUI: `Bool`, `Int`, `Double`, `String`,
/// `URL`, `Data`, a `RawRepresentable` whose raw value is `Int` or `String`,
/// and optionals of each (`nil` removes the key). The initial value is the
/// default: it is read while the file has no value for the key (or one of
/// another type) and is not written to the file.
///
/// The store is `store` when given, otherwise the one an ancestor set with
/// ``View/defaultAppStorage(_:)``, otherwise ``StorageFile/standard``.
/// Reading the value in `body` makes the view depend on that key of that
/// store only; a write from any view re-evaluates every view whose latest
/// evaluation read the key, and writing the value already stored
/// re-evaluates nothing. ``projectedValue`` is a `Binding` for a child's
/// `@Binding`. Saving is the store's business (after the turn, atomically;
/// see ``StorageFile``).
///
/// Read and write it on the main actor. Before the view is mounted it reads
/// and writes the store directly (`store`, or the standard one). Cost per
/// read: a dictionary lookup and a type check; per write: a comparison, and
/// a save after the turn.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let coding: StorageCoding<Value>
    let store: StorageFile?
    private var location: StorageLocation<Value>?

    init(key: String, defaultValue: Value, coding: StorageCoding<Value>, store: StorageFile?) {
        self.key = key
        self.defaultValue = defaultValue
        self.coding = coding
        self.store = store
    }

    /// The stored value, or the default when the store has none for the key.
    @MainActor public var wrappedValue: Value {
        get { (location ?? unlinkedLocation).value }
        nonmutating set { (location ?? unlinkedLocation).set(newValue, transaction: Transaction()) }
    }

    /// A binding that reads and writes the stored value, for a child's `@Binding`.
    ///
    /// ```swift
    /// Toggle("Hidden files", isOn: $showsHidden)
    /// ```
    @MainActor public var projectedValue: Binding<Value> {
        Binding(location: location ?? unlinkedLocation)
    }

    /// The location used before the view is mounted: the explicit store or the standard one.
    @MainActor private var unlinkedLocation: StorageLocation<Value> {
        StorageLocation(file: store ?? .standard, key: key, defaultValue: defaultValue, coding: coding)
    }
}

extension AppStorage: Sendable where Value: Sendable {}

extension AppStorage: LinkedProperty {
    static func link(_ field: UnsafeMutableRawPointer, storage: inout AnyObject?, node: ViewNode) {
        let property = field.assumingMemoryBound(to: AppStorage<Value>.self)
        let file = property.pointee.store ?? node.environment.defaultAppStorage
        property.pointee.location = StorageLocation.link(
            &storage, file: file, key: property.pointee.key, defaultValue: property.pointee.defaultValue,
            coding: property.pointee.coding)
    }

    static func describe(storage: AnyObject?) -> String? {
        StorageLocation<Value>.describe(storage)
    }
}

extension AppStorage: InputComparableProperty {
    /// The same key of the same explicit store is the same input; the
    /// default, like `@State`'s initial value, is not compared.
    nonisolated static func isSameInput(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool {
        let old = old.assumingMemoryBound(to: AppStorage<Value>.self)
        let new = new.assumingMemoryBound(to: AppStorage<Value>.self)
        return old.pointee.key == new.pointee.key && old.pointee.store === new.pointee.store
    }
}
