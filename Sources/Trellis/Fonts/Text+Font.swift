extension Text {
    /// Sets the font of the runs of this text that do not set their own
    /// (see ``Font`` for how a terminal draws each).
    ///
    /// ```swift
    /// Text("Total ").font(.headline) + Text(total)     // "Total " bold
    /// ```
    public func font(_ font: Font?) -> Text {
        restyled { style in
            if style.font == nil { style.font = font }
        }
    }

    /// Sets the weight of this text, over whichever font it has.
    ///
    /// ```swift
    /// Text("Due today").fontWeight(.semibold)      // bold
    /// ```
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        restyled { style in
            if style.fontWeight == nil { style.fontWeight = weight }
        }
    }

    /// Sets the typeface design: accepted, no effect.
    public func fontDesign(_ design: Font.Design?) -> Text { self }

    /// Sets the width of the characters: accepted, no effect.
    public func fontWidth(_ width: Font.Width?) -> Text { self }

    /// Makes the text fixed-width: accepted (terminal text is).
    public func monospaced(_ isActive: Bool = true) -> Text { self }

    /// Makes the digits fixed-width: accepted (they are).
    public func monospacedDigit() -> Text { self }

    /// Sets the spacing between characters: accepted, no effect.
    public func kerning(_ kerning: CGFloat) -> Text { self }

    /// Sets the tracking between characters: accepted, no effect.
    public func tracking(_ tracking: CGFloat) -> Text { self }

    /// Raises or lowers the text from its baseline: accepted, no effect.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
}
