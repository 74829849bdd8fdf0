import Foundation
import Testing
import Trellis

// The README's Swift samples, compiled with the tests. `ReadmeSampleTests`
// checks that every line of every ```swift block of the README appears
// here, in order, so a sample that stops compiling fails the build and a
// sample edited in the README alone fails the test.

// MARK: The README's first sample (its `greeting` key, "hello" by default,
// is the environment tests' `GreetingKey`)

struct Counter: View {
    @State private var count = 0
    @Environment(\.greeting) private var greeting   // your own EnvironmentKey

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(greeting)! Count: \(count)")
            if count.isMultiple(of: 2) { Text("even") } else { Text("odd") }
        }
        .task { count += 1 }                          // runs after the first frame
        .onChange(of: count) { old, new in print("\(old) → \(new)") }
    }
}

// MARK: The README's test sample

@MainActor
@Test func greets() async {
    let host = TestHost(columns: 40, rows: 5) { Counter() }
    await host.settle()                                 // runs .task bodies to their first await
    #expect(host.screen == "hello! Count: 1\nodd")
    #expect(host.statistics.bodyEvaluations == 2)       // deterministic counters
    print(host.graphDescription)                        // identities and state values
}

// MARK: The README's embedding sample (its top-level lines in a function)

struct FruitList: View {
    let finish: FinishAction<String>
    @State private var index = 0
    let fruits = ["apple", "banana", "cherry"]
    var body: some View {
        VStack(alignment: .leading) {
            ForEach(fruits.indices, id: \.self) { i in Text(fruits[i]).inverse(i == index) }
        }
        .onKeyPress(.downArrow) { index = min(index + 1, fruits.count - 1); return .handled }
        .onKeyPress(.upArrow) { index = max(index - 1, 0); return .handled }
        .onKeyPress(.return) { finish(fruits[index]); return .handled }
    }
}

@MainActor
func pickFruit() throws {
    let fruit = try Terminal.runBlocking(.inline, returning: String.self) { finish in FruitList(finish: finish) }
    print(fruit ?? "")
}

// MARK: The check

@Suite("README samples")
struct ReadmeSampleTests {
    /// The non-empty lines of each ```swift block of the README, trimmed.
    static func readmeSamples() throws -> [[String]] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        var blocks: [[String]] = []
        var current: [String]?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```swift") {
                current = []
            } else if line.hasPrefix("```"), let block = current {
                blocks.append(block)
                current = nil
            } else if current != nil {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if !trimmed.isEmpty {
                    current?.append(trimmed)
                }
            }
        }
        return blocks
    }

    @Test("Every line of every Swift sample of the README is in this file, in order, so it compiles")
    func samplesCompile() throws {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let samples = try Self.readmeSamples()
        #expect(samples.count == 3)
        for sample in samples {
            var position = 0
            for line in sample {
                guard let found = source[position...].firstIndex(of: line) else {
                    Issue.record("README line not in the compiled samples: \(line)")
                    break
                }
                position = found + 1
            }
        }
    }
}
