extension Font {
    /// SwiftUI's dynamic text styles, from the largest title to the
    /// smallest caption (see ``Font`` for how each is drawn).
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// The largest title: bold.
        case largeTitle
        /// A title: bold.
        case title
        /// A second-level title: bold.
        case title2
        /// A third-level title: bold.
        case title3
        /// A headline: bold.
        case headline
        /// A subheadline: plain.
        case subheadline
        /// Body text: plain.
        case body
        /// A callout: plain.
        case callout
        /// A footnote: faint.
        case footnote
        /// A caption: faint.
        case caption
        /// A second-level caption: faint.
        case caption2

        /// The weight the style is drawn with when none is given: titles
        /// and headlines stand out by weight in a terminal, where they
        /// cannot by size.
        var defaultWeight: Weight {
            switch self {
            case .largeTitle, .title, .title2, .title3, .headline: .bold
            default: .regular
            }
        }

        /// Whether the style is drawn faint (footnotes and captions).
        var isSmall: Bool {
            switch self {
            case .footnote, .caption, .caption2: true
            default: false
            }
        }
    }

    /// A typeface design: accepted, no effect (a terminal has one typeface).
    public enum Design: Hashable, Sendable {
        /// The system's design.
        case `default`
        /// A design with serifs.
        case serif
        /// A design with rounded strokes.
        case rounded
        /// A fixed-width design (terminal text already is).
        case monospaced
    }

    /// The spacing of lines: accepted, no effect.
    public enum Leading: Hashable, Sendable {
        /// The font's own line spacing.
        case standard
        /// Lines closer together.
        case tight
        /// Lines further apart.
        case loose
    }
}
