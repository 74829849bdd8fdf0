/// A control for choosing a colour, shown as a menu ``Picker`` over a
/// palette of the named colours, each a swatch (`██`) and its name.
///
/// ```swift
/// @State private var tint = Color.blue
/// ColorPicker("Accent", selection: $tint)          // Accent  ██ blue ▾
/// ```
///
/// A terminal has no colour wheel, so the choice is among `.red` … `.brown`,
/// `.gray`, `.black` and `.white`; a selection that is none of them (set
/// from elsewhere, an RGB value) is listed first as "custom", so it stays
/// chosen until the user picks another. `supportsOpacity` is accepted.
/// The keys and clicks are the menu picker's. Cost: a picker of 16 rows.
public struct ColorPicker<Label: View>: View {
    private let selection: Binding<Color>
    private let label: Label

    /// A colour picker with a label view.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }

    /// The named colours offered, in the order listed.
    static var palette: [(name: String, color: Color)] {
        [
            ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint),
            ("teal", .teal), ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple),
            ("pink", .pink), ("brown", .brown), ("gray", .gray), ("black", .black), ("white", .white),
        ]
    }

    /// The picker over the palette.
    public var body: some View {
        let palette = Self.palette
        let current = selection.wrappedValue
        let choices = palette.contains { $0.color == current } ? palette : [("custom", current)] + palette
        return Picker(selection: selection) {
            ForEach(choices, id: \.name) { choice in
                (Text("██").foregroundStyle(choice.color) + Text(" \(choice.name)")).tag(choice.color)
            }
        } label: {
            label
        }
        .pickerStyle(.menu)
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A colour picker with a title.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
