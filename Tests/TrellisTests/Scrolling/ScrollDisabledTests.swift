import Observation
import Testing
@testable import Trellis

@MainActor
@Suite("scrollDisabled")
struct ScrollDisabledTests {
    @Observable
    final class Lock {
        var isLocked = true
    }

    struct Terms: View {
        let lock: Lock
        var body: some View {
            ScrollView {
                VStack(alignment: .leading) {
                    ForEach(0..<10) { Text("clause \($0)") }
                }
            }
            .scrollDisabled(lock.isLocked)
            .scrollDisabled(false)
        }
    }

    @Test("A disabled scroll view takes neither the focus, the keys nor the wheel; enabled again, it scrolls")
    func disabledThenEnabled() {
        let lock = Lock()
        let host = TestHost(columns: 12, rows: 3) { Terms(lock: lock) }
        #expect(host.screen == "clause 0   ┃\nclause 1   │\nclause 2   │")
        host.press(.tab)
        host.press(.downArrow)
        host.send(Array("\u{1B}[<65;2;2M".utf8))   // the wheel, down
        #expect(host.screen == "clause 0   ┃\nclause 1   │\nclause 2   │")

        lock.isLocked = false
        host.update()
        host.send(Array("\u{1B}[<65;2;2M".utf8))
        #expect(host.lines[0].hasPrefix("clause 3"))
    }
}
