/// The subviews a ``Layout`` arranges, in the order their views are listed.
///
/// ```swift
/// for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
/// ```
///
/// A random-access collection of ``LayoutSubview`` proxies. Cost: built once
/// per call into the layout, O(subviews).
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
    let subviews: [LayoutSubview]

    /// The position of the first subview.
    public var startIndex: Int { subviews.startIndex }

    /// The position after the last subview.
    public var endIndex: Int { subviews.endIndex }

    /// The subview at `position`.
    public subscript(position: Int) -> LayoutSubview { subviews[position] }
}
