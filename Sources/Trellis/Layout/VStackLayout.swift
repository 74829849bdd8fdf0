/// The `VStack` arrangement as a ``Layout``: subviews one above the other.
///
/// ```swift
/// VStackLayout(alignment: .leading) { Text("a"); Text("bc") }
/// ```
///
/// Shares space exactly as `VStack` does (`StackSharing`), aligning
/// subviews horizontally at `alignment`, `spacing` rows (0 by default) apart. Use it
/// where a layout value is needed, such as a container that switches
/// between `VStackLayout` and another layout. Unlike the stack view, it
/// arranges from scratch on every call: O(n log n).
public struct VStackLayout: Layout {
    /// Where subviews sit across the axis.
    public var alignment: HorizontalAlignment
    /// The cells between adjacent subviews, or `nil` for the default.
    public var spacing: CGFloat?

    /// Creates the layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    private var cellSpacing: Int { (spacing ?? 0).wholeCells }

    /// The stack's size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackSharing(subviews: subviews, axis: .vertical, spacing: cellSpacing, proposal: proposal)
            .size(of: subviews, axis: .vertical, spacing: cellSpacing, alignment: alignment.key, proposal: proposal).cgSize
    }

    /// Places the subviews one after another inside `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackSharing(subviews: subviews, axis: .vertical, spacing: cellSpacing, proposal: proposal)
            .place(subviews, in: bounds, axis: .vertical, spacing: cellSpacing, alignment: alignment.key, proposal: proposal)
    }
}
