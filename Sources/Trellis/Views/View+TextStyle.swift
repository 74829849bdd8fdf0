import Foundation

extension View {
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

    /// Underlines the text in this view when `isActive` is true; the line is
    /// solid and in the text's colour whatever `pattern` and `color` say
    /// (``Text/LineStyle``).
    ///
    /// ```swift
    /// VStack { Text("a"); Text("b") }.underline(pattern: .dash)
    /// ```
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> some View {
        textAttributes(.underline, isActive)
    }

    /// Strikes through the text in this view when `isActive` is true; the
    /// line is solid and in the text's colour whatever `pattern` and
    /// `color` say (``Text/LineStyle``).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil)
        -> some View
    {
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
    ///
    /// Replaces a reserved height set above (`.lineLimit(2...5)`) with none.
    public func lineLimit(_ limit: Int?) -> some View {
        textLines(maximum: limit, reserved: 0)
    }

    /// Shows between `limit.lowerBound` and `limit.upperBound` lines of each
    /// text in this view: a shorter text still takes the lower bound's rows
    /// (blank below it), a longer one ends with `…` on the last.
    ///
    /// ```swift
    /// Text(note.body).lineLimit(2...4)   // always 2 to 4 rows tall
    /// ```
    ///
    /// The offered height still wins over both bounds. Cost: none beyond the
    /// text's own layout.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        textLines(maximum: limit.upperBound, reserved: limit.lowerBound)
    }

    /// Reserves `limit.lowerBound` lines for each text in this view and lets
    /// it grow without limit.
    ///
    /// ```swift
    /// Text(comment).lineLimit(3...)      // at least 3 rows tall
    /// ```
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        textLines(maximum: nil, reserved: limit.lowerBound)
    }

    /// Shows at most `limit.upperBound` lines of each text in this view, as
    /// `.lineLimit(limit.upperBound)` does.
    ///
    /// ```swift
    /// Text(summary).lineLimit(...2)
    /// ```
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        textLines(maximum: limit.upperBound, reserved: 0)
    }

    /// Shows at most `limit` lines of each text in this view and, when
    /// `reservesSpace` is true, takes `limit` rows even for a shorter text,
    /// so views below do not move as the text grows.
    ///
    /// ```swift
    /// Text(status).lineLimit(2, reservesSpace: true)
    /// ```
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        textLines(maximum: limit, reserved: reservesSpace ? limit : 0)
    }

    private func textLines(maximum: Int?, reserved: Int) -> some View {
        transformEnvironment(\.text) { text in
            text.lineLimit = maximum.map { max(1, $0) }
            text.reservedLines = min(max(0, reserved), text.lineLimit ?? Int.max)
        }
    }

    /// Shows the letters of every text in this view in `textCase`, or as
    /// written for `nil`.
    ///
    /// ```swift
    /// Section {
    ///     Toggle("Wi-Fi", isOn: $wifi)
    /// } header: {
    ///     Text("Network").textCase(nil)
    /// }
    /// ```
    ///
    /// Set in the environment, so the nearest setting wins: `nil` inside
    /// undoes an `.uppercase` above. Trellis's section headers are shown as
    /// written unless a view sets a case. Cost: one case conversion of a
    /// text's characters each time it or the setting changes.
    public func textCase(_ textCase: Text.Case?) -> some View {
        transformEnvironment(\.text) { $0.textCase = textCase }
    }

    /// Accepted for source compatibility: the lines of a text stay on
    /// consecutive rows, as a terminal has no space between rows smaller
    /// than a row.
    ///
    /// ```swift
    /// Text(poem).lineSpacing(4)   // drawn as without it
    /// ```
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        self
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
