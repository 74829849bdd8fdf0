import Foundation

/// A symbol or a picture: `Image(systemName:)` draws an SF Symbol as a
/// character (`SystemSymbols`), `Image(_:)` a placeholder for a named
/// picture a terminal cannot show.
///
/// ```swift
/// Image(systemName: "star.fill")                     // ★
/// Image(systemName: "trash").foregroundStyle(.red)   // 🚮 in red
/// Label("Settings", systemImage: "gear")             // ⚙ Settings
/// ```
///
/// An image is drawn as text, so `.font`, `.foregroundStyle` and `.bold()`
/// style it. `.symbolVariant(.fill)` picks the filled glyph of a symbol
/// that has one. Resizing, scaling and rendering modes are accepted and
/// change nothing (a glyph is one or two cells). Apps add glyphs for names
/// of their own, or override the table, with ``defineSymbol(_:as:)``.
public struct Image: View, Equatable, Sendable {
    enum Source: Equatable, Sendable {
        case system(String)
        case named(String)
    }

    let source: Source

    /// The SF Symbol called `systemName`, drawn as one character (`·` for
    /// a name the table lacks).
    public init(systemName: String) {
        source = .system(systemName)
    }

    /// The picture called `name` in the app's assets, drawn as a placeholder
    /// (`▣`): a terminal shows no pictures.
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name)
    }

    /// A decorative picture, drawn as a placeholder (`▣`).
    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .named(name)
    }

    /// The glyph that stands for a named picture.
    nonisolated static let placeholder = "▣"

    /// The character the image draws.
    public var body: some View {
        SymbolGlyph(source: source)
    }

    /// Draws `glyph` for every `Image(systemName: name)` from now on: a name
    /// of the app's own, or another glyph for a built-in one.
    ///
    /// ```swift
    /// Image.defineSymbol("brand.logo", as: "✦")
    /// ```
    ///
    /// Give one character of one or two cells; views drawn already keep
    /// their glyph until they are drawn again.
    @MainActor
    public static func defineSymbol(_ name: String, as glyph: String) {
        SystemSymbols.defined[name] = glyph
    }
}

/// The glyph of an image, chosen with the symbol variant of its environment.
struct SymbolGlyph: View {
    let source: Image.Source
    @Environment(\.symbolVariants) private var variants

    var body: some View {
        switch source {
        case .system(let name):
            Text(verbatim: SystemSymbols.glyph(for: name, filled: variants.contains(.fill)))
        case .named:
            Text(verbatim: Image.placeholder)
        }
    }
}
