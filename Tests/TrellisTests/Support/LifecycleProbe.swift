import Testing
@testable import Trellis

/// A view that logs everything the container rules speak of, under `name`:
/// `name.new` when its state is created, `name+` / `name-` on appear and
/// disappear, `name.t▶` / `name.t✕` when its task starts and is cancelled.
/// It shows `name count` and hands its count to `handle`.
struct LifecycleProbe: View {
    let name: String
    let log: EventLog
    var handle: StateHandle<Int>?
    @StateObject private var model: ProbeModel
    @State private var count = 0

    init(_ name: String, log: EventLog, handle: StateHandle<Int>? = nil) {
        self.name = name
        self.log = log
        self.handle = handle
        _model = StateObject(wrappedValue: ProbeModel(name: name, log: log))
    }

    var body: some View {
        let _ = handle?.bind($count)
        Text("\(name) \(count)")
            .task(TaskTests.loggingTask(name, log))
            .onAppear { log("\(name)+") }
            .onDisappear { log("\(name)-") }
    }
}

/// The state object of a ``LifecycleProbe``: logs its creation.
@MainActor
final class ProbeModel: ObservableObject {
    init(name: String, log: EventLog) {
        log("\(name).new")
    }
}
