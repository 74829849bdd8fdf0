import Testing
@testable import Trellis

/// `.clipped()`: drawing and clicks stop at the frame.
@MainActor
@Suite(".clipped()")
struct ClippedModifierTests {
    struct Overflowing: View {
        let clips: Bool
        let log: EventLog

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("before")
                let rows = VStack(alignment: .leading, spacing: 0) {
                    Text("one")
                    Text("two")
                    Text("three").onTapGesture { log("three") }
                }
                .frame(height: 2, alignment: .topLeading)
                if clips {
                    rows.clipped()
                } else {
                    rows
                }
            }
        }
    }

    @Test("Content taller than its frame draws past it without a clip, and stops at the frame with one")
    func drawing() {
        let log = EventLog()
        let unclipped = TestHost(columns: 10, rows: 4) { Overflowing(clips: false, log: log) }
        #expect(unclipped.screen == "before\none\ntwo\nthree")
        let clipped = TestHost(columns: 10, rows: 4) { Overflowing(clips: true, log: log) }
        #expect(clipped.screen == "before\none\ntwo")
    }

    @Test("A click on a row cut off by the clip does not reach it")
    func clicks() {
        let log = EventLog()
        let unclipped = TestHost(columns: 10, rows: 4) { Overflowing(clips: false, log: log) }
        unclipped.click(column: 1, row: 3)
        #expect(log.take() == ["three"])
        let clipped = TestHost(columns: 10, rows: 4) { Overflowing(clips: true, log: log) }
        clipped.click(column: 1, row: 3)
        #expect(log.take() == [])
    }
}
