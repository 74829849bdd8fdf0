extension Font {
    /// The thickness of a font's strokes, from `.ultraLight` to `.black`:
    /// `.semibold` and heavier are drawn bold, `.light` and lighter faint.
    ///
    /// ```swift
    /// Text("Due").fontWeight(.semibold)    // bold
    /// ```
    public struct Weight: Hashable, Sendable, Comparable {
        let value: Double

        /// The lightest weight: faint.
        public static let ultraLight = Weight(value: -0.8)
        /// A thin weight: faint.
        public static let thin = Weight(value: -0.6)
        /// A light weight: faint.
        public static let light = Weight(value: -0.4)
        /// The normal weight: plain.
        public static let regular = Weight(value: 0)
        /// A medium weight: plain.
        public static let medium = Weight(value: 0.23)
        /// A semibold weight: bold.
        public static let semibold = Weight(value: 0.3)
        /// The bold weight: bold.
        public static let bold = Weight(value: 0.4)
        /// A heavy weight: bold.
        public static let heavy = Weight(value: 0.56)
        /// The heaviest weight: bold.
        public static let black = Weight(value: 0.62)

        /// Whether `lhs` is lighter than `rhs`.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.value < rhs.value }
    }

    /// The width of a font's characters: accepted, no effect (every
    /// terminal cell is one width).
    public struct Width: Hashable, Sendable {
        let value: Double

        /// Creates a width from a value (-1 narrowest to 1 widest).
        public init(_ value: Double) {
            self.value = value
        }

        /// The narrowest width: accepted.
        public static let compressed = Width(-0.3)
        /// A narrow width: accepted.
        public static let condensed = Width(-0.2)
        /// The normal width.
        public static let standard = Width(0)
        /// A wide width: accepted.
        public static let expanded = Width(0.2)
    }
}
