import Trellis

extension Cases {
    /// The input cases.
    static func input(plan: Plan) -> [Harness.Case] {
        [keyPressInTextField(plan: plan)]
            + [1 << 10, 1 << 16, 1 << 20].map { keyPressInLongTextField(bytes: $0, plan: plan) }
            + [keyPressInLongTextField(bytes: 1 << 20, atStart: true, plan: plan)]
            + [combiningMarksTyped(count: plan.quick ? 1_000 : 10_000)]
            + [1 << 16, 1 << 20].map { keyPressInTextEditor(bytes: $0, plan: plan) }
            + [keyPressInTextEditor(bytes: 1 << 20, atStart: true, plan: plan)]
    }

    /// A key typed at the end of a focused `TextField` holding `bytes`
    /// bytes of text (ASCII words), on 80 × 24: what one key costs as the
    /// text grows. Operations alternate `a` and Backspace.
    ///
    /// ```
    /// TextField holding "lorem ipsum dolor …" (1 KiB, 64 KiB, 1 MiB), caret at the end
    /// op: "a" → edit, binding write, the field's node, its row drawn and written
    /// ```
    /// With `atStart`, the caret is first put at the start of the text
    /// (Home), so every key shifts everything after it: the worst place.
    private static func keyPressInLongTextField(bytes: Int, atStart: Bool = false, plan: Plan) -> Harness.Case {
        let name = (bytes >= 1 << 20 ? "\(bytes >> 20)MiB" : "\(bytes >> 10)KiB") + (atStart ? "-at-start" : "")
        return plan.make("input/key-to-frame-textfield-\(name)", count: 0, iterations: bytes >= 1 << 20 ? 200 : 2_000) {
            let words = "lorem ipsum dolor sit amet "
            let text = String(String(repeating: words, count: bytes / words.utf8.count + 1).prefix(bytes))
            let host = TestHost(columns: 80, rows: 24) { LongField(initial: text) }
            let workload = typing(into: host)
            if atStart {
                host.press(.home)
            }
            return workload
        }
    }

    /// A key typed into a focused `TextEditor` holding `bytes` bytes in
    /// lines of 64 bytes, on 80 × 24, at the end of the text or (with
    /// `atStart`) at its start: what a key costs as the text grows. The
    /// editor re-splits only the line an edit touched, so the figures should
    /// not grow with the text. Operations alternate `a` and Backspace.
    private static func keyPressInTextEditor(bytes: Int, atStart: Bool = false, plan: Plan) -> Harness.Case {
        let name = (bytes >= 1 << 20 ? "\(bytes >> 20)MiB" : "\(bytes >> 10)KiB") + (atStart ? "-at-start" : "")
        return plan.make("input/key-to-frame-texteditor-\(name)", count: 0, iterations: 500) {
            let line = String(repeating: "lorem ipsum ", count: 6).prefix(63) + "\n"
            let text = String(repeating: String(line), count: bytes / 64)
            let host = TestHost(columns: 80, rows: 24) { LongEditor(initial: text) }
            let workload = typing(into: host)
            if atStart {
                // Page Up moves 23 rows: enough of them reach the first row.
                for _ in 0...(bytes / 64 / 23 + 1) {
                    host.press(.pageUp)
                }
            }
            return workload
        }
    }

    /// `count` combining marks (U+0301) typed one per key after an "e" in a
    /// focused `TextField`, as a terminal without bracketed paste delivers
    /// them: one operation is the whole run, from an empty field.
    private static func combiningMarksTyped(count: Int) -> Harness.Case {
        Harness.Case(
            name: "input/combining-marks-typed-\(count)", warmupIterations: 0, iterations: 1, timeBudget: nil
        ) {
            var host: TestHost?
            return Harness.Workload(
                prepare: {
                    host = TestHost(columns: 80, rows: 24) { LongField(initial: "") }
                    host?.press(.tab)
                },
                operation: {
                    host?.type("e")
                    for _ in 0..<count {
                        host?.type("\u{301}")
                    }
                },
                counters: { host?.statistics ?? GraphStatistics() },
                diagnostics: { host?.diagnostics ?? [] }
            )
        }
    }

    /// Key press to frame: one typed key reaches a focused `TextField` on a
    /// screen of 1,000 other views, through the same path a terminal's
    /// bytes take (decoder, routing from the focused view, the binding
    /// write, the update, layout, drawing, the diff, the bytes). Operations
    /// alternate `a` and Backspace, so the field keeps its size.
    ///
    /// ```
    /// VStack { TextField(…) ; 50 × HStack { 20 × Text } }   Tab focuses the field
    /// op: "a" → update the field's binding → the field's node only → "a" written at the caret
    /// ```
    private static func keyPressInTextField(plan: Plan) -> Harness.Case {
        plan.make("input/key-to-frame-textfield-1000-views", count: 0, iterations: 5_000) {
            let host = TestHost(columns: 120, rows: 60) { InputScreen() }
            return typing(into: host)
        }
    }

    /// The workload of the typing cases: Tab focuses the field in `host`,
    /// then each operation types `a` and the next one Backspace, so the
    /// field keeps its size.
    private static func typing(into host: TestHost) -> Harness.Workload {
        host.press(.tab)
        _ = host.takeOutput()
        var typed = false
        return Harness.Workload(
            prepare: { _ = host.takeOutput() },
            operation: {
                typed.toggle()
                host.type(typed ? "a" : "\u{7F}")
            },
            counters: { host.statistics },
            diagnostics: { host.diagnostics }
        )
    }
}

/// A text field above 1,000 texts.
struct InputScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            EditedField()
            ForEach(0..<50, id: \.self) { row in
                HStack(spacing: 1) {
                    ForEach(0..<20, id: \.self) { column in
                        Text("r\(row)c\(column)")
                    }
                }
            }
        }
    }
}

/// A field whose text starts as `initial`, in a state of its own.
struct LongField: View {
    @State private var text: String

    init(initial: String) {
        _text = State(initialValue: initial)
    }

    var body: some View {
        TextField("long", text: $text)
    }
}

/// An editor whose text starts as `initial`, in a state of its own.
struct LongEditor: View {
    @State private var text: String

    init(initial: String) {
        _text = State(initialValue: initial)
    }

    var body: some View {
        TextEditor(text: $text)
    }
}

/// The field, with its state of its own so typing re-evaluates nothing else.
struct EditedField: View {
    @State private var text = "hello"

    var body: some View {
        TextField("type here", text: $text)
    }
}
