import Trellis

/// The rendering cases: frames of a full styled screen whose texts all change
/// or whose rows all move, of the same screen where 1% of the cells change,
/// and of a one-row change in a long stack.
extension Cases {
    private typealias StyledScreen = Fixtures.StyledScreen

    /// The styled screen: 200 × 60 cells, 20 texts of 10 columns per row.
    private static let screenColumns = 200
    private static let screenRows = 60
    private static var textsPerRow: Int { screenColumns / Fixtures.styledTextWidth }

    /// The rendering cases; the stack case runs once per entry of `rowCounts`.
    static func rendering(rowCounts: [Int], plan: Plan) -> [Harness.Case] {
        [fullRedraw(plan: plan), fullShift(plan: plan), onePercent(plan: plan)]
            + rowCounts.map { oneRowInStack(count: $0, plan: plan) }
    }

    /// Every cell of a 200 × 60 screen of styled text changes.
    ///
    /// The screen's root state is added to every text's letters, so toggling
    /// it between 0 and 1 changes every letter while no text changes size:
    /// each operation evaluates the 60 rows and the 1,200 texts (the root
    /// reads its state only inside the `ForEach` closure, so its own body is
    /// not evaluated again), lays out the 1,200 texts again (nothing
    /// moves), draws all 60 rows,
    /// diffs all 12,000 cells and writes them all. A toggled content, not a
    /// moved one, so that layout and drawing do all their work too.
    private static func fullRedraw(plan: Plan) -> Harness.Case {
        plan.make("render/full-200x60", count: 0, iterations: 300) {
            let screenRegistry = Fixtures.BindingRegistry<Int>(target: 0)
            let host = styledScreenHost(
                screenRegistry: screenRegistry, textRegistry: Fixtures.BindingTable(targets: []))
            let binding = screenRegistry.required
            var generation = 0
            return Harness.Workload(
                prepare: { _ = host.takeOutput() },
                operation: {
                    generation = 1 - generation
                    binding.wrappedValue = generation
                    host.update()
                },
                counters: { host.statistics },
                diagnostics: { host.diagnostics }
            )
        }
    }

    /// Every row of a 200 × 60 screen of styled text moves down by one and
    /// back: the cost of a full frame without relaying out any text.
    ///
    /// A header over 58 rows of the styled screen toggles between one and
    /// two lines. Each operation evaluates the root alone; layout measures
    /// the header and places the rows again (no text is measured: their
    /// proposals did not change); the frame draws the whole screen, diffs
    /// all 12,000 cells and writes nearly all of them, as every row now
    /// shows what the row above showed. This is the floor under
    /// `render/full-200x60`: drawing, diffing and writing a full screen.
    private static func fullShift(plan: Plan) -> Harness.Case {
        plan.make("render/full-200x60-shift", count: 0, iterations: 300) {
            let registry = Fixtures.BindingRegistry<Bool>(target: 0)
            let styledRows = screenRows - 2
            let host = TestHost(columns: screenColumns, rows: screenRows) {
                Fixtures.ShiftingScreen(
                    rows: styledRows, columns: textsPerRow, registry: registry,
                    textRegistry: Fixtures.BindingTable(targets: []))
            }
            let lines = host.screen.split(separator: "\n", omittingEmptySubsequences: false)
            let lastRow = (0..<textsPerRow).map {
                Fixtures.styledText(row: styledRows - 1, column: $0, generation: 0)
            }.joined()
            guard lines.count == styledRows + 1, lines.last == lastRow[...] else {
                fatalError("the shifting screen does not show the header and \(styledRows) rows:\n\(host.screen)")
            }
            _ = host.takeOutput()
            let binding = registry.required
            return Harness.Workload(
                prepare: { _ = host.takeOutput() },
                operation: {
                    binding.wrappedValue.toggle()
                    host.update()
                },
                counters: { host.statistics },
                diagnostics: { host.diagnostics }
            )
        }
    }

