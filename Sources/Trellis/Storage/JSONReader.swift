/// Reads JSON text (RFC 8259) into a ``JSONValue``, fast and bounded: what
/// a storage file is read with at start-up.
///
/// ```swift
/// JSONReader.value(of: Array(#"{"format": 1, "values": {}}"#.utf8))
/// // .object([("format", .number("1")), ("values", .object([]))])
/// JSONReader.value(of: Array("[1, 2".utf8))   // nil: not valid JSON
/// ```
///
/// One pass over the bytes, no intermediate tokens: each value is read where
/// it starts, a string without escapes is made from its bytes in one step.
/// Linear in the input: a storage file is read and decoded in about 0.6 µs
/// per key, where Foundation's `JSONDecoder` took 4.4 µs (see
/// BENCHMARKS.md, `storage/read-*`).
///
/// Bounded for untrusted input: arrays and objects nest at most
/// ``maximumDepth`` deep (eight megabytes of `[` would otherwise exhaust the
/// stack), and anything that is not valid JSON (a raw control character in
/// a string, a lone surrogate escape, a leading zero, text after the value)
/// gives `nil`. Invalid UTF-8 inside a string becomes U+FFFD.
struct JSONReader {
    /// How deep arrays and objects may nest; a storage file needs 3.
    static let maximumDepth = 64

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var depth = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The value `text` holds, or `nil` when it is not exactly one JSON value
    /// (surrounded by whitespace only).
    static func value(of text: some Collection<UInt8>) -> JSONValue? {
        let read = text.withContiguousStorageIfAvailable { buffer in
            var reader = JSONReader(bytes: buffer)
            return reader.document()
        }
        if let read {
            return read
        }
        return Array(text).withUnsafeBufferPointer { buffer in
            var reader = JSONReader(bytes: buffer)
            return reader.document()
        }
    }

    /// The whole input: one value and nothing but whitespace after it.
    private mutating func document() -> JSONValue? {
        guard let value = value() else { return nil }
        skipWhitespace()
        return index == bytes.count ? value : nil
    }

    private mutating func value() -> JSONValue? {
        skipWhitespace()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"): return object()
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "\""): return string().map(JSONValue.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return number()
        }
    }

    private mutating func object() -> JSONValue? {
        guard depth < Self.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        index += 1
        var members: [(name: String, value: JSONValue)] = []
        skipWhitespace()
        if consume(UInt8(ascii: "}")) {
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let name = string() else { return nil }
            skipWhitespace()
            guard consume(UInt8(ascii: ":")), let value = value() else { return nil }
            members.append((name, value))
            skipWhitespace()
            if consume(UInt8(ascii: ",")) { continue }
            return consume(UInt8(ascii: "}")) ? .object(members) : nil
        }
    }

    private mutating func array() -> JSONValue? {
        guard depth < Self.maximumDepth else { return nil }
        depth += 1
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if consume(UInt8(ascii: "]")) {
            return .array(elements)
        }
        while true {
            guard let element = value() else { return nil }
            elements.append(element)
            skipWhitespace()
            if consume(UInt8(ascii: ",")) { continue }
            return consume(UInt8(ascii: "]")) ? .array(elements) : nil
        }
    }

    /// A string starting at the opening quote; the index ends after the
    /// closing one.
    private mutating func string() -> String? {
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                return escapedString(from: start)
            }
            if byte < 0x20 {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// The rest of a string that holds escapes, from its first byte `start`;
    /// the index is at the first backslash.
    private mutating func escapedString(from start: Int) -> String? {
        var utf8 = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return nil }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape() else { return nil }
                    utf8.append(contentsOf: String(Character(scalar)).utf8)
                default: return nil
                }
            case 0..<0x20:
                return nil
            default:
                utf8.append(byte)
            }
        }
        return nil
    }

    /// The scalar of a `\u` escape whose four digits start at the index,
    /// with the low half of a surrogate pair read too; `nil` for a lone
    /// surrogate.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let high = hexadecimal() else { return nil }
        guard (0xD800...0xDFFF).contains(high) else { return Unicode.Scalar(high) }
        guard high <= 0xDBFF, index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
            bytes[index + 1] == UInt8(ascii: "u")
        else { return nil }
        index += 2
        guard let low = hexadecimal(), (0xDC00...0xDFFF).contains(low) else { return nil }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
    }

    /// Four hexadecimal digits at the index.
    private mutating func hexadecimal() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// A number: `-`? (`0` | [1-9][0-9]*) (`.` [0-9]+)? ([eE] [+-]? [0-9]+)?
    private mutating func number() -> JSONValue? {
        let start = index
        _ = consume(UInt8(ascii: "-"))
        if consume(UInt8(ascii: "0")) {
            // No leading zeros: "01" is not a number.
        } else if digits() == 0 {
            return nil
        }
        if consume(UInt8(ascii: ".")), digits() == 0 {
            return nil
        }
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            if digits() == 0 { return nil }
        }
        return .number(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
    }

    /// Skips decimal digits; returns how many.
    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            index += 1
        }
        return index - start
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) -> JSONValue? {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return nil }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
            return nil
        }
        index += count
        return value
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }
}
