import Testing
@testable import Trellis

@MainActor
final class Log {
    var entries: [String] = []
    func callAsFunction(_ entry: String) { entries.append(entry) }
}

struct Counter: View {
    let label: String
    let log: Log
    @State private var count = 0
    var body: some View {
        Text("\(label): \(count)")
            .onAppear { log("\(label)+"); count += 1 }
            .onDisappear { log("\(label)-") }
    }
}

struct Root: View {
    let log: Log
    @State var flag = true
    var body: some View {
        VStack {
            Text("title")
            if flag {
                Counter(label: "A", log: log)
            } else {
                Counter(label: "B", log: log)
            }
        }
        .task { log("task▶") }
    }
}

@MainActor
@Suite struct Smoke {
    @Test func basics() async {
        let log = Log()
        var flagBinding: Binding<Bool>?
        struct Probe: View {
            let log: Log
            let capture: (Binding<Bool>) -> Void
            @State var flag = true
            var body: some View {
                let _ = capture($flag)
                VStack {
                    if flag { Counter(label: "A", log: log) } else { Counter(label: "B", log: log) }
                }
            }
        }
        let host = TestHost { Probe(log: log, capture: { flagBinding = $0 }) }
        print(host.screen)
        print(host.graphDescription)
        print(log.entries, host.statistics)
        flagBinding?.wrappedValue = false
        host.update()
        print(host.screen)
        print(host.graphDescription)
        print(log.entries, host.statistics)
        let host2 = TestHost { Root(log: log) }
        await host2.settle()
        print(log.entries)
    }
}
