/// The background of the view's environment: the terminal's own
/// background colour.
///
/// ```swift
/// Text("Pinned").padding(1).background(.background)
/// ```
///
/// As a fill it paints the terminal's default background (opaque, as a
/// material does), so it hides what is behind. As a text colour it is the
/// background of the colour scheme: black for `.dark` (the default),
/// white for `.light`. Cost: O(1).
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// Creates the background style; write `.background`.
    public init() {}

    /// The terminal's background, or its colour for text (engine hook).
    @MainActor public func _color(in environment: EnvironmentValues, isFill: Bool) -> Color? {
        isFill ? .primary : environment.colorScheme == .dark ? .black : .white
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background of the view's environment.
    public static var background: BackgroundStyle { BackgroundStyle() }
}
