/// A frame of reference for positions: the view's own, the screen's, or a
/// view's named with `.coordinateSpace(name:)`.
///
/// ```swift
/// ScrollView {
///     GeometryReader { proxy in
///         Text("\(Int(proxy.frame(in: .named("scroll")).minY))")
///     }
/// }
/// .coordinateSpace(name: "scroll")
/// ```
///
/// Positions are in cells: `x` the column, `y` the row. A name no view
/// around the reader (or the gesture) gave is read as `.global`, as in
/// SwiftUI. Usually written through ``CoordinateSpaceProtocol``'s
/// `.local`, `.global` and `.named(_:)`.
///
/// Sendable though a name is an `AnyHashable`: names are values (strings,
/// enumerations, identifiers) that are only compared.
public enum CoordinateSpace: Hashable, @unchecked Sendable {
    /// The screen: its top-leading cell is (0, 0).
    case global
    /// The view's own space: its top-leading corner is (0, 0).
    case local
    /// The space of the nearest view around that `.coordinateSpace(name:)`
    /// (or `.coordinateSpace(_:)`) named `name`: its top-leading corner is
    /// (0, 0).
    case named(AnyHashable)

    /// Whether this is the screen's space.
    public var isGlobal: Bool { self == .global }

    /// Whether this is the view's own space.
    public var isLocal: Bool { self == .local }
}
