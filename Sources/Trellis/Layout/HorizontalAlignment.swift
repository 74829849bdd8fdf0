/// How views are aligned along the horizontal axis: the guide a `VStack`
/// lines its children up on.
///
/// ```swift
/// VStack(alignment: .leading) {
///     Text("Name")
///     Text("Address").alignmentGuide(.leading) { _ in -2 }   // 2 columns further right
/// }
/// ```
///
/// The built-in guides are `leading` (column 0 of a view), `center` (half
/// its width) and `trailing` (its width); ``init(_:)`` makes a custom one
/// from an ``AlignmentID``. A view moves its own guide with
/// `.alignmentGuide(_:computeValue:)`. Two alignments are equal when they
/// name the same guide. Cost: a few words, copied freely.
public struct HorizontalAlignment: Equatable, Hashable, Sendable {
    /// The guide this alignment names.
    let key: AlignmentKey

    /// The position of a built-in guide (0 leading, 1 centre, 2 trailing;
    /// 0 for a custom guide, where a container that does not read guides
    /// puts it).
    var position: Int { key.position ?? 0 }

    /// Creates a custom horizontal alignment, identified by `id`.
    ///
    /// ```swift
    /// private enum OneQuarter: AlignmentID {
    ///     static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 4 }
    /// }
    /// extension HorizontalAlignment {
    ///     static let oneQuarter = HorizontalAlignment(OneQuarter.self)
    /// }
    /// ```
    ///
    /// Stacks, `ZStack` and the stack layouts align on it; containers that
    /// do not read guides (lazy stacks, grids, frames) align it as
    /// ``leading``.
    public init(_ id: any AlignmentID.Type) {
        key = AlignmentKey(id: id, axis: .horizontal, position: nil)
    }

    private init(builtIn id: any AlignmentID.Type, position: Int) {
        key = AlignmentKey(id: id, axis: .horizontal, position: position)
    }

    /// Align the leading edges.
    public static let leading = HorizontalAlignment(builtIn: AlignmentKey.Leading.self, position: 0)
    /// Align the centres.
    public static let center = HorizontalAlignment(builtIn: AlignmentKey.HorizontalCenter.self, position: 1)
    /// Align the trailing edges.
    public static let trailing = HorizontalAlignment(builtIn: AlignmentKey.Trailing.self, position: 2)
}
