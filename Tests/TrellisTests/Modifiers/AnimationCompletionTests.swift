import Testing
@testable import Trellis

/// `withAnimation(_:completionCriteria:_:completion:)` and the
/// `.animation(_:)` form without a value.
@MainActor
@Suite("Animation completion")
struct AnimationCompletionTests {
    struct Expanding: View {
        let log: EventLog
        let isExpanded: StateHandle<Bool>
        @State private var expanded = false

        var body: some View {
            let _ = isExpanded.bind($expanded)
            VStack(alignment: .leading) {
                Button("Toggle") {
                    withAnimation(.easeInOut, completionCriteria: .removed) {
                        expanded.toggle()
                        log("body")
                    } completion: {
                        log("completion \(expanded)")
                    }
                }
                Text(expanded ? "open" : "closed").animation(.default)
            }
        }
    }

    @Test("The completion runs right after the body; the change is drawn at once")
    func completionAfterBody() {
        let log = EventLog()
        let isExpanded = StateHandle<Bool>()
        let host = TestHost(columns: 12, rows: 2) { Expanding(log: log, isExpanded: isExpanded) }
        #expect(host.lines == ["[ Toggle ]", "closed"])
        host.press(.tab)
        host.press(.return)
        #expect(log.take() == ["body", "completion true"])
        #expect(host.lines == ["[ Toggle ]", "open"])
        let result = withAnimation(.linear, { 7 }, completion: { log("done") })
        #expect(result == 7)
        #expect(log.take() == ["done"])
    }
}
