import Trellis

/// The screens the rendering cases draw: a full screen of styled text, split
/// into fixed-width texts that can change one by one or all at once.
extension Fixtures {
    /// A style a text of the styled screen can have, and the SGR sequence
    /// that selects it from the terminal's default rendition.
    struct TextStyleSample: Sendable {
        /// The style's name, for the description of a case.
        let name: String
        /// The SGR sequence a terminal must receive to show this style
        /// starting from `SGR 0`: empty for the default style.
        let selection: String
        /// Applies the style to a text.
        let apply: @MainActor @Sendable (Text) -> Text
    }

    /// The styles of the texts of a row, in order; a row repeats them.
    ///
    /// Every kind of rendition a terminal UI uses appears: attributes,
    /// ANSI, 256-colour and 24-bit colours, a background.
    static let textStyles: [TextStyleSample] = [
        TextStyleSample(name: "default", selection: "", apply: { $0 }),
        TextStyleSample(name: "bold", selection: "\u{1B}[1m", apply: { $0.bold() }),
        TextStyleSample(name: "red", selection: "\u{1B}[31m", apply: { $0.foregroundColor(.red) }),
        TextStyleSample(
            name: "24-bit orange", selection: "\u{1B}[38;2;255;136;0m",
            apply: { $0.foregroundColor(Color(hex: 0xFF8800)) }),
        TextStyleSample(name: "underline", selection: "\u{1B}[4m", apply: { $0.underline() }),
        TextStyleSample(
            name: "bold 24-bit blue", selection: "\u{1B}[1;38;2;90;200;255m",
            apply: { $0.bold().foregroundColor(Color(hex: 0x5AC8FF)) }),
        TextStyleSample(
            name: "italic palette", selection: "\u{1B}[3;38;5;141m",
            apply: { $0.italic().foregroundColor(.palette(141)) }),
        TextStyleSample(
            name: "inverse 24-bit navy", selection: "\u{1B}[7;38;2;30;30;60m",
            apply: { $0.foregroundColor(Color(hex: 0x1E1E3C)).inverse() }),
    ]

    /// The columns every text of the styled screen takes.
    static let styledTextWidth = 10

    /// The style of the text in column `column` of a row.
    static func textStyle(column: Int) -> TextStyleSample {
        textStyles[column % textStyles.count]
    }

    /// The letters of the text at `row`, `column` in `generation`: ten
    /// lowercase letters, every one of which differs from the same
    /// position's letter in the generations before and after (each letter
    /// moves one place along the alphabet per generation).
    ///
    /// ```
    /// styledText(row: 0, column: 0, generation: 0)   "ahovcjqxel"
    /// styledText(row: 0, column: 0, generation: 1)   "bipwdkryfm"
    /// ```
    ///
    /// Letter `i` is `(row × 31 + column × 17 + generation + 7 i) mod 26`
    /// places after "a", so there are only 26 different texts: they are
    /// built once, and a body that shows one costs a table look-up, not
    /// the benchmark's time.
    static func styledText(row: Int, column: Int, generation: Int) -> String {
        styledTexts[(row * 31 + column * 17 + generation) % 26]
    }

    /// The 26 texts ``styledText(row:column:generation:)`` chooses from,
    /// by the place of their first letter after "a".
    private static let styledTexts: [String] = (0..<26).map { first in
        String(
            (0..<styledTextWidth).map { position in
                Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8((first + position * 7) % 26)))
            })
    }

    /// A screen of `rows` rows of `columns` styled texts, each
    /// ``styledTextWidth`` columns wide, side by side without spacing.
    ///
    /// The root's `@State var generation`, registered at index 0 of
    /// `screenRegistry`, is added to every text's own generation: changing
    /// it changes every letter on screen, without changing any size. Each
    /// text's own `@State var generation` is registered in `textRegistry`
    /// at index `row * columns + column`: changing it changes that text alone.
    struct StyledScreen: View {
        let rows: Int
        let columns: Int
        let screenRegistry: BindingRegistry<Int>
        let textRegistry: BindingTable<Int>
        @State var generation = 0

        var body: some View {
            let _ = screenRegistry.register(0, $generation)
            VStack(spacing: 0) {
                ForEach(0..<rows) { row in
                    StyledRow(
                        row: row, columns: columns, screenGeneration: generation, textRegistry: textRegistry)
                }
            }
        }
    }

    /// A one-line header over `rows` rows of the styled screen; the root's
    /// `@State var isTall`, registered at index 0 of `registry`, gives the
    /// header a second line, which moves every row down by one without
    /// changing any text. `textRegistry` is handed to the rows.
    struct ShiftingScreen: View {
        let rows: Int
        let columns: Int
        let registry: BindingRegistry<Bool>
        let textRegistry: BindingTable<Int>
        @State var isTall = false

        var body: some View {
            let _ = registry.register(0, $isTall)
            VStack(spacing: 0) {
                Text(isTall ? "header\nheader" : "header")
                ForEach(0..<rows) { row in
                    StyledRow(row: row, columns: columns, screenGeneration: 0, textRegistry: textRegistry)
                }
            }
        }
    }

    /// One row of the styled screen.
    struct StyledRow: View {
        let row: Int
        let columns: Int
        let screenGeneration: Int
        let textRegistry: BindingTable<Int>

        var body: some View {
            HStack(spacing: 0) {
                ForEach(0..<columns) { column in
                    StyledText(
                        row: row, column: column, index: row * columns + column,
                        screenGeneration: screenGeneration, registry: textRegistry)
                }
            }
        }
    }

    /// One text of the styled screen, with its own generation state.
    struct StyledText: View {
        let row: Int
        let column: Int
        let index: Int
        let screenGeneration: Int
        let registry: BindingTable<Int>
        @State var generation = 0

        var body: some View {
            let _ = registry.register(index, $generation)
            Fixtures.textStyle(column: column).apply(
                Text(Fixtures.styledText(row: row, column: column, generation: screenGeneration + generation)))
        }
    }

    /// Captures the bindings of the views at several target indexes, so a
    /// benchmark can write through them.
    @MainActor
    final class BindingTable<Value> {
        /// The indexes whose bindings are kept.
        let targets: Set<Int>

        /// The bindings registered so far, by index.
        private var bindings: [Int: Binding<Value>] = [:]

        init(targets: Set<Int>) {
            self.targets = targets
        }

        /// Keeps `binding` when `index` is one of the targets.
        func register(_ index: Int, _ binding: Binding<Value>) {
            if targets.contains(index) {
                bindings[index] = binding
            }
        }

        /// The binding registered at `index`; stops the benchmark when that
        /// view never evaluated.
        func required(_ index: Int) -> Binding<Value> {
            guard let binding = bindings[index] else {
                fatalError("the view at index \(index) did not register its binding")
            }
            return binding
        }
    }
}
