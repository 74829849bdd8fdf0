import Testing
@testable import Trellis

/// Semantics rule 17 (`fullScreenCover`) and how a cover is drawn.
@MainActor
@Suite("fullScreenCover")
struct FullScreenCoverTests {
    struct Presenter: View {
        let log: EventLog
        let shown: StateHandle<Bool>
        let counter: StateHandle<Int>
        @State private var isPresented = false

        var body: some View {
            let _ = shown.bind($isPresented)
            VStack(alignment: .leading) {
                LifecycleProbe("P", log: log, handle: counter)
                Text("more of the presenter")
            }
            .fullScreenCover(isPresented: $isPresented, onDismiss: { log("onDismiss") }) {
                LifecycleProbe("C", log: log)
            }
        }
    }

    @Test("Rule 17: the cover appears, then the presenter disappears (task cancelled); dismissing reverses it, state kept")
    func presentAndDismiss() async {
        let log = EventLog()
        let shown = StateHandle<Bool>()
        let counter = StateHandle<Int>()
        let host = TestHost(columns: 40, rows: 10) { Presenter(log: log, shown: shown, counter: counter) }
        await host.settle()
        counter.value = 3
        await host.settle()
        #expect(log.take() == ["P.new", "P+", "P.t▶"])

        shown.value = true
        await host.settle()
        #expect(log.take() == ["C.new", "C+", "P.t✕", "P-", "C.t▶"])
        #expect(host.checkInvariants() == [])

        shown.value = false
        await host.settle()
        #expect(log.take() == ["P+", "C.t✕", "C-", "onDismiss", "P.t▶"])
        #expect(host.lines == ["P 3", "more of the presenter"])
        #expect(host.checkInvariants() == [])
    }

    @Test("A cover replaces the whole screen; Esc dismisses it")
    func drawing() async {
        let log = EventLog()
        let shown = StateHandle<Bool>()
        let host = TestHost(columns: 40, rows: 10) { Presenter(log: log, shown: shown, counter: StateHandle()) }
        shown.value = true
        host.update()
        #expect(host.lines == ["C 0"])
        #expect(!host.cell(column: 0, row: 0).attributes.contains(.dim))
        host.press(.escape)
        #expect(shown.value == false)
        #expect(host.lines == ["P 0", "more of the presenter"])
    }

    @Test("A cover presented from the start: the presenter never appears until it is dismissed")
    func presentedAtMount() async {
        let log = EventLog()
        let host = TestHost(columns: 40, rows: 10) {
            LifecycleProbe("P", log: log)
                .fullScreenCover(isPresented: .constant(true)) { LifecycleProbe("C", log: log) }
        }
        await host.settle()
        #expect(log.take() == ["P.new", "C.new", "C+", "C.t▶"])
        #expect(host.lines == ["C 0"])
        #expect(host.checkInvariants() == [])
    }
}
