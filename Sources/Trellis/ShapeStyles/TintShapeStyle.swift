/// The tint of the view's environment: the colour `.tint(_:)` set above,
/// or the accent colour.
///
/// ```swift
/// Image(systemName: "star.fill").foregroundStyle(.tint)
/// Form { … }.tint(.orange)
/// ```
public struct TintShapeStyle: ShapeStyle, Hashable {
    /// Creates the tint style; write `.tint`.
    public init() {}

    /// The tint of `environment` (engine hook).
    @MainActor public func _color(in environment: EnvironmentValues, isFill: Bool) -> Color? {
        environment.tint ?? .accentColor
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint of the view's environment.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension EnvironmentValues {
    /// The colour `.tint(_:)` set, or `nil` for the accent colour. Kept with
    /// the text style, so a text reads it (for its links) in the same lookup.
    var tint: Color? {
        get { text.tint }
        set { text.tint = newValue }
    }
}

extension View {
    /// Sets the colour controls in this view draw their accent in: a
    /// prominent button's fill, a slider's track, the chosen segment of a
    /// segmented picker, and `.foregroundStyle(.tint)`. `nil` returns to the
    /// accent colour.
    ///
    /// ```swift
    /// Button("Save") { save() }.buttonStyle(.borderedProminent).tint(.green)
    /// ```
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint)
    }

    /// Sets the tint from a shape style; a style that is not a plain colour
    /// resolves where the tint is set.
    public func tint<Style: ShapeStyle>(_ tint: Style?) -> some View {
        transformEnvironment(\.self) { environment in
            environment.tint = tint?._color(in: environment, isFill: true)
        }
    }

    /// Sets the accent colour of this view (SwiftUI's older name for
    /// `.tint(_:)`).
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }
}
