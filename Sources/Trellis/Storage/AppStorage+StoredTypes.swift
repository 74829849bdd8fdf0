import Foundation

// The initialisers of SwiftUI's `AppStorage`, one per supported value type.

extension AppStorage {
    /// Creates a property that keeps a Boolean under `key`; it reads
    /// `wrappedValue` while the store has none.
    ///
    /// ```swift
    /// @AppStorage("showsHidden") var showsHidden = false
    /// ```
    public init(wrappedValue: Value, _ key: String, store: StorageFile? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, coding: .bool, store: store)
    }

    /// Creates a property that keeps an integer under `key`; it reads
    /// `wrappedValue` while the store has none.
    ///
    /// ```swift
    /// @AppStorage("columns") var columns = 80
    /// ```
    public init(wrappedValue: Value, _ key: String, store: StorageFile? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, coding: .int, store: store)
    }

    /// Creates a property that keeps a floating-point number under `key`; it reads
    /// `wrappedValue` while the store has none.
    ///
    /// ```swift
    /// @AppStorage("ratio") var ratio = 0.5
    /// ```
    public init(wrappedValue: Value, _ key: String, store: StorageFile? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, coding: .double, store: store)
    }

    /// Creates a property that keeps a string under `key`; it reads
    /// `wrappedValue` while the store has none.
    ///
    /// ```swift
    /// @AppStorage("name") var name = ""
    /// ```
    public init(wrappedValue: Value, _ key: String, store: StorageFile? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, coding: .string, store: store)
    }

    /// Creates a property that keeps a URL, stored as its absolute string, under `key`; it reads
    /// `wrappedValue` while the store has none.
    ///
    /// ```swift
    /// @AppStorage("home") var home = URL(fileURLWithPath: "/")
    /// ```
    public init(wrappedValue: Value, _ key: String, store: StorageFile? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, coding: .url, store: store)
    }

    /// Creates a property that keeps bytes, stored as Base64, under `key`; it reads
    /// `wrappedValue` while the store has none.
    ///
    /// ```swift
    /// @AppStorage("token") var token = Data()
    /// ```
    public init(wrappedValue: Value, _ key: String, store: StorageFile? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, coding: .data, store: store)
    }

    /// Creates a property that keeps a `RawRepresentable` value by its
    /// `Int` raw value; it reads `wrappedValue` while the store has none, or
    /// has a raw value the type rejects.
    ///
    /// ```swift
    /// enum Density: Int { case compact, regular }
    /// @AppStorage("density") var density = Density.regular
    /// ```
    public init(wrappedValue: Value, _ key: String, store: StorageFile? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, coding: .raw(.int), store: store)
    }

    /// Creates a property that keeps a `RawRepresentable` value by its
    /// `String` raw value; it reads `wrappedValue` while the store has none, or
    /// has a raw value the type rejects.
    ///
    /// ```swift
    /// enum Sorting: String { case name, date }
    /// @AppStorage("sorting") var sorting = Sorting.name
    /// ```
    public init(wrappedValue: Value, _ key: String, store: StorageFile? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, coding: .raw(.string), store: store)
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// Creates a property that keeps an optional Boolean under `key`; it reads `nil`
    /// while the store has none, and setting `nil` removes the key.
    ///
    /// ```swift
    /// @AppStorage("showsHidden") var showsHidden: Bool?
    /// ```
    public init(_ key: String, store: StorageFile? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, coding: .optional(.bool), store: store)
    }

    /// Creates a property that keeps an optional integer under `key`; it reads `nil`
    /// while the store has none, and setting `nil` removes the key.
    ///
    /// ```swift
    /// @AppStorage("columns") var columns: Int?
    /// ```
    public init(_ key: String, store: StorageFile? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, coding: .optional(.int), store: store)
    }

    /// Creates a property that keeps an optional floating-point number under `key`; it reads `nil`
    /// while the store has none, and setting `nil` removes the key.
    ///
    /// ```swift
    /// @AppStorage("ratio") var ratio: Double?
    /// ```
    public init(_ key: String, store: StorageFile? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, coding: .optional(.double), store: store)
    }

    /// Creates a property that keeps an optional string under `key`; it reads `nil`
    /// while the store has none, and setting `nil` removes the key.
    ///
    /// ```swift
    /// @AppStorage("name") var name: String?
    /// ```
    public init(_ key: String, store: StorageFile? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, coding: .optional(.string), store: store)
    }

    /// Creates a property that keeps an optional URL, stored as its absolute string, under `key`; it reads `nil`
    /// while the store has none, and setting `nil` removes the key.
    ///
    /// ```swift
    /// @AppStorage("home") var home: URL?
    /// ```
    public init(_ key: String, store: StorageFile? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, coding: .optional(.url), store: store)
    }

    /// Creates a property that keeps optional bytes, stored as Base64, under `key`; it reads `nil`
    /// while the store has none, and setting `nil` removes the key.
    ///
    /// ```swift
    /// @AppStorage("token") var token: Data?
    /// ```
    public init(_ key: String, store: StorageFile? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, coding: .optional(.data), store: store)
    }

    /// Creates a property that keeps an optional `RawRepresentable` value by
    /// its `String` raw value; it reads `nil` while the store has none, or has a
    /// raw value the type rejects, and setting `nil` removes the key.
    ///
    /// ```swift
    /// @AppStorage("sorting") var sorting: Sorting?
    /// ```
    public init<R>(_ key: String, store: StorageFile? = nil)
    where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil, coding: .optional(.raw(.string)), store: store)
    }

    /// Creates a property that keeps an optional `RawRepresentable` value by
    /// its `Int` raw value; it reads `nil` while the store has none, or has a
    /// raw value the type rejects, and setting `nil` removes the key.
    ///
    /// ```swift
    /// @AppStorage("density") var density: Density?
    /// ```
    public init<R>(_ key: String, store: StorageFile? = nil)
    where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, coding: .optional(.raw(.int)), store: store)
    }
}
