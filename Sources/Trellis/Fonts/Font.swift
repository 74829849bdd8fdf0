import Foundation

/// A font: SwiftUI's text styles, sizes, weights and designs, drawn in a
/// terminal as the attributes a terminal has.
///
/// ```swift
/// Text("Inbox").font(.title)                  // bold
/// Text("3 unread").font(.caption)             // faint
/// VStack { … }.font(.system(size: 13, weight: .semibold))   // bold, for every text inside
/// ```
///
/// A terminal draws every character in one typeface and one size, so a font
/// becomes attributes by this table (and no size):
///
/// | font | drawn |
/// |---|---|
/// | `.largeTitle`, `.title`, `.title2`, `.title3`, `.headline` | bold |
/// | `.body`, `.callout`, `.subheadline`, `.system(size:)`, `.custom(_:size:)` | plain |
/// | `.footnote`, `.caption`, `.caption2` | faint |
/// | weight `.semibold`, `.bold`, `.heavy`, `.black` | bold (whatever the style) |
/// | weight `.ultraLight`, `.thin`, `.light` | faint |
/// | weight `.regular`, `.medium` | plain (a title set `.regular` is plain) |
/// | `.italic()` | italic |
/// | designs, `.monospaced()`, `.monospacedDigit()`, sizes, widths, leading, small caps | accepted, no effect: every terminal cell is one fixed width |
///
/// A font set on a view (`.font(_:)`) reaches every text inside it; a font
/// set on a `Text` wins over it; `.fontWeight(_:)`, `.bold()` and
/// `.italic()` apply on top of whichever font a text has. Cost: fonts are
/// plain values, resolved once per text when its style changes.
public struct Font: Hashable, Sendable {
    /// The text style the font is based on, or `nil` for a sized font.
    var style: TextStyle?
    /// The point size asked for, when the font was made from one.
    var size: CGFloat?
    var weight: Weight?
    var design: Design?
    var isItalic = false

    init(style: TextStyle?, size: CGFloat? = nil, weight: Weight? = nil, design: Design? = nil) {
        self.style = style
        self.size = size
        self.weight = weight
        self.design = design
    }

    // MARK: Standard fonts

    /// The largest title: bold.
    public static let largeTitle = Font(style: .largeTitle)
    /// A title: bold.
    public static let title = Font(style: .title)
    /// A second-level title: bold.
    public static let title2 = Font(style: .title2)
    /// A third-level title: bold.
    public static let title3 = Font(style: .title3)
    /// A headline: bold.
    public static let headline = Font(style: .headline)
    /// A subheadline: plain.
    public static let subheadline = Font(style: .subheadline)
    /// Body text, the default: plain.
    public static let body = Font(style: .body)
    /// A callout: plain.
    public static let callout = Font(style: .callout)
    /// A footnote: faint.
    public static let footnote = Font(style: .footnote)
    /// A caption: faint.
    public static let caption = Font(style: .caption)
    /// A second-level caption: faint.
    public static let caption2 = Font(style: .caption2)

    /// The system font of a text style, with a design and a weight.
    ///
    /// ```swift
    /// Text("Total").font(.system(.body, weight: .semibold))   // bold
    /// ```
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(style: style, weight: weight, design: design)
    }

    /// The system font of a size, with a weight and a design: plain unless
    /// its weight says otherwise (the size has no meaning in a terminal).
    ///
    /// ```swift
    /// Text("42").font(.system(size: 48, weight: .bold, design: .rounded))   // bold
    /// ```
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(style: nil, size: size, weight: weight, design: design)
    }

    /// A font by name and size: plain (a terminal has one typeface).
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(style: nil, size: size)
    }

    /// A font by name and size that scales with a text style: drawn as that
    /// style is.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(style: textStyle, size: size)
    }

    /// A font by name at a fixed size: plain.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(style: nil, size: fixedSize)
    }

    // MARK: Modifiers

    /// The same font, bold.
    public func bold() -> Font { weight(.bold) }

    /// The same font, italic.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// The same font with `weight`.
    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// The same font, fixed-width: accepted (terminal text is fixed-width).
    public func monospaced() -> Font {
        var font = self
        font.design = .monospaced
        return font
    }

    /// The same font with fixed-width digits: accepted (they already are).
    public func monospacedDigit() -> Font { self }

    /// The same font in small capitals: accepted, no effect.
    public func smallCaps() -> Font { self }

    /// The same font with lowercase letters as small capitals: accepted, no effect.
    public func lowercaseSmallCaps() -> Font { self }

    /// The same font with uppercase letters as small capitals: accepted, no effect.
    public func uppercaseSmallCaps() -> Font { self }

    /// The same font with `leading` between lines: accepted (a terminal's
    /// lines are one cell apart).
    public func leading(_ leading: Leading) -> Font { self }

    /// The same font with `width`: accepted (every cell is one width).
    public func width(_ width: Width) -> Font { self }

    // MARK: Drawing

    /// The attributes a run is drawn with for its font: the run's font or
    /// else the environment's (`.body` when neither sets one), its weight the
    /// first of the run's `.fontWeight`, the run's font's, the environment's
    /// `.fontWeight` and the environment font's.
    ///
    /// ```
    /// VStack { Text("a"); Text("b").font(.caption) }.font(.title).fontWeight(.regular)
    /// "a": title, weight regular → plain      "b": caption, weight regular → faint
    /// ```
    static func attributes(of run: TextRunStyle, in environment: TextEnvironment) -> TextAttributes {
        var font = run.font ?? environment.font ?? .body
        if let weight = run.fontWeight ?? run.font?.weight ?? environment.fontWeight {
            font.weight = weight
        }
        return font.attributes
    }

    /// The attributes a text in this font is drawn with (the table above).
    var attributes: TextAttributes {
        var attributes: TextAttributes = []
        let weight = weight ?? style?.defaultWeight ?? .regular
        if weight >= .semibold {
            attributes.insert(.bold)
        } else if weight <= .light || style?.isSmall == true {
            attributes.insert(.dim)
        }
        if isItalic {
            attributes.insert(.italic)
        }
        return attributes
    }
}
