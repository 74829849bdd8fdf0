import Foundation
import Testing

/// `DemoProgram`'s rule: a demo runs full screen only where standard output
/// is a terminal that can show it; anywhere else it prints what it would
/// show and exits 0.
@Suite("Demo programs without a terminal")
struct DemoProgramTests {
    @Test(
        "Without a terminal each demo prints its first screen at 80 × 24, then how to run it, and exits 0",
        arguments: [
            ("identity-demo", "Identity lab"), ("lifecycle-demo", "Lifecycle explorer"), ("rows-demo", "Ten million rows"),
            ("scene-demo", "Scene phase"), ("controllers-demo", "UIKit-style screens"),
        ])
    func firstScreen(product: String, title: String) throws {
        let run = try ProductRun(product: product)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 27)  // 24 rows, a blank line, the hint, the last newline
        #expect(lines.first == "Trellis · \(title)")
        #expect(lines[23] == "Tab/Shift-Tab move · Enter/Space press · click · q quits")
        #expect(lines[25] == "\(product) is interactive: run it in a terminal (or trellis-demo --tour for a text tour).")
        #expect(run.error == "")
        #expect(run.status == 0)
    }

    @Test("The identity lab's first screen, whole")
    func identityScreen() throws {
        let run = try ProductRun(product: "identity-demo")
        #expect(run.output == """
            Trellis · Identity lab
            ────────────────────────────────────────────────────────────────────────────────
             1. Branches [ Tick ] [x] condition    ┃ ┌─────────────────────────────────────┐
             if/else counter: 0                    ┃ │ Event log                           │
             ternary counter: 0                    ┃ │   1 appear    if branch             │
             if/else is two identities: flipping   ┃ │   2 appear    ternary               │
             it makes fresh state. A ternary       ┃ │   3 appear    id 0                  │
             changes a value, not the identity.    ┃ │   4 appear    plain counter         │
                                                   ┃ │   5 appear    apple by id           │
             2. .id(_:) [ Tick ] [ New id ]        ┃ │   6 appear    pear by id            │
             counter with .id(0): 0                ┃ │   7 appear    plum by id            │
             A new .id is a new view: the old one  ┃ │   8 appear    row 0 by index        │
             disappears with its state.            ┃ │   9 appear    row 1 by index        │
                                                   ┃ │  10 appear    row 2 by index        │
             3. AnyView [ Tick ] [ ] wrap in       ┃ │                                     │
                                     .bold()       ┃ │                                     │
             erased counter: 0                     ┃ │                                     │
             AnyView of another type is another    │ │                                     │
             view, even when it looks the same.    │ │                                     │
                                                   │ │                                     │
             4. ForEach [ Delete first ] [ Reset ] │ │                                     │
             by id      by index                   │ └─────────────────────────────────────┘
            ────────────────────────────────────────────────────────────────────────────────
            Tab/Shift-Tab move · Enter/Space press · click · q quits

            identity-demo is interactive: run it in a terminal (or trellis-demo --tour for a text tour).

            """)
    }

    @Test("Without a terminal the gallery prints the guided tour and exits 0")
    func tour() throws {
        let run = try ProductRun(product: "trellis-demo")
        #expect(run.output.hasPrefix("Trellis — a guided tour of identity and lifecycle (headless)\n\n1 · "))
        #expect(run.error == "")
        #expect(run.status == 0)
    }
}
