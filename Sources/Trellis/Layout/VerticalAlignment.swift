/// How views are aligned along the vertical axis in an `HStack`.
public struct VerticalAlignment: Equatable, Hashable, Sendable {
    let position: Int

    /// Align the top edges.
    public static let top = VerticalAlignment(position: 0)
    /// Align the centres.
    public static let center = VerticalAlignment(position: 1)
    /// Align the bottom edges.
    public static let bottom = VerticalAlignment(position: 2)
    /// Align the first lines of text (the top row in a terminal).
    public static let firstTextBaseline = VerticalAlignment(position: 0)
    /// Align the last lines of text (the bottom row in a terminal).
    public static let lastTextBaseline = VerticalAlignment(position: 2)
}
