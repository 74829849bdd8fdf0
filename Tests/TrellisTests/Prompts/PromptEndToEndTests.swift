import Foundation
import Testing

/// Each ready-made prompt asked as one call by a program whose output a
/// shell captures (`value=$(cmd)`): the prompt draws on the terminal, the
/// answer reaches the variable, and one line with the answer stays.
@Suite("Prompts, end to end", .serialized, .enabled(if: Tmux.isAvailable, "needs tmux"))
struct PromptEndToEndTests {
    private var probe: String { Tmux.productsDirectory.appendingPathComponent("trellis-terminal-probe").path }

    /// A prompt, what the user does (text typed, then keys pressed by
    /// tmux's names), the line it leaves and what the program printed.
    struct Case: CustomTestStringConvertible, Sendable {
        var kind: String
        var typed: String
        var keys: [String]
        var summary: String
        var value: String
        var testDescription: String { kind }
    }

    @Test("The prompt draws on the terminal, the answer reaches value=$(cmd), one line with it stays", arguments: [
        Case(kind: "confirm", typed: "y", keys: [], summary: "✔ Deploy? Yes", value: "yes"),
        Case(kind: "select", typed: "an", keys: ["Enter"], summary: "✔ Fruit banana", value: "banana"),
        Case(kind: "multi", typed: "", keys: ["Tab", "Down", "Down", "Tab", "Enter"], summary: "✔ Toppings cheese, basil",
             value: "cheese,basil"),
        Case(kind: "text", typed: "Ada", keys: ["Enter"], summary: "✔ Name Ada", value: "Ada"),
        Case(kind: "password", typed: "s3cret", keys: ["Enter"], summary: "✔ Password ••••••", value: "s3cret"),
    ])
    func prompt(_ test: Case) throws {
        let tmux = try Tmux(columns: 70, rows: 12)
        defer { tmux.close() }
        try tmux.run("value=$(\(probe) --prompt \(test.kind)); echo \"got [$value]\"")
        try tmux.waitForScreen { screen in screen.split(separator: "\n").contains { $0.hasPrefix("? ") } }
        if !test.typed.isEmpty {
            try tmux.type(test.typed)
        }
        for key in test.keys {
            try tmux.press(key)
        }
        let screen = try tmux.waitForScreen(untilPromptAfterLineStartingWith: "got [")
        let lines = screen.split(separator: "\n").map(String.init)
        #expect(Array(lines.suffix(3)) == [test.summary, "got [\(test.value)]", "$"])
    }

    @Test("Esc cancels a prompt: the program gets nil")
    func cancel() throws {
        let tmux = try Tmux(columns: 70, rows: 12)
        defer { tmux.close() }
        try tmux.run("value=$(\(probe) --prompt select); echo \"got [$value]\"")
        try tmux.waitForScreen { $0.contains("? Fruit") }
        try tmux.press("Escape")
        let screen = try tmux.waitForScreen { screen in screen.split(separator: "\n").contains { $0.hasPrefix("got [") } }
        #expect(screen.split(separator: "\n").last { $0.hasPrefix("got") } == "got [cancelled]")
    }

    @Test("The progress prompt runs the work, prints its lines above the report and returns the work's result")
    func progress() throws {
        let tmux = try Tmux(columns: 70, rows: 12)
        defer { tmux.close() }
        try tmux.run("\(probe) --prompt progress; echo \"sta\"\"tus=$?\"")
        let screen = try tmux.waitForScreen(untilPromptAfterLineStartingWith: "status=")
        let lines = screen.split(separator: "\n").map(String.init)
        let first = try #require(lines.firstIndex(of: "item 1"))
        #expect(Array(lines[first..<(first + 3)]) == ["item 1", "item 2", "item 3"])
        #expect(lines[first + 3].hasPrefix("Working ") && lines[first + 3].hasSuffix(" 100%"))
        #expect(lines[first + 4].hasPrefix("3/3 · ") && lines[first + 4].hasSuffix(" · done"))
        #expect(Array(lines[(first + 5)...]) == ["3 items", "status=0", "$"])
    }

    /// Each prompt is a run of its own: the second once hung, its terminal
    /// given the descriptor numbers the first had just closed, under the
    /// first's input source not yet cancelled.
    @Test("Three prompts in a row in one program each hear their keys and leave their line")
    func promptsInARow() throws {
        let tmux = try Tmux(columns: 64, rows: 14)
        defer { tmux.close() }
        try tmux.run("\(probe) --order; echo \"sta\"\"tus=$?\"")
        try tmux.waitForScreen { $0.contains("? Fruit") }
        try tmux.press("Down")
        try tmux.press("Enter")
        try tmux.waitForScreen { $0.contains("? Order banana?") }
        try tmux.type("y")
        let screen = try tmux.waitForScreen(untilPromptAfterLineStartingWith: "status=")
        let lines = screen.split(separator: "\n").map(String.init)
        let first = try #require(lines.firstIndex(of: "✔ Fruit banana"))
        #expect(Array(lines[first..<(first + 5)]) == [
            "✔ Fruit banana", "✔ Order banana? Yes", "box 1 packed", "box 2 packed", "box 3 packed",
        ])
        #expect(lines[first + 5].hasPrefix("Packing ") && lines[first + 5].hasSuffix(" 100%"))
        #expect(Array(lines[(first + 7)...]) == ["3 boxes of banana", "status=0", "$"])
    }
}
