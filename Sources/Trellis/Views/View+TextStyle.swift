extension View {
    /// Draws the text in this view in `color`.
    ///
    /// ```swift
    /// VStack { Text("a"); Text("b") }.foregroundStyle(.green)
    /// ```
    ///
    /// A colour a `Text` sets on itself wins.
    public func foregroundStyle(_ color: Color) -> some View {
        transformEnvironment(\.text) { $0.foreground = color }
    }

    /// Draws the text in this view in `color`, or in the default colour for `nil`.
    public func foregroundColor(_ color: Color?) -> some View {
        transformEnvironment(\.text) { $0.foreground = color }
    }

    /// Draws the text in this view in bold when `isActive` is true.
    public func bold(_ isActive: Bool = true) -> some View {
        textAttributes(.bold, isActive)
    }

    /// Draws the text in this view in italics when `isActive` is true.
    public func italic(_ isActive: Bool = true) -> some View {
        textAttributes(.italic, isActive)
    }

    /// Underlines the text in this view when `isActive` is true.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        textAttributes(.underline, isActive)
    }

    /// Strikes through the text in this view when `isActive` is true.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        textAttributes(.strikethrough, isActive)
    }

    /// Draws the text in this view faint (SGR 2) when `isActive` is true.
    public func dim(_ isActive: Bool = true) -> some View {
        textAttributes(.dim, isActive)
    }

    /// Draws the text in this view in reverse video, its colours swapped,
    /// when `isActive` is true.
    public func inverse(_ isActive: Bool = true) -> some View {
        textAttributes(.inverse, isActive)
    }

    /// Shows at most `limit` lines of each text in this view (`nil`: no limit);
    /// the last one ends with `…` when there is more.
    public func lineLimit(_ limit: Int?) -> some View {
        transformEnvironment(\.text) { $0.lineLimit = limit.map { max(1, $0) } }
    }

    /// Where texts in this view that do not fit are cut.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        transformEnvironment(\.text) { $0.truncationMode = mode }
    }

    /// How the lines of multiline texts in this view are aligned.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        transformEnvironment(\.text) { $0.alignment = alignment }
    }

    private func textAttributes(_ attributes: TextAttributes, _ isActive: Bool) -> some View {
        transformEnvironment(\.text) { text in
            if isActive {
                text.attributes.formUnion(attributes)
            } else {
                text.attributes.subtract(attributes)
            }
        }
    }
}
