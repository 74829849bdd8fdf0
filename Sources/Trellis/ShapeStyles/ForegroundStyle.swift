/// The foreground of the view's environment: the text colour set above,
/// or the terminal's default.
///
/// ```swift
/// Circle().fill(.foreground)            // in the text colour
/// Text("Plain").foregroundStyle(.foreground)
/// ```
///
/// As a text colour it keeps the inherited one (it undoes nothing set
/// inside). As a fill, with no colour set, it is the scheme's text
/// colour: white for `.dark` (the default), black for `.light`. Cost: O(1).
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// Creates the foreground style; write `.foreground`.
    public init() {}

    /// The environment's text colour (engine hook).
    @MainActor public func _color(in environment: EnvironmentValues, isFill: Bool) -> Color? {
        guard isFill else { return environment.text.foreground }
        return environment.text.foreground ?? (environment.colorScheme == .dark ? .white : .black)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground of the view's environment.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
