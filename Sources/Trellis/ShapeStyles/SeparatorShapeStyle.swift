/// The colour of separators: the one a list's separator rows are drawn
/// in.
///
/// ```swift
/// Rectangle().fill(.separator).frame(height: 1)
/// Text("or").foregroundStyle(.separator)
/// ```
///
/// Lists draw their separators in the default colour, faint (SGR 2); this
/// style is that colour (``Color/secondary``) as text, and grey as a fill,
/// which cannot be faint. Cost: O(1).
public struct SeparatorShapeStyle: ShapeStyle, Hashable {
    /// Creates the separator style; write `.separator`.
    public init() {}

    /// The faint default colour, or grey as a fill (engine hook).
    @MainActor public func _color(in environment: EnvironmentValues, isFill: Bool) -> Color? {
        isFill ? .gray : .secondary
    }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The colour of separators.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}
