/// A view's place in the coordinate spaces around it, for
/// `GeometryProxy.frame(in:)` and the gestures' locations.
extension ViewNode {
    /// The node's origin on the screen and in every named space around it
    /// (``CoordinateSpaceOrigins``). While no view names a space (no
    /// `.coordinateSpace` modifier or scroll view is mounted), this is
    /// ``absoluteOrigin`` alone. Cost: O(depth).
    ///
    /// ```
    /// node at (1, 2) in VStack at (0, 3) in .coordinateSpace(name: "a") at (4, 0)
    /// walk: VStack → (1, 5) · "a" names its space: the node is at (1, 5) in it → global (5, 5)
    /// ```
    var coordinateSpaceOrigins: CoordinateSpaceOrigins {
        guard graph.namedCoordinateSpaces > 0 else {
            return CoordinateSpaceOrigins(global: absoluteOrigin)
        }
        var origin = layout.origin
        var spaces: [CoordinateSpaceOrigins.Space] = []
        var node = parent
        while let current = node {
            if let name = current.coordinateSpaceName {
                spaces.append(CoordinateSpaceOrigins.Space(name: name, origin: origin, size: current.layout.size))
            }
            origin = origin + current.layout.origin
            node = current.parent
        }
        return CoordinateSpaceOrigins(global: origin, named: spaces)
    }
}
