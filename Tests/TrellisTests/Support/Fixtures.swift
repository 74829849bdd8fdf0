import Testing
@testable import Trellis

/// A counter that logs its lifecycle under `name` and exposes its state.
struct LoggingCounter: View {
    let name: String
    let log: EventLog
    var handle: StateHandle<Int>?
    @State private var count = 0

    var body: some View {
        let _ = handle?.bind($count)
        Text("\(name) \(count)")
            .onAppear { log("\(name)+") }
            .onDisappear { log("\(name)-") }
    }
}

/// A modifier whose argument can change without changing identity.
struct Dimmed: ViewModifier {
    let amount: Double
    func body(content: Content) -> some View {
        content
    }
}
