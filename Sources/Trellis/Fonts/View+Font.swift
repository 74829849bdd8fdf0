extension View {
    /// Sets the font of every text in this view that does not set its own
    /// (see ``Font`` for how a terminal draws each).
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("Groceries")          // bold
    ///     Text("Milk, eggs")         // faint
    ///         .font(.caption)
    /// }
    /// .font(.headline)
    /// ```
    ///
    /// `nil` goes back to the default, `.body`. Cost: one environment value;
    /// only the texts below re-resolve their style.
    public func font(_ font: Font?) -> some View {
        transformEnvironment(\.text) { $0.font = font }
    }

    /// Sets the weight of every text in this view, over whichever font it
    /// has: `.semibold` and heavier are bold, `.light` and lighter faint,
    /// and `.regular` takes a title's boldness away.
    ///
    /// ```swift
    /// Form { … }.fontWeight(.medium)
    /// ```
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment(\.text) { $0.fontWeight = weight }
    }

    /// Sets the typeface design of the texts in this view: accepted, no
    /// effect (a terminal has one typeface).
    public func fontDesign(_ design: Font.Design?) -> some View { self }

    /// Sets the width of the texts' characters: accepted, no effect.
    public func fontWidth(_ width: Font.Width?) -> some View { self }

    /// Makes the texts in this view fixed-width: accepted (terminal text is).
    public func monospaced(_ isActive: Bool = true) -> some View { self }

    /// Makes the digits of the texts in this view fixed-width: accepted
    /// (they are).
    public func monospacedDigit() -> some View { self }

    /// Sets the spacing between characters: accepted, no effect (cells are
    /// one column apart).
    public func kerning(_ kerning: CGFloat) -> some View { self }

    /// Sets the tracking between characters: accepted, no effect.
    public func tracking(_ tracking: CGFloat) -> some View { self }

    /// Raises or lowers the texts from their baseline: accepted, no effect.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }
}
