/// A colour, or a style that becomes one where it is drawn: the tint, a
/// level of the foreground's hierarchy, a material.
///
/// ```swift
/// Text("Saved").foregroundStyle(.tint)
/// Text("Detail").foregroundStyle(.secondary)
/// VStack { … }.background(.ultraThinMaterial)
/// ```
///
/// `.foregroundStyle(_:)`, `.background(_:)`, `.fill(_:)` and `.stroke(_:)`
/// take any shape style. Each resolves to a terminal colour, or to none
/// (the terminal's default), when the view it styles is drawn; resolving is
/// a switch on the style, O(1).
public protocol ShapeStyle: Sendable {
    /// The colour this style draws as text (`isFill` false) or as a fill in
    /// `environment` (engine hook); `nil` is the terminal's default.
    @MainActor func _color(in environment: EnvironmentValues, isFill: Bool) -> Color?
}

extension Color: ShapeStyle {
    /// A colour is itself wherever it is drawn (engine hook).
    @MainActor public func _color(in environment: EnvironmentValues, isFill: Bool) -> Color? { self }
}

/// A shape style of any type, for storing styles of different types in one
/// variable.
///
/// ```swift
/// let style = isDone ? AnyShapeStyle(.secondary) : AnyShapeStyle(Color.orange)
/// Text(task.title).foregroundStyle(style)
/// ```
///
/// Two erased styles are equal when they wrap equal `Hashable` styles (every
/// style Trellis ships is); a view whose style did not change is not drawn
/// again.
public struct AnyShapeStyle: ShapeStyle, Equatable {
    let base: any ShapeStyle

    /// Wraps `style`.
    public init<Style: ShapeStyle>(_ style: Style) {
        base = (style as? AnyShapeStyle)?.base ?? style
    }

    /// The wrapped style's colour (engine hook).
    @MainActor public func _color(in environment: EnvironmentValues, isFill: Bool) -> Color? {
        base._color(in: environment, isFill: isFill)
    }

    /// Whether both wrap equal `Hashable` styles; styles that are not
    /// `Hashable` are never equal, so a view using one is drawn again.
    public static func == (lhs: AnyShapeStyle, rhs: AnyShapeStyle) -> Bool {
        guard let left = lhs.base as? any Hashable, let right = rhs.base as? any Hashable else { return false }
        return AnyHashable(left) == AnyHashable(right)
    }
}
