import Foundation

/// What a storage file holds: a format version and the values by key,
/// written as JSON.
///
/// ```json
/// {
///   "format" : 1,
///   "values" : {
///     "fontSize" : { "double" : 13.5 },
///     "lastFolder" : { "url" : "file:///home/ada/notes/" },
///     "showsHidden" : { "bool" : true }
///   }
/// }
/// ```
///
/// Keys are sorted, so the same values always give the same bytes. A file
/// whose JSON does not decode to this shape, or whose `format` is not 1,
/// does not decode at all: the reader treats it as corrupt (see
/// ``StorageFile``). Infinite and NaN doubles are written as the strings
/// `"Infinity"`, `"-Infinity"` and `"NaN"`.
struct StorageContents: Codable, Equatable, Sendable {
    /// The version of the layout above; the only one so far is 1.
    static let currentFormat = 1

    var format: Int
    var values: [String: StoredValue]

    init(values: [String: StoredValue]) {
        format = Self.currentFormat
        self.values = values
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        format = try container.decode(Int.self, forKey: .format)
        guard format == Self.currentFormat else {
            throw DecodingError.dataCorruptedError(
                forKey: .format, in: container, debugDescription: "unknown format \(format)")
        }
        values = try container.decode([String: StoredValue].self, forKey: .values)
    }

    /// The JSON bytes of these contents.
    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        var data = try encoder.encode(self)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Decodes contents from JSON bytes.
    ///
    /// Throws ``Invalid`` with a short reason ("not valid JSON", "unexpected
    /// value at values.width") when the bytes are not a storage file.
    static func decode(_ data: Data) throws(Invalid) -> StorageContents {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        do {
            return try decoder.decode(StorageContents.self, from: data)
        } catch let error as DecodingError {
            throw Invalid(reason: reason(for: error))
        } catch {
            throw Invalid(reason: "not valid JSON")
        }
    }

    /// Why bytes are not a storage file.
    struct Invalid: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    /// A one-line reason for a decoding error, naming where it happened.
    private static func reason(for error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "not valid JSON"
        case .dataCorrupted(let context):
            return "\(context.debugDescription) at \(path(context))"
        case .keyNotFound(let key, let context):
            let parent = path(context)
            return "missing \"\(key.stringValue)\"" + (parent.isEmpty ? "" : " at \(parent)")
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            let location = path(context)
            return "unexpected value" + (location.isEmpty ? "" : " at \(location)")
        @unknown default:
            return "not a storage file"
        }
    }
}
