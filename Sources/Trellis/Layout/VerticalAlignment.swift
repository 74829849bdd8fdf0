/// How views are aligned along the vertical axis: the guide an `HStack`
/// lines its children up on.
///
/// ```swift
/// HStack(alignment: .top) {
///     Text("Name")
///     Text("Note").alignmentGuide(.top) { _ in -2 }   // 2 rows lower
/// }
/// ```
///
/// The built-in guides are `top` (row 0 of a view), `center` (half its
/// height), `bottom` (its height), and the text baselines: a terminal line
/// is one row, so `firstTextBaseline` is a view's first row (0) and
/// `lastTextBaseline` the end of its last row (its height). ``init(_:)``
/// makes a custom guide from an ``AlignmentID``. Two alignments are equal
/// when they name the same guide. Cost: a few words, copied freely.
public struct VerticalAlignment: Equatable, Hashable, Sendable {
    /// The guide this alignment names.
    let key: AlignmentKey

    /// The position of a built-in guide (0 top, 1 centre, 2 bottom; 0 for
    /// a custom guide, where a container that does not read guides puts it).
    var position: Int { key.position ?? 0 }

    /// Creates a custom vertical alignment, identified by `id`.
    ///
    /// ```swift
    /// private enum FirstThird: AlignmentID {
    ///     static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
    /// }
    /// extension VerticalAlignment {
    ///     static let firstThird = VerticalAlignment(FirstThird.self)
    /// }
    /// ```
    ///
    /// Stacks, `ZStack` and the stack layouts align on it; containers that
    /// do not read guides (lazy stacks, grids, frames) align it as ``top``.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: id, axis: .vertical, position: nil)
    }

    private init(builtIn id: any AlignmentID.Type, position: Int) {
        key = AlignmentKey(id: id, axis: .vertical, position: position)
    }

    /// Align the top edges.
    public static let top = VerticalAlignment(builtIn: AlignmentKey.Top.self, position: 0)
    /// Align the centres.
    public static let center = VerticalAlignment(builtIn: AlignmentKey.VerticalCenter.self, position: 1)
    /// Align the bottom edges.
    public static let bottom = VerticalAlignment(builtIn: AlignmentKey.Bottom.self, position: 2)
    /// Align the first lines of text (the top row in a terminal).
    public static let firstTextBaseline = VerticalAlignment(builtIn: AlignmentKey.FirstTextBaseline.self, position: 0)
    /// Align the last lines of text (the bottom row in a terminal).
    public static let lastTextBaseline = VerticalAlignment(builtIn: AlignmentKey.LastTextBaseline.self, position: 2)
}
