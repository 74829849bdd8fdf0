/// How views are aligned along the horizontal axis in a `VStack`.
public struct HorizontalAlignment: Equatable, Hashable, Sendable {
    let position: Int

    /// Align the leading edges.
    public static let leading = HorizontalAlignment(position: 0)
    /// Align the centres.
    public static let center = HorizontalAlignment(position: 1)
    /// Align the trailing edges.
    public static let trailing = HorizontalAlignment(position: 2)
}
