import Testing
@testable import Trellis

/// The README's examples, compiled and run as written.
@MainActor
@Suite("README examples")
struct ReadmeExampleTests {
    struct GreetingExampleKey: EnvironmentKey {
        static let defaultValue = "hello"
    }

    struct Counter: View {
        @State private var count = 0
        @Environment(\.readmeGreeting) private var greeting

        var body: some View {
            VStack(alignment: .leading) {
                Text("\(greeting)! Count: \(count)")
                if count.isMultiple(of: 2) { Text("even") } else { Text("odd") }
            }
            .task { count += 1 }
            .onChange(of: count) { old, new in print("\(old) → \(new)") }
        }
    }

    @Test("The README's counter and test host example")
    func greets() async {
        let host = TestHost(columns: 40, rows: 5) { Counter() }
        await host.settle()
        #expect(host.screen == "hello! Count: 1\nodd")
        #expect(host.statistics.bodyEvaluations == 2)
        #expect(host.graphDescription.hasPrefix("Counter (count = 1)"))
    }
}

extension EnvironmentValues {
    var readmeGreeting: String {
        get { self[ReadmeExampleTests.GreetingExampleKey.self] }
        set { self[ReadmeExampleTests.GreetingExampleKey.self] = newValue }
    }
}
