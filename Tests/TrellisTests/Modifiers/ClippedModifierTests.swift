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

    struct SheetCount: View {
        let count: StateHandle<Int>
        @State private var value = 0

        var body: some View {
            let _ = count.bind($value)
            Text("count \(value)")
        }
    }

    struct ClippedPresenter: View {
        let count: StateHandle<Int>

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("presenter")
                    .sheet(isPresented: .constant(true)) { SheetCount(count: count) }
            }
            .frame(width: 10, height: 1, alignment: .topLeading)
            .clipped()
        }
    }

    @Test("A sheet presented from inside a clip is drawn, and redrawn, over the whole screen: the clip stops at the presentation")
    func sheetInsideClip() {
        let count = StateHandle<Int>()
        let host = TestHost(columns: 30, rows: 7) { ClippedPresenter(count: count) }
        #expect(host.lines[3].contains("count 0"))
        count.value = 7
        host.update()
        #expect(host.lines[3].contains("count 7"))
    }
}
