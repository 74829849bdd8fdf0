/// A level of the foreground's hierarchy: the text colour of the
/// environment, or that colour drawn faint.
///
/// ```swift
/// Text(contact.name)
/// Text(contact.email).foregroundStyle(.secondary)
/// ```
///
/// A terminal has two levels of emphasis for one colour: normal and faint
/// (SGR 2). `.primary` is the colour of the environment; `.secondary`,
/// `.tertiary` and `.quaternary` draw it faint, unless
/// `.foregroundStyle(_:_:)` or `.foregroundStyle(_:_:_:)` above gave the
/// levels colours of their own (the third and fourth levels take the
/// last one given).
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: Int

    /// The first level: the environment's text colour.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level: drawn faint.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level: drawn faint.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level: drawn faint.
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    /// The colour of this level (engine hook).
    @MainActor public func _color(in environment: EnvironmentValues, isFill: Bool) -> Color? {
        level == 0 ? environment.text.foreground : environment.text.foregroundLevels.color(at: level)
    }
}

/// The colours `.foregroundStyle(_:_:)` and `.foregroundStyle(_:_:_:)`
/// give the second and third levels of the hierarchy; `nil` draws the
/// level faint. Kept with the text style, so a text whose runs ask for a
/// level reads it in the same lookup.
struct ForegroundLevels: Hashable, Sendable {
    var secondary: Color?
    var tertiary: Color?

    /// The colour of `level` (1 to 3): the third and fourth levels take
    /// the tertiary colour, else the secondary; faint without either.
    func color(at level: Int) -> Color {
        (level >= 2 ? tertiary ?? secondary : secondary) ?? .secondary
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The environment's text colour.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The text colour, faint.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The text colour, faint.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The text colour, faint.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}