    /// 1% of the cells of the 200 × 60 styled screen change: 12 texts of 10
    /// letters, on 12 different rows and in different columns and styles.
    ///
    /// Each operation toggles the texts' own state between 0 and 1, which
    /// changes each of their letters and none of their sizes. The reference
    /// for the bytes written is what the 120 changed cells need by
    /// themselves: their letters plus, per text, the SGR sequence that
    /// selects its style from the default rendition (no cursor moves, no
    /// synchronized-output wrapper).
    private static func onePercent(plan: Plan) -> Harness.Case {
        plan.make("render/one-percent-200x60", count: 0, iterations: 2_000) {
            let changed = (0..<12).map { index in
                (row: 2 + 5 * index, column: (7 * index + 3) % textsPerRow)
            }
            let indexes = changed.map { $0.row * textsPerRow + $0.column }
            let textRegistry = Fixtures.BindingTable<Int>(targets: Set(indexes))
            let host = styledScreenHost(
                screenRegistry: Fixtures.BindingRegistry(target: 0), textRegistry: textRegistry)
            let bindings = indexes.map(textRegistry.required)
            let referenceBytes = changed.reduce(0) { total, text in
                total + Fixtures.styledTextWidth + Fixtures.textStyle(column: text.column).selection.utf8.count
            }
            var generation = 0
            return Harness.Workload(
                prepare: { _ = host.takeOutput() },
                operation: {
                    generation = 1 - generation
                    for binding in bindings {
                        binding.wrappedValue = generation
                    }
                    host.update()
                },
                counters: { host.statistics },
                diagnostics: { host.diagnostics },
                referenceBytes: referenceBytes
            )
        }
    }

    /// A host showing the styled screen; stops the benchmark if the first
    /// frame does not fill the screen with the expected rows.
    private static func styledScreenHost(
        screenRegistry: Fixtures.BindingRegistry<Int>, textRegistry: Fixtures.BindingTable<Int>
    ) -> TestHost {
        let host = TestHost(columns: screenColumns, rows: screenRows) {
            StyledScreen(
                rows: screenRows, columns: textsPerRow, screenRegistry: screenRegistry, textRegistry: textRegistry)
        }
        let lines = host.screen.split(separator: "\n", omittingEmptySubsequences: false)
        let lastRow = (0..<textsPerRow).map {
            Fixtures.styledText(row: screenRows - 1, column: $0, generation: 0)
        }.joined()
        guard lines.count == screenRows, lines.allSatisfy({ $0.count == screenColumns }), lines.last == lastRow[...]
        else {
            fatalError("the styled screen does not fill \(screenColumns) × \(screenRows) cells:\n\(host.screen)")
        }
        _ = host.takeOutput()
        return host
    }

    /// One visible row's text changes in a `VStack` of `count` stateful rows
    /// on an 80 × 24 screen.
    ///
    /// The rows are `Fixtures.RegisteringLeaf` ("row 12 3"); the one in
    /// screen row 12 gets the next digit, so its width stays the same. Each
    /// operation evaluates that row, lays out the path from it to the root,
    /// redraws screen row 12, diffs it and writes the changed digit.
    private static func oneRowInStack(count: Int, plan: Plan) -> Harness.Case {
        let target = 12
        return plan.make("render/one-row-vstack-\(count / 1_000)k", count: count, iterations: 2_000) {
            let registry = Fixtures.BindingRegistry<Int>(target: target)
            let host = TestHost(columns: 80, rows: 24) {
                Fixtures.RegisteringTree(count: count, registry: registry)
            }
            let lines = host.screen.split(separator: "\n")
            guard lines.count == 24, lines[target].contains("row \(target) 0") else {
                fatalError("row \(target) of \(count) is not in screen row \(target):\n\(host.screen)")
            }
            _ = host.takeOutput()
            let binding = registry.required
            var digit = 0
            return Harness.Workload(
                prepare: { _ = host.takeOutput() },
                operation: {
                    digit = (digit + 1) % 10
                    binding.wrappedValue = digit
                    host.update()
                },
                counters: { host.statistics },
                diagnostics: { host.diagnostics }
            )
        }
    }
}
