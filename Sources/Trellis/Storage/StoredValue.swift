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

extension StoredValue: Codable {
    private enum TypeTag: String, CodingKey {
        case bool, int, double, string, url, data
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: TypeTag.self)
        guard container.allKeys.count == 1, let tag = container.allKeys.first else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "expected one of bool, int, double, string, url, data"))
        }
        switch tag {
        case .bool: self = .bool(try container.decode(Bool.self, forKey: tag))
        case .int: self = .int(try container.decode(Int.self, forKey: tag))
        case .double: self = .double(try container.decode(Double.self, forKey: tag))
        case .string: self = .string(try container.decode(String.self, forKey: tag))
        case .data: self = .data(try container.decode(Data.self, forKey: tag))
        case .url:
            let string = try container.decode(String.self, forKey: tag)
            guard let url = URL(string: string) else {
                throw DecodingError.dataCorruptedError(forKey: tag, in: container, debugDescription: "not a URL")
            }
            self = .url(url)
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
