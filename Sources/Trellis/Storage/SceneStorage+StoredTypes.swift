import Foundation

// The initialisers of SwiftUI's `SceneStorage`, one per supported value type.

extension SceneStorage {
    /// Creates a property that keeps a Boolean under `key`; it reads
    /// `wrappedValue` while the scene has none.
    ///
    /// ```swift
    /// @SceneStorage("showsHidden") var showsHidden = false
    /// ```
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, coding: .bool)
    }

    /// Creates a property that keeps an integer under `key`; it reads
    /// `wrappedValue` while the scene has none.
    ///
    /// ```swift
    /// @SceneStorage("columns") var columns = 80
    /// ```
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, coding: .int)
    }

    /// Creates a property that keeps a floating-point number under `key`; it reads
    /// `wrappedValue` while the scene has none.
    ///
    /// ```swift
    /// @SceneStorage("ratio") var ratio = 0.5
    /// ```
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, coding: .double)
    }

    /// Creates a property that keeps a string under `key`; it reads
    /// `wrappedValue` while the scene has none.
    ///
    /// ```swift
    /// @SceneStorage("name") var name = ""
    /// ```
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, coding: .string)
    }

    /// Creates a property that keeps a URL, stored as its absolute string, under `key`; it reads
    /// `wrappedValue` while the scene has none.
    ///
    /// ```swift
    /// @SceneStorage("home") var home = URL(fileURLWithPath: "/")
    /// ```
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, coding: .url)
    }

    /// Creates a property that keeps bytes, stored as Base64, under `key`; it reads
    /// `wrappedValue` while the scene has none.
    ///
    /// ```swift
    /// @SceneStorage("token") var token = Data()
    /// ```
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, coding: .data)
    }

    /// Creates a property that keeps a `RawRepresentable` value by its
    /// `Int` raw value; it reads `wrappedValue` while the scene has none, or
    /// has a raw value the type rejects.
    ///
    /// ```swift
    /// enum Density: Int { case compact, regular }
    /// @SceneStorage("density") var density = Density.regular
    /// ```
    public init(wrappedValue: Value, _ key: String)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, coding: .raw(.int))
    }

    /// Creates a property that keeps a `RawRepresentable` value by its
    /// `String` raw value; it reads `wrappedValue` while the scene has none, or
    /// has a raw value the type rejects.
    ///
    /// ```swift
    /// enum Sorting: String { case name, date }
    /// @SceneStorage("sorting") var sorting = Sorting.name
    /// ```
    public init(wrappedValue: Value, _ key: String)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, coding: .raw(.string))
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// Creates a property that keeps an optional Boolean under `key`; it reads `nil`
    /// while the scene has none, and setting `nil` removes the key.
    ///
    /// ```swift
    /// @SceneStorage("showsHidden") var showsHidden: Bool?
    /// ```
    public init(_ key: String) where Value == Bool? {
        self.init(key: key, defaultValue: nil, coding: .optional(.bool))
    }

    /// Creates a property that keeps an optional integer under `key`; it reads `nil`
    /// while the scene has none, and setting `nil` removes the key.
    ///
    /// ```swift
    /// @SceneStorage("columns") var columns: Int?
    /// ```
    public init(_ key: String) where Value == Int? {
        self.init(key: key, defaultValue: nil, coding: .optional(.int))
    }

    /// Creates a property that keeps an optional floating-point number under `key`; it reads `nil`
    /// while the scene has none, and setting `nil` removes the key.
    ///
    /// ```swift
    /// @SceneStorage("ratio") var ratio: Double?
    /// ```
    public init(_ key: String) where Value == Double? {
        self.init(key: key, defaultValue: nil, coding: .optional(.double))
    }

    /// Creates a property that keeps an optional string under `key`; it reads `nil`
    /// while the scene has none, and setting `nil` removes the key.
    ///
    /// ```swift
    /// @SceneStorage("name") var name: String?
    /// ```
    public init(_ key: String) where Value == String? {
        self.init(key: key, defaultValue: nil, coding: .optional(.string))
    }

    /// Creates a property that keeps an optional URL, stored as its absolute string, under `key`; it reads `nil`
    /// while the scene has none, and setting `nil` removes the key.
    ///
    /// ```swift
    /// @SceneStorage("home") var home: URL?
    /// ```
    public init(_ key: String) where Value == URL? {
        self.init(key: key, defaultValue: nil, coding: .optional(.url))
    }

    /// Creates a property that keeps optional bytes, stored as Base64, under `key`; it reads `nil`
    /// while the scene has none, and setting `nil` removes the key.
    ///
    /// ```swift
    /// @SceneStorage("token") var token: Data?
    /// ```
    public init(_ key: String) where Value == Data? {
        self.init(key: key, defaultValue: nil, coding: .optional(.data))
    }

    /// Creates a property that keeps an optional `RawRepresentable` value by
    /// its `String` raw value; it reads `nil` while the scene has none, or has a
    /// raw value the type rejects, and setting `nil` removes the key.
    ///
    /// ```swift
    /// @SceneStorage("sorting") var sorting: Sorting?
    /// ```
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(key: key, defaultValue: nil, coding: .optional(.raw(.string)))
    }

    /// Creates a property that keeps an optional `RawRepresentable` value by
    /// its `Int` raw value; it reads `nil` while the scene has none, or has a
    /// raw value the type rejects, and setting `nil` removes the key.
    ///
    /// ```swift
    /// @SceneStorage("density") var density: Density?
    /// ```
    public init<R>(_ key: String) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, coding: .optional(.raw(.int)))
    }
}
