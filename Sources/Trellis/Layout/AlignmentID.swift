/// A type that names an alignment guide and gives its default value: the
/// identity behind every ``HorizontalAlignment`` and ``VerticalAlignment``.
///
/// ```swift
/// extension HorizontalAlignment {
///     private enum MidAccountAndName: AlignmentID {
///         static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.top] }
///     }
///     static let midAccountAndName = HorizontalAlignment(MidAccountAndName.self)
/// }
/// ```
///
/// A view that sets no `.alignmentGuide` for the guide is aligned at
/// ``defaultValue(in:)``, measured in cells from the view's leading (or top)
/// edge; fractions are rounded down when the view is placed. Each type is
/// one guide: two alignments made from the same type are equal. The
/// protocol refines `SendableMetatype`, so an alignment can hold the type
/// and stay `Sendable` (a conforming type must not have a main-actor-isolated
/// conformance). Cost: the
/// default is computed once per view each time its stack arranges it.
public protocol AlignmentID: SendableMetatype {
    /// The guide's value for a view that sets none explicitly, in cells
    /// from the view's origin.
    ///
    /// ```swift
    /// static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
    /// ```
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}
