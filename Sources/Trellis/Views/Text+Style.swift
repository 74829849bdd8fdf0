extension Text {
    /// The text in bold.
    ///
    /// ```swift
    /// Text("Warning: ").bold() + Text(message)
    /// ```
    public func bold() -> Text { adding(.bold) }

    /// The text in bold when `isActive` is true.
    public func bold(_ isActive: Bool) -> Text { isActive ? adding(.bold) : self }

    /// The text in italics.
    public func italic() -> Text { adding(.italic) }

    /// The text in italics when `isActive` is true.
    public func italic(_ isActive: Bool) -> Text { isActive ? adding(.italic) : self }

    /// The text underlined when `isActive` is true (the colour is the text's).
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { isActive ? adding(.underline) : self }

    /// The text struck through when `isActive` is true (the colour is the text's).
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        isActive ? adding(.strikethrough) : self
    }

    /// The text drawn faint.
    public func dim() -> Text { adding(.dim) }

    /// The text in reverse video: its colours swapped.
    public func inverse() -> Text { adding(.inverse) }

    /// The text in `color`, for the runs that do not set a colour.
    public func foregroundColor(_ color: Color?) -> Text {
        restyled { style in
            if style.foreground == nil { style.foreground = color }
        }
    }

    /// The text in `style`, for the runs that do not set a colour: a
    /// colour, `.tint` or `.link` (the tint where the text is drawn), a
    /// level of the hierarchy (`.secondary` and below draw faint, or in
    /// the colours `.foregroundStyle(_:_:)` gave them), or `.foreground`
    /// (the inherited colour).
    ///
    /// ```swift
    /// Text("Saved").foregroundStyle(.green) + Text(" just now").foregroundStyle(.secondary)
    /// ```
    ///
    /// A `Text` keeps colours, not styles, so a style that needs the
    /// environment resolves here to what it draws everywhere: a gradient
    /// draws the colour halfway, a background or material style nothing of
    /// its own (the inherited colour). Cost: a few type checks.
    public func foregroundStyle<Style: ShapeStyle>(_ style: Style) -> Text {
        restyled { run in
            if run.foreground == nil, !run.isTinted, run.level == 0 {
                TextRunStyle.apply(style, to: &run)
            }
        }
    }

    private func adding(_ attributes: TextAttributes) -> Text {
        restyled { $0.attributes.formUnion(attributes) }
    }

    func restyled(_ change: (inout TextRunStyle) -> Void) -> Text {
        var text = self
        for index in text.runs.indices {
            change(&text.runs[index].style)
        }
        return text
    }
}
