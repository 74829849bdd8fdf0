/// What a lazy stack's window was placed for: the viewport's length along
/// the axis, its length across, and the rows' cross proposal. A window
/// placed again for the same extent, with the same anchor and data, puts
/// every row where it was.
struct LazyWindowExtent: Equatable {
    var length: Int
    var crossLength: Int
    var crossProposal: Int?
}
