/// The `HStack` arrangement as a ``Layout``: subviews side by side.
///
/// ```swift
/// HStackLayout(spacing: 2) { Text("a"); Text("b") }   // "a  b"
/// ```
///
/// Shares space exactly as `HStack` does (`StackSharing`), aligning
/// subviews vertically at `alignment`, `spacing` columns (1 by default) apart. Use it
/// where a layout value is needed, such as a container that switches
/// between `HStackLayout` and another layout. Unlike the stack view, it
/// arranges from scratch on every call: O(n log n).
public struct HStackLayout: Layout {
    /// Where subviews sit across the axis.
    public var alignment: VerticalAlignment
    /// The cells between adjacent subviews, or `nil` for the default.
    public var spacing: CGFloat?

    /// Creates the layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    private var cellSpacing: Int { (spacing ?? 1).wholeCells }

    /// The stack's size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackSharing(subviews: subviews, axis: .horizontal, spacing: cellSpacing, proposal: proposal)
            .size(of: subviews, axis: .horizontal, spacing: cellSpacing, alignment: alignment.key, proposal: proposal).cgSize
    }

    /// Places the subviews one after another inside `bounds`.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackSharing(subviews: subviews, axis: .horizontal, spacing: cellSpacing, proposal: proposal)
            .place(subviews, in: bounds, axis: .horizontal, spacing: cellSpacing, alignment: alignment.key, proposal: proposal)
    }
}
