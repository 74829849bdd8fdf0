import Foundation
import Testing
@testable import Trellis

@Suite("JSON reader")
struct JSONReaderTests {
    private func read(_ text: String) -> JSONValue? {
        JSONReader.value(of: Array(text.utf8))
    }

    @Test("Every kind of value is read, objects keeping their members in order")
    func values() {
        #expect(read(#" {"b": [1, -2.5e3, true, false, null], "a": {"s": "x"}, "e": [], "o": {}} "#) == .object([
            ("b", .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null])),
            ("a", .object([("s", .string("x"))])), ("e", .array([])), ("o", .object([])),
        ]))
        #expect(read("0") == .number("0"))
        #expect(read("-0.5E+2") == .number("-0.5E+2"))
        #expect(read("\"\"") == .string(""))
        #expect(read("\t\r\n null \n") == .null)
    }

    @Test("Escapes are decoded, surrogate pairs included; raw UTF-8 passes through")
    func escapes() {
        #expect(read(#""a\"b\\c\/d\b\f\n\r\t""#) == .string("a\"b\\c/d\u{8}\u{C}\n\r\t"))
        #expect(read(#""\u00e9\u001B\uD83D\uDE00""#) == .string("é\u{1B}😀"))
        #expect(read("\"héllo 😀\"") == .string("héllo 😀"))
    }

    @Test("The last of duplicate member names wins")
    func duplicateNames() {
        #expect(read(#"{"a": 1, "a": 2}"#)?["a"] == .number("2"))
        #expect(read(#"{"a": 1}"#)?["b"] == nil)
        #expect(read("[1]")?["a"] == nil)
    }

    @Test("Anything that is not exactly one JSON value is refused", arguments: [
        "", " ", "{", "}", "[1, 2", "[1,]", "{\"a\" 1}", "{\"a\": 1,}", "{a: 1}", "01", "-", "1.", ".5", "1e", "+1",
        "tru", "nul", "\"abc", "\"a\u{1}b\"", "\"\\x\"", "\"\\u12\"", "\"\\uD83D\"", "\"\\uDE00\"", "\"\\uD83D\\u0041\"",
        "1 2", "[] []", "{\"a\": 1} x", "'a'",
    ])
    func invalid(text: String) {
        #expect(read(text) == nil)
    }

    @Test("Nesting is limited: 64 levels are read, 65 are not, and eight megabytes of brackets return without a crash")
    func depth() {
        let deepest = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(read(deepest) != nil)
        let tooDeep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
        #expect(read(tooDeep) == nil)
        #expect(JSONReader.value(of: [UInt8](repeating: UInt8(ascii: "["), count: 8 << 20)) == nil)
        #expect(JSONReader.value(of: [UInt8](repeating: UInt8(ascii: "{"), count: 1 << 20)) == nil)
    }

    @Test("Invalid UTF-8 inside a string becomes U+FFFD")
    func invalidUTF8() {
        #expect(JSONReader.value(of: [UInt8(ascii: "\""), 0xFF, UInt8(ascii: "a"), UInt8(ascii: "\"")]) == .string("\u{FFFD}a"))
    }

    @Test("Data and other collections are read without copying first")
    func collections() {
        #expect(JSONReader.value(of: Data("[true]".utf8)) == .array([.bool(true)]))
        #expect(JSONReader.value(of: "[null]".utf8) == .array([.null]))
    }
}
