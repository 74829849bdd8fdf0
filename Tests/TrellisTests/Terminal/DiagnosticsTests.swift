import Testing
@testable import Trellis

@Suite("Diagnostics")
struct DiagnosticsTests {
    @Test("Every control character of a diagnostic is drawn as a symbol; its line breaks stay")
    func visible() {
        #expect(Diagnostics.visible("key \u{1B}]52;c;SGFjaw==\u{07}\u{1B}[2J") == "key ␛]52;c;SGFjaw==␇␛[2J")
        #expect(Diagnostics.visible("C1 \u{9B}2J and DEL \u{7F}") == "C1 \u{FFFD}2J and DEL ␡")
        #expect(Diagnostics.visible("first\nsecond\r\nthird") == "first\nsecond\nthird")
        #expect(Diagnostics.visible("a lone \r return") == "a lone \n return")
        #expect(Diagnostics.visible("plain") == "plain")
    }
}
