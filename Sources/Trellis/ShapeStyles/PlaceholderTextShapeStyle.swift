/// The colour of placeholder text: the faint default colour a text
/// field's prompt is drawn in.
///
/// ```swift
/// Text(note.isEmpty ? "No notes" : note)
///     .foregroundStyle(note.isEmpty ? AnyShapeStyle(.placeholder) : AnyShapeStyle(.primary))
/// ```
///
/// ``Color/secondary`` as text; grey as a fill, which cannot be faint.
/// Cost: O(1).
public struct PlaceholderTextShapeStyle: ShapeStyle, Hashable {
    /// Creates the placeholder style; write `.placeholder`.
    public init() {}

    /// The faint default colour, or grey as a fill (engine hook).
    @MainActor public func _color(in environment: EnvironmentValues, isFill: Bool) -> Color? {
        isFill ? .gray : .secondary
    }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// The colour of placeholder text.
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}
