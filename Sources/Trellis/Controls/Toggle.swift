/// A control that turns a Boolean on and off: Space while it has the focus,
/// or a click; Return too, unless a `.defaultAction` button takes it (in a
/// form with one, Return submits, as on a Mac).
///
/// ```swift
/// @State private var isMuted = false
/// Toggle("Mute", isOn: $isMuted)        // [ ] Mute   →   [x] Mute
/// Toggle("Wi-Fi", isOn: $wifi).toggleStyle(.switch)
/// ```
///
/// Tab focuses it (reverse video while focused); `.disabled(true)` draws it
/// faint and ignores presses; `.toggleStyle(_:)` changes how it looks.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    /// A toggle with a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The toggle: its style's drawing, focusable, flipping on Space,
    /// Return (when no `.defaultAction` button answers it) or a click.
    public var body: some View {
        StyledToggle(configuration: ToggleStyleConfiguration(label: .init(ControlLabel(label)), isOn: isOn))
            .focusable()
            .modifier(_ButtonActionModifier(action: { [isOn] in isOn.wrappedValue.toggle() }, yieldsReturnToDefaultAction: true))
    }
}

extension Toggle where Label == Text {
    /// A toggle labelled with a localized title.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }

    /// A toggle labelled with `title`, shown verbatim.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// Draws a toggle with the style in the environment.
struct StyledToggle: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.toggleStyle) private var style

    var body: some View {
        style.makeBody(configuration)
    }
}

extension Toggle where Label == Trellis.Label<Text, Image> {
    /// A toggle labelled with a localized title and an SF Symbol:
    /// `[ ] ✈ Airplane Mode`.
    ///
    /// ```swift
    /// Toggle("Airplane Mode", systemImage: "airplane", isOn: $airplane)
    /// ```
    ///
    /// The symbol is drawn from Trellis's symbol table, as in ``Label``.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Trellis.Label(titleKey, systemImage: systemImage) }
    }

    /// A toggle labelled with `title`, shown verbatim, and an SF Symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Trellis.Label(title, systemImage: systemImage) }
    }
}
