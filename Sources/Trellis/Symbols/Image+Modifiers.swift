/// What SwiftUI's images take to size and render them: accepted, so ported
/// code compiles; a glyph is one or two cells whatever they say.
extension Image {
    /// How a resizable image fills its frame: accepted.
    public enum ResizingMode: Hashable, Sendable {
        /// Tiles the image.
        case tile
        /// Stretches the image.
        case stretch
    }

    /// How an image's colours are drawn: accepted.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// As a template, in the foreground colour.
        case template
        /// In the image's own colours.
        case original
    }

    /// The relative size of a symbol: accepted.
    public enum Scale: Hashable, Sendable {
        /// A small symbol.
        case small
        /// A medium symbol.
        case medium
        /// A large symbol.
        case large
    }

    /// Makes the image resizable: accepted, no effect.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { self }

    /// Sets the rendering mode: accepted, no effect (a glyph takes the
    /// foreground colour).
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

    /// Sets how the image is drawn when scaled: accepted, no effect.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// Sets whether the image is antialiased: accepted, no effect.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// The quality of an image's scaling: accepted.
    public enum Interpolation: Hashable, Sendable {
        /// No interpolation.
        case none
        /// Low quality.
        case low
        /// Medium quality.
        case medium
        /// High quality.
        case high
    }
}

/// How a symbol's layers are coloured: accepted.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String

    /// One colour.
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    /// Several colours.
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    /// One colour at several opacities.
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    /// A colour per layer.
    public static let palette = SymbolRenderingMode(name: "palette")
}

/// The variants of SF Symbols a view's images are drawn in:
/// `.symbolVariant(.fill)` draws `star` as `star.fill` (★), when the table
/// has the filled glyph; the other variants are accepted.
public struct SymbolVariants: Hashable, Sendable {
    let variants: Set<String>

    /// No variant.
    public static let none = SymbolVariants(variants: [])
    /// Filled symbols.
    public static let fill = SymbolVariants(variants: ["fill"])
    /// Symbols in a circle: accepted.
    public static let circle = SymbolVariants(variants: ["circle"])
    /// Symbols in a square: accepted.
    public static let square = SymbolVariants(variants: ["square"])
    /// Symbols in a rectangle: accepted.
    public static let rectangle = SymbolVariants(variants: ["rectangle"])
    /// Slashed symbols: accepted.
    public static let slash = SymbolVariants(variants: ["slash"])

    /// Whether these variants include `other`'s.
    public func contains(_ other: SymbolVariants) -> Bool {
        other.variants.isSubset(of: variants)
    }

    /// These variants, filled.
    public var fill: SymbolVariants { SymbolVariants(variants: variants.union(["fill"])) }
}

struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
    /// The variants the images here are drawn in (`.symbolVariant(_:)`).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Draws the symbols in this view in `variant`: `.fill` picks filled
    /// glyphs (`heart` as ♥); the others are accepted.
    ///
    /// ```swift
    /// Label("Favourite", systemImage: "star").symbolVariant(.fill)   // ★ Favourite
    /// ```
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        environment(\.symbolVariants, variant)
    }

    /// Sets how symbols' layers are coloured: accepted, no effect.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }

    /// Sets the relative size of symbols: accepted, no effect.
    public func imageScale(_ scale: Image.Scale) -> some View { self }

    /// Scales the view to fit its frame: accepted, no effect.
    public func scaledToFit() -> some View { self }

    /// Scales the view to fill its frame: accepted, no effect.
    public func scaledToFill() -> some View { self }

    /// Keeps the view at an aspect ratio: accepted, no effect (a cell is
    /// not square, and a glyph does not scale).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { self }

    /// Keeps the view at the aspect ratio of `aspectRatio`: accepted, no effect.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View { self }
}

/// How a view fits a frame of another shape: accepted.
public enum ContentMode: Hashable, Sendable {
    /// Fits inside the frame.
    case fit
    /// Fills the frame.
    case fill
}
