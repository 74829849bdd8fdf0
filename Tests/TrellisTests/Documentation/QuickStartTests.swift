import Testing
@testable import Trellis
@testable import quick_start

/// The README's quick start does what the README says of it.
@MainActor
@Suite("README quick start")
struct QuickStartTests {
    @Test("The prompt takes the keys at once and hands back what was typed on Enter")
    func namePrompt() {
        var names: [String] = []
        let finish = FinishAction<String> { names.append($0) }
        let host = TestHost(columns: 20, rows: 1) { NamePrompt(finish: finish) }
        host.type("Ada")
        host.press(.return)
        #expect(host.screen == "Ada")
        #expect(names == ["Ada"])
    }
}
