extension Button where Label == Trellis.Label<Text, Image> {
    /// A button labelled with a title and an SF Symbol: `[ ⚙ Settings ]`.
    ///
    /// ```swift
    /// Button("Add", systemImage: "plus") { add() }          // [ + Add ]
    /// Button("Add", systemImage: "plus") { add() }.labelStyle(.iconOnly)   // [ + ]
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Trellis.Label(titleKey, systemImage: systemImage) }
    }

    /// A button labelled with a title and an SF Symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action) { Trellis.Label(title, systemImage: systemImage) }
    }

    /// A button with a role, labelled with a title and an SF Symbol.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, action: action) { Trellis.Label(titleKey, systemImage: systemImage) }
    }

    /// A button with a role, labelled with a title and an SF Symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Trellis.Label(title, systemImage: systemImage) }
    }
}
