/// The colour of links: the tint, as Markdown links in a `Text` and
/// `Link` views are drawn.
///
/// ```swift
/// Text("Open the guide").foregroundStyle(.link)
/// ```
///
/// Resolves as ``TintShapeStyle`` does: the colour `.tint(_:)` set above,
/// or the accent colour. Cost: O(1).
public struct LinkShapeStyle: ShapeStyle, Hashable {
    /// Creates the link style; write `.link`.
    public init() {}

    /// The tint of `environment` (engine hook).
    @MainActor public func _color(in environment: EnvironmentValues, isFill: Bool) -> Color? {
        environment.tint ?? .accentColor
    }
}

extension ShapeStyle where Self == LinkShapeStyle {
    /// The colour of links.
    public static var link: LinkShapeStyle { LinkShapeStyle() }
}
