/// A translucent, blurred backdrop in SwiftUI; in a terminal, an opaque
/// fill in the terminal's own background colour, so that what is behind
/// does not show through.
///
/// ```swift
/// Text("Now playing").padding().background(.ultraThinMaterial)
/// ```
///
/// Every thickness draws the same: a terminal cannot blur. As a text colour
/// a material draws in the default colour.
public struct Material: ShapeStyle, Hashable {
    let thickness: Int

    /// The thinnest material.
    public static let ultraThin = Material(thickness: 0)
    /// A thin material.
    public static let thin = Material(thickness: 1)
    /// The regular material.
    public static let regular = Material(thickness: 2)
    /// A thick material.
    public static let thick = Material(thickness: 3)
    /// The thickest material.
    public static let ultraThick = Material(thickness: 4)
    /// The material of bars.
    public static let bar = Material(thickness: 5)

    /// The terminal's default colours (engine hook).
    @MainActor public func _color(in environment: EnvironmentValues, isFill: Bool) -> Color? {
        isFill ? .primary : nil
    }
}

extension ShapeStyle where Self == Material {
    /// The thinnest material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A thin material.
    public static var thinMaterial: Material { .thin }
    /// The regular material.
    public static var regularMaterial: Material { .regular }
    /// A thick material.
    public static var thickMaterial: Material { .thick }
    /// The thickest material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { .bar }
}
