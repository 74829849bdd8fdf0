/// The colour of selected content: the tint.
///
/// ```swift
/// Text(item.name).padding(1).background(isChosen ? AnyShapeStyle(.selection) : AnyShapeStyle(.clear))
/// ```
///
/// A `List` shows its selected rows in reverse video, which has no colour
/// of its own; this style is the tint (the colour `.tint(_:)` set above,
/// or the accent colour), the colour SwiftUI selects in. Cost: O(1).
public struct SelectionShapeStyle: ShapeStyle, Hashable {
    /// Creates the selection style; write `.selection`.
    public init() {}

    /// The tint of `environment` (engine hook).
    @MainActor public func _color(in environment: EnvironmentValues, isFill: Bool) -> Color? {
        environment.tint ?? .accentColor
    }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// The colour of selected content.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}
