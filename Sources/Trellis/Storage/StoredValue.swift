import Foundation

/// One value in a storage file, tagged with its type so that it reads back
/// as exactly what was written.
///
/// In the file each value is a one-key object naming its type, so an `Int`
/// never comes back as a `Double`, a `URL` never as a `String`:
///
/// ```
/// .int(3)                          {"int": 3}
/// .double(0.1)                     {"double": 0.1}
/// .double(.infinity)               {"double": "Infinity"}
/// .data(Data([1, 2, 3]))           {"data": "AQID"}           (Base64)
/// .url(URL(string: "https://a")!)  {"url": "https://a"}       (absolute string)
/// ```
///
/// Doubles are equal when their bits are: `-0.0` is a change from `0.0`, and
/// writing the same NaN again is not a change.
enum StoredValue: Sendable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case url(URL)
    case data(Data)
}

extension StoredValue: Equatable {
    static func == (lhs: StoredValue, rhs: StoredValue) -> Bool {
        switch (lhs, rhs) {
        case (.bool(let left), .bool(let right)): left == right
        case (.int(let left), .int(let right)): left == right
        case (.double(let left), .double(let right)): left.bitPattern == right.bitPattern
        case (.string(let left), .string(let right)): left == right
        case (.url(let left), .url(let right)): left.absoluteString == right.absoluteString
        case (.data(let left), .data(let right)): left == right
        default: false
        }
    }
}

extension StoredValue: Encodable {
    private enum TypeTag: String, CodingKey {
        case bool, int, double, string, url, data
    }

    /// The value `json` holds, a one-member object naming its type, read
    /// at `path` (`values.width`, for the reason of a failure).
    init(_ json: JSONValue, at path: String) throws(StorageContents.Invalid) {
        // One member, or the same name repeated (the last one counts, as
        // Foundation's decoder read it).
        guard case .object(let members) = json, let last = members.last,
            members.allSatisfy({ $0.name == last.name }), let tag = TypeTag(stringValue: last.name)
        else {
            throw StorageContents.Invalid(reason: "expected one of bool, int, double, string, url, data at \(path)")
        }
        let value = last.value
        let location = "\(path).\(tag.stringValue)"
        let unexpected = StorageContents.Invalid(reason: "unexpected value at \(location)")
        switch (tag, value) {
        case (.bool, .bool(let bool)):
            self = .bool(bool)
        case (.int, .number(let text)):
            guard let int = StorageContents.integer(text) else { throw unexpected }
            self = .int(int)
        case (.double, .number(let text)):
            guard let double = Double(text) else { throw unexpected }
            self = .double(double)
        case (.double, .string("Infinity")):
            self = .double(.infinity)
        case (.double, .string("-Infinity")):
            self = .double(-.infinity)
        case (.double, .string("NaN")):
            self = .double(.nan)
        case (.string, .string(let string)):
            self = .string(string)
        case (.data, .string(let base64)):
            guard let data = Data(base64Encoded: base64) else {
                throw StorageContents.Invalid(reason: "not Base64 at \(location)")
            }
            self = .data(data)
        case (.url, .string(let string)):
            guard let url = URL(string: string) else {
                throw StorageContents.Invalid(reason: "not a URL at \(location)")
            }
            self = .url(url)
        default:
            throw unexpected
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: TypeTag.self)
        switch self {
        case .bool(let value): try container.encode(value, forKey: .bool)
        case .int(let value): try container.encode(value, forKey: .int)
        case .double(let value): try container.encode(value, forKey: .double)
        case .string(let value): try container.encode(value, forKey: .string)
        case .url(let value): try container.encode(value.absoluteString, forKey: .url)
        case .data(let value): try container.encode(value, forKey: .data)
        }
    }
}
