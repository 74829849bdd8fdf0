/// A frame of reference that resolves to a ``CoordinateSpace``: what
/// `GeometryProxy.frame(in:)`, `DragGesture` and `SpatialTapGesture` take.
///
/// ```swift
/// VStack {
///     GeometryReader { proxy in
///         Text("\(Int(proxy.frame(in: .named("list")).minY)) rows down")
///     }
/// }
/// .coordinateSpace(.named("list"))
/// ```
///
/// Write `.local`, `.global`, `.named(_:)`, `.scrollView` or
/// `.scrollView(axis:)`; you do not usually conform your own types.
public protocol CoordinateSpaceProtocol {
    /// The resolved coordinate space.
    var coordinateSpace: CoordinateSpace { get }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own space: its top-leading corner is (0, 0).
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The screen: its top-leading cell is (0, 0).
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The space a view around named `name` with `.coordinateSpace(_:)` or
    /// `.coordinateSpace(name:)`.
    ///
    /// ```swift
    /// proxy.frame(in: .named("board")).origin
    /// ```
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }

    /// The space of the innermost scroll view around the view: its
    /// viewport's top-leading cell is (0, 0), so content scrolled past has
    /// negative positions.
    ///
    /// ```swift
    /// proxy.frame(in: .scrollView).minY    // 0 at the top of the viewport
    /// ```
    public static var scrollView: NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: nil)))
    }

    /// The space of the innermost scroll view around the view that scrolls
    /// along `axis`.
    ///
    /// ```swift
    /// proxy.frame(in: .scrollView(axis: .horizontal)).minX
    /// ```
    public static func scrollView(axis: Axis) -> Self {
        NamedCoordinateSpace(name: AnyHashable(ScrollViewSpaceName(axis: axis)))
    }
}

/// The name under which scroll views give their space (`.scrollView`,
/// `.scrollView(axis:)`): `axis` is the axis the scroll view must scroll
/// along, `nil` for any.
struct ScrollViewSpaceName: Hashable, Sendable {
    var axis: Axis?
}
