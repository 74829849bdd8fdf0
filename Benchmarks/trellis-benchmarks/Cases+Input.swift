import Trellis

extension Cases {
    /// The input cases.
    static func input(plan: Plan) -> [Harness.Case] {
        [keyPressInTextField(plan: plan)]
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

/// The field, with its state of its own so typing re-evaluates nothing else.
struct EditedField: View {
    @State private var text = "hello"

    var body: some View {
        TextField("type here", text: $text)
    }
}
