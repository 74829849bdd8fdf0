import Foundation

/// Where a controller writes the state it wants back after a restart, and
/// reads it from: the `NSCoder` of ``ViewController/encodeRestorableState(with:)``
/// and ``ViewController/decodeRestorableState(with:)``.
///
/// ```swift
/// override func encodeRestorableState(with coder: RestorationCoder) {
///     coder.encode(draft, forKey: "draft")
///     coder.encode(cursor, forKey: "cursor")
/// }
/// override func decodeRestorableState(with coder: RestorationCoder) {
///     draft = coder.decodeString(forKey: "draft") ?? ""
///     cursor = coder.decodeInteger(forKey: "cursor")
/// }
/// ```
///
/// The values go to the scene's restoration file, the atomic JSON store of
/// `@SceneStorage` (`$XDG_STATE_HOME/<app>/scene-storage.json`), under
/// the controller's restoration path: the ``ViewController/restorationIdentifier``s
/// of its ancestors and its own (`"ViewController/main/editor#draft"`).
/// Each value keeps its type; reading a key with another type, or a key
/// never written, gives the default (`false`, `0`, `nil`). A corrupt file
/// is moved aside with one diagnostic and every controller starts from its
/// defaults. Cost: a dictionary access per value; the file is written only
/// at the scene's save points.
@MainActor
public final class RestorationCoder {
    private let file: StorageFile
    private let prefix: String

    init(file: StorageFile, path: String) {
        self.file = file
        self.prefix = path + "#"
    }

    private func stored(_ key: String) -> StoredValue? {
        file.untrackedValue(forKey: prefix + key)
    }

    // MARK: Encoding

    /// Stores `value` under `key`.
    ///
    /// ```swift
    /// coder.encode(true, forKey: "expanded")
    /// ```
    public func encode(_ value: Bool, forKey key: String) {
        file.setValue(.bool(value), forKey: prefix + key)
    }

    /// Stores `value` under `key`.
    ///
    /// ```swift
    /// coder.encode(selectedRow, forKey: "row")
    /// ```
    public func encode(_ value: Int, forKey key: String) {
        file.setValue(.int(value), forKey: prefix + key)
    }

    /// Stores `value` under `key`, exactly (by its bits).
    ///
    /// ```swift
    /// coder.encode(zoom, forKey: "zoom")
    /// ```
    public func encode(_ value: Double, forKey key: String) {
        file.setValue(.double(value), forKey: prefix + key)
    }

    /// Stores `value` under `key`.
    ///
    /// ```swift
    /// coder.encode(query, forKey: "query")
    /// ```
    public func encode(_ value: String, forKey key: String) {
        file.setValue(.string(value), forKey: prefix + key)
    }

    /// Stores `value` under `key` (Base64 in the file).
    ///
    /// ```swift
    /// coder.encode(Data(bookmark), forKey: "bookmark")
    /// ```
    public func encode(_ value: Data, forKey key: String) {
        file.setValue(.data(value), forKey: prefix + key)
    }

    /// Stores `value` under `key` (its absolute string).
    ///
    /// ```swift
    /// coder.encode(document.url, forKey: "document")
    /// ```
    public func encode(_ value: URL, forKey key: String) {
        file.setValue(.url(value), forKey: prefix + key)
    }

    // MARK: Decoding

    /// Whether a value of any type is stored under `key`.
    ///
    /// ```swift
    /// if coder.containsValue(forKey: "row") { selectedRow = coder.decodeInteger(forKey: "row") }
    /// ```
    public func containsValue(forKey key: String) -> Bool {
        stored(key) != nil
    }

    /// The `Bool` stored under `key`, or `false`.
    ///
    /// ```swift
    /// expanded = coder.decodeBool(forKey: "expanded")
    /// ```
    public func decodeBool(forKey key: String) -> Bool {
        if case .bool(let value) = stored(key) { value } else { false }
    }

    /// The `Int` stored under `key`, or `0`.
    ///
    /// ```swift
    /// selectedRow = coder.decodeInteger(forKey: "row")
    /// ```
    public func decodeInteger(forKey key: String) -> Int {
        if case .int(let value) = stored(key) { value } else { 0 }
    }

    /// The `Double` stored under `key`, or `0`.
    ///
    /// ```swift
    /// zoom = coder.decodeDouble(forKey: "zoom")
    /// ```
    public func decodeDouble(forKey key: String) -> Double {
        if case .double(let value) = stored(key) { value } else { 0 }
    }

    /// The `String` stored under `key`, or `nil`.
    ///
    /// ```swift
    /// query = coder.decodeString(forKey: "query") ?? ""
    /// ```
    public func decodeString(forKey key: String) -> String? {
        if case .string(let value) = stored(key) { value } else { nil }
    }

    /// The `Data` stored under `key`, or `nil`.
    ///
    /// ```swift
    /// let bookmark = coder.decodeData(forKey: "bookmark")
    /// ```
    public func decodeData(forKey key: String) -> Data? {
        if case .data(let value) = stored(key) { value } else { nil }
    }

    /// The `URL` stored under `key`, or `nil`.
    ///
    /// ```swift
    /// let document = coder.decodeURL(forKey: "document")
    /// ```
    public func decodeURL(forKey key: String) -> URL? {
        if case .url(let value) = stored(key) { value } else { nil }
    }

    // MARK: The controller's keys

    /// Removes every value of the controller, before it encodes afresh.
    func removeAll() {
        for key in file.keys(withPrefix: prefix) {
            file.setValue(nil, forKey: key)
        }
    }

    /// Whether anything is stored for the controller.
    var isEmpty: Bool { file.keys(withPrefix: prefix).isEmpty }
}
