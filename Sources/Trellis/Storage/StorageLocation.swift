/// One key of one storage file, seen as a value of type `Value`: what an
/// `@AppStorage` or `@SceneStorage` property is linked to, and where its
/// `Binding` reads and writes.
///
/// ```
/// @AppStorage("width") var width = 80      StorageLocation(file: standard, key: "width", default: 80)
/// file has {"width": {"int": 120}}         value → 120
/// file has no "width", or a string there   value → 80 (the default)
/// width = 100                              file.setValue(.int(100), forKey: "width")
/// ```
///
/// A node keeps its location in its property storage and reuses it while
/// the file and key stay the same. Two locations on the same file and key are
/// the same binding location, so `$width` passed to a child is the same input
/// on every evaluation of the parent.
@MainActor
final class StorageLocation<Value>: BindingLocation {
    let file: StorageFile
    let key: String
    let coding: StorageCoding<Value>

    /// The value read when the file has none (or none of this type) for the key.
    var defaultValue: Value

    init(file: StorageFile, key: String, defaultValue: Value, coding: StorageCoding<Value>) {
        self.file = file
        self.key = key
        self.defaultValue = defaultValue
        self.coding = coding
    }

    /// The current value; reading it during an evaluation records a dependency on the key.
    var value: Value {
        file.value(forKey: key).flatMap(coding.decode) ?? defaultValue
    }

    /// The current value, without recording a dependency.
    var untrackedValue: Value {
        file.untrackedValue(forKey: key).flatMap(coding.decode) ?? defaultValue
    }

    func get() -> Value { value }

    func set(_ newValue: Value, transaction: Transaction) {
        file.setValue(coding.encode(newValue), forKey: key)
    }

    func isSameLocation(as other: any BindingLocation<Value>) -> Bool {
        guard let other = other as? StorageLocation<Value> else { return false }
        return other.file === file && other.key == key
    }

    /// The location in `storage` when it is on `file` and `key` (with its
    /// default brought up to date), otherwise a new one, stored there.
    static func link(
        _ storage: inout AnyObject?, file: StorageFile, key: String, defaultValue: Value,
        coding: StorageCoding<Value>
    ) -> StorageLocation {
        if let existing = storage.map({ unsafeDowncast($0, to: StorageLocation.self) }),
            existing.file === file, existing.key == key
        {
            existing.defaultValue = defaultValue
            return existing
        }
        let location = StorageLocation(file: file, key: key, defaultValue: defaultValue, coding: coding)
        storage = location
        return location
    }

    /// The graph description of the location in `storage`: its current value.
    static func describe(_ storage: AnyObject?) -> String? {
        storage.map { String(describing: unsafeDowncast($0, to: StorageLocation.self).untrackedValue) }
    }
}
