/// The picker initializers beyond a title and a label view: SwiftUI's
/// first, label-first form and a title with an SF Symbol.
extension Picker {
    /// A picker with a label view given first (SwiftUI's first form).
    ///
    /// ```swift
    /// Picker(selection: $flavour, label: Text("Flavour")) {
    ///     Text("Vanilla").tag(Flavour.vanilla)
    ///     Text("Mint").tag(Flavour.mint)
    /// }
    /// ```
    ///
    /// The same picker as ``init(selection:content:label:)`` makes. Cost:
    /// the same.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }
}

extension Picker where Label == Trellis.Label<Text, Image> {
    /// A picker titled with a localized key and an SF Symbol: `⚙ Theme`.
    ///
    /// ```swift
    /// Picker("Theme", systemImage: "paintpalette", selection: $theme) {
    ///     ForEach(Theme.allCases) { Text($0.name).tag($0) }
    /// }
    /// ```
    ///
    /// The symbol is drawn from Trellis's symbol table, as in ``Label``.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Trellis.Label(titleKey, systemImage: systemImage) }
    }

    /// A picker titled `title`, shown verbatim, and an SF Symbol.
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Trellis.Label(title, systemImage: systemImage) }
    }
}
