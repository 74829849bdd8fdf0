/// Where a view stands in the coordinate spaces around it: its origin on
/// the screen and in each named space that encloses it, found in one walk
/// up the tree (`ViewNode.coordinateSpaceOrigins`).
///
/// ```
/// ScrollView (row 2, scrolled by 5) .coordinateSpace(name: "scroll")
///   └ VStack └ GeometryReader at row 3 of the content
/// global (0, 0) → reader at row 2 - 5 + 3 = 0 · named: ["scroll": (0, -2), .scrollView: (0, -2)]
/// ```
///
/// A view outside every named space has none; its positions in a name are
/// then those of `.global`, as in SwiftUI. Sendable though a name is an
/// `AnyHashable`: names are values that are only compared.
struct CoordinateSpaceOrigins: Equatable, @unchecked Sendable {
    /// What a node names its own space.
    enum Name: Equatable {
        /// `.coordinateSpace(name:)` or `.coordinateSpace(_:)`.
        case user(AnyHashable)
        /// A scroll view, scrolling along these axes (`.scrollView`).
        case scrollView(Axis.Set)

        /// Whether `.named(name)` means this space: a scroll view answers
        /// `.scrollView` and `.scrollView(axis:)` for an axis it scrolls along.
        func matches(_ name: AnyHashable) -> Bool {
            switch self {
            case .user(let own):
                return own == name
            case .scrollView(let axes):
                guard let wanted = name.base as? ScrollViewSpaceName else { return false }
                guard let axis = wanted.axis else { return true }
                return axes.contains(axis == .horizontal ? .horizontal : .vertical)
            }
        }
    }

    /// A named space around the view.
    struct Space: Equatable {
        /// The space's name.
        var name: Name
        /// The view's top-leading corner in the space.
        var origin: CellPoint
        /// The size of the view that named the space.
        var size: CellSize
    }

    /// The view's top-leading cell on the screen.
    var global: CellPoint
    /// The named spaces around the view, innermost first.
    var named: [Space] = []

    /// The view's top-leading corner in `space`.
    func origin(in space: CoordinateSpace) -> CellPoint {
        switch space {
        case .local:
            return CellPoint(column: 0, row: 0)
        case .global:
            return global
        case .named(let name):
            return self.space(named: name)?.origin ?? global
        }
    }

    /// `point`, in the view's cells, converted to `space`.
    func convert(_ point: CellPoint, to space: CoordinateSpace) -> CGPoint {
        let origin = origin(in: space)
        return CGPoint(x: CGFloat(origin.column + point.column), y: CGFloat(origin.row + point.row))
    }

    /// The innermost space around the view that `.named(name)` means.
    func space(named name: AnyHashable) -> Space? {
        named.first { $0.name.matches(name) }
    }
}
