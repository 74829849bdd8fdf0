/// A lower level of a style's hierarchy: `Color.blue.secondary`, the
/// style seen through at less opacity.
///
/// ```swift
/// Text(song.artist).foregroundStyle(Color.pink.secondary)
/// Capsule().fill(Color.green.tertiary)
/// ```
///
/// A terminal cannot blend with what is behind, so a level mixes the
/// style's colour with the dark background as ``Color/opacity(_:)`` does:
/// `.secondary` at 60 %, `.tertiary` at 40 %, `.quaternary` at 25 %. A
/// style that draws the terminal's default colour draws it faint. Cost:
/// the base style's resolution and one mix, O(1).
public struct ShapeStyleLevel<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    /// The opacity of the level: 0.6, 0.4 or 0.25.
    let opacity: Double

    /// The base style's colour at this level's opacity (engine hook).
    @MainActor public func _color(in environment: EnvironmentValues, isFill: Bool) -> Color? {
        (base._color(in: environment, isFill: isFill) ?? .primary).opacity(opacity)
    }
}

extension ShapeStyleLevel: Equatable where Base: Equatable {}

extension ShapeStyleLevel: Hashable where Base: Hashable {}

extension ShapeStyleLevel: TextRunColoring {
    func apply(to run: inout TextRunStyle) {
        TextRunStyle.apply(base, to: &run)
        run.isTinted = false
        run.level = 0
        run.foreground = (run.foreground ?? .primary).opacity(opacity)
    }
}

/// A shape style that colours a `Text`'s runs itself, without an
/// environment (``Text/foregroundStyle(_:)``).
protocol TextRunColoring {
    func apply(to run: inout TextRunStyle)
}

extension ShapeStyle {
    /// This style at the second level of its hierarchy: 60 % opacity.
    ///
    /// ```swift
    /// Text(detail).foregroundStyle(Color.blue.secondary)
    /// ```
    public var secondary: ShapeStyleLevel<Self> { ShapeStyleLevel(base: self, opacity: 0.6) }

    /// This style at the third level of its hierarchy: 40 % opacity.
    public var tertiary: ShapeStyleLevel<Self> { ShapeStyleLevel(base: self, opacity: 0.4) }

    /// This style at the fourth level of its hierarchy: 25 % opacity.
    public var quaternary: ShapeStyleLevel<Self> { ShapeStyleLevel(base: self, opacity: 0.25) }
}
