extension Text {
    /// How an underline or a strikethrough is drawn: its pattern and colour.
    ///
    /// ```swift
    /// Text("Draft").underline(pattern: .dash)
    /// ```
    ///
    /// A terminal draws one kind of line, solid and in the text's colour
    /// (SGR 4 and 9): the pattern and colour are accepted and the line is
    /// drawn solid.
    public struct LineStyle: Hashable, Sendable {
        /// The pattern of the line.
        public var pattern: Pattern
        /// The colour of the line, or `nil` for the text's.
        public var color: Color?

        /// A line with `pattern`, in `color` (`nil`: the text's colour).
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A single solid line.
        public static let single = LineStyle()

        /// The pattern a line has; drawn solid in a terminal.
        public struct Pattern: Hashable, Sendable {
            let name: String

            /// A solid line.
            public static let solid = Pattern(name: "solid")
            /// A line of dots.
            public static let dot = Pattern(name: "dot")
            /// A line of dashes.
            public static let dash = Pattern(name: "dash")
            /// A line of alternating dashes and dots.
            public static let dashDot = Pattern(name: "dashDot")
            /// A line of alternating dashes and two dots.
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
    }

    /// The text underlined when `isActive` is true; the line is solid and
    /// in the text's colour whatever `pattern` and `color` say.
    ///
    /// ```swift
    /// Text("Unsaved").underline(pattern: .dot, color: .red)
    /// ```
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        underline(isActive, color: color)
    }

    /// The text struck through when `isActive` is true; the line is solid
    /// and in the text's colour whatever `pattern` and `color` say.
    ///
    /// ```swift
    /// Text(price).strikethrough(pattern: .dash)
    /// ```
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        strikethrough(isActive, color: color)
    }
}
