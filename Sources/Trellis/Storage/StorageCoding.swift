import Foundation

/// How a property's value becomes a ``StoredValue`` and back: one pair of
/// functions per supported type, chosen by the property's initialiser.
///
/// ```
/// Int            3            ⇄ .int(3)
/// Mode: Int      .compact     ⇄ .int(1)          (its raw value)
/// String?        nil          ⇄ no value: the key is removed
/// ```
///
/// Decoding a value of another type (the file says `{"string": "3"}` where an
/// `Int` is read) or a raw value the type rejects gives `nil`, and the
/// property reads its default.
///
/// Sendable by assertion: the functions are pure and capture only metatypes
/// and other codings (a `@Sendable` closure may not capture the metatype of
/// a `RawRepresentable` that is not known to be `SendableMetatype`).
struct StorageCoding<Value>: @unchecked Sendable {
    /// The stored form of a value; `nil` removes the key.
    let encode: (Value) -> StoredValue?

    /// The value a stored form stands for; `nil` when it stands for none.
    let decode: (StoredValue) -> Value?
}

extension StorageCoding {
    /// A value stored as itself.
    static func plain(
        _ encode: @escaping (Value) -> StoredValue,
        _ decode: @escaping (StoredValue) -> Value?
    ) -> StorageCoding {
        StorageCoding(encode: { encode($0) }, decode: decode)
    }

    /// An optional stored as its wrapped value, or as no value when `nil`.
    static func optional<Wrapped>(_ wrapped: StorageCoding<Wrapped>) -> StorageCoding where Value == Wrapped? {
        StorageCoding(
            encode: { $0.flatMap(wrapped.encode) },
            decode: { wrapped.decode($0).map { .some($0) } })
    }

    /// A `RawRepresentable` stored as its raw value.
    static func raw(_ rawCoding: StorageCoding<Value.RawValue>) -> StorageCoding where Value: RawRepresentable {
        StorageCoding(
            encode: { rawCoding.encode($0.rawValue) },
            decode: { rawCoding.decode($0).flatMap(Value.init(rawValue:)) })
    }
}

extension StorageCoding where Value == Bool {
    static var bool: StorageCoding {
        plain(StoredValue.bool) { if case .bool(let value) = $0 { value } else { nil } }
    }
}

extension StorageCoding where Value == Int {
    static var int: StorageCoding {
        plain(StoredValue.int) { if case .int(let value) = $0 { value } else { nil } }
    }
}

extension StorageCoding where Value == Double {
    static var double: StorageCoding {
        plain(StoredValue.double) { if case .double(let value) = $0 { value } else { nil } }
    }
}

extension StorageCoding where Value == String {
    static var string: StorageCoding {
        plain(StoredValue.string) { if case .string(let value) = $0 { value } else { nil } }
    }
}

extension StorageCoding where Value == URL {
    static var url: StorageCoding {
        plain(StoredValue.url) { if case .url(let value) = $0 { value } else { nil } }
    }
}

extension StorageCoding where Value == Data {
    static var data: StorageCoding {
        plain(StoredValue.data) { if case .data(let value) = $0 { value } else { nil } }
    }
}
