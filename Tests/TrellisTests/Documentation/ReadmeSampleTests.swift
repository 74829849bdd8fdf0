import Foundation
import Testing
import Trellis
@testable import quick_start

// The README's Swift samples, compiled with the tests. `ReadmeSampleTests`
// checks that the quick start is Demos/quick-start/main.swift exactly (an
// executable the end-to-end tests run) and that every line of the other
// ```swift blocks of the README appears here, in order, so a sample that
// stops compiling fails the build and a sample edited in the README alone
// fails the test.

// MARK: The README's test sample

@MainActor
@Test func counts() {
    let host = TestHost(columns: 20, rows: 3) { CounterView() }
    #expect(host.screen == "Count: 0\n[ Add one ]\n[ Quit ]")
    host.press(.tab)                                    // focuses "Add one", as a user would
    let nodes = host.statistics.nodesCreated
    host.press(.return)
    #expect(host.screen.hasPrefix("Count: 1\n"))
    #expect(host.statistics.nodesCreated == nodes)      // deterministic counters: same identities, no new node
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

// MARK: The README's output and headless sample (its top-level lines in a function)

struct Deploy: View {
    let finish: FinishAction<String>
    @Environment(\.printAbove) private var printAbove
    @State private var step = 0

    var body: some View {
        Text("step \(step) of 3")
            .task {
                for index in 1...3 {
                    try? await Task.sleep(for: .milliseconds(20))
                    printAbove("✓ step \(index)")
                    step = index
                }
                finish("deployed")
            }
    }
}

@MainActor
func deploy() throws {
    print("Deploying…")
    let result = try Terminal.runBlocking(.inline, returning: String.self) { finish in Deploy(finish: finish) }
    print("result: \(result ?? "none")")
}

// MARK: The README's run handle sample (its top-level lines in a function)

@MainActor
func upload() throws {
    let run = Terminal.RunHandle()
    Thread.detachNewThread {
        for index in 1...3 {
            run.printAbove("uploaded \(index)")
        }
        run.finish(3)
    }
    let count = try Terminal.runBlocking(.transient, returning: Int.self, handle: run) { _ in
        ProgressView("Uploading")
    }
    _ = count
}

// MARK: The README's prompts sample (its top-level lines in a function)

@MainActor
func orderFruit() throws {
    let fruit = try Prompt.select("Fruit", choices: ["apple", "banana", "cherry"])
    guard let fruit, try Prompt.confirm("Order \(fruit)?") == true else { exit(1) }
    let packed = try Prompt.progress("Packing", total: 3) { progress in
        for box in 1...3 {
            progress.printAbove("box \(box) packed")
            progress.advance()
        }
        return 3
    }
    print("\(packed) boxes of \(fruit)")
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

    @Test("The quick start is the quick-start executable's source, line for line")
    func quickStartIsAnExecutable() throws {
        let main = try String(contentsOf: Tmux.packageRoot.appendingPathComponent("Demos/quick-start/main.swift"), encoding: .utf8)
        let lines = main.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(try Self.readmeSamples().first == lines)
    }

    @Test("Every line of the README's other Swift samples is in this file, in order, so it compiles")
    func samplesCompile() throws {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let samples = try Self.readmeSamples()
        #expect(samples.count == 6)
        for sample in samples.dropFirst() {
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
