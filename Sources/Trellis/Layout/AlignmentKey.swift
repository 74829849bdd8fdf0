/// One alignment guide as the layout engine sees it: the ``AlignmentID``
/// that names it, the axis it measures along, and, for a built-in edge or
/// centre, its position (0 start, 1 centre, 2 end), which lets a stack
/// whose children set no guide keep its whole-cell arithmetic.
///
/// Two keys are equal when they name the same ``AlignmentID`` on the same
/// axis: `.top` and `.firstTextBaseline` share a position but are
/// different guides.
struct AlignmentKey: Hashable, Sendable {
    /// The type that names the guide and gives its default value.
    let id: any AlignmentID.Type
    /// The axis the guide's values measure along (`.horizontal` for a
    /// ``HorizontalAlignment``).
    let axis: Axis
    /// The position of a built-in edge or centre guide; `nil` for a custom
    /// guide, whose default value must be computed.
    let position: Int?

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
        ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id) && lhs.axis == rhs.axis
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    /// The guide's value for a view of `dimensions` that sets none.
    func defaultValue(in dimensions: ViewDimensions) -> CGFloat {
        id.defaultValue(in: dimensions)
    }

    /// Folds the explicit value a container's `count`th subview (from 0)
    /// sets for this guide into the container's: leading and top edges
    /// (and the first baseline) keep the smallest, trailing and bottom
    /// edges (and the last baseline) the largest, centres and custom guides
    /// the mean, as SwiftUI combines them.
    ///
    /// ```
    /// .leading:  3, 1 → 1      .trailing: 3, 1 → 3      .center: 3, 1 → 2
    /// ```
    func combine(_ value: CGFloat, count: Int, into merged: inout CGFloat?) {
        guard let current = merged else {
            merged = value
            return
        }
        switch position {
        case 0: merged = min(current, value)
        case 2: merged = max(current, value)
        default: merged = (current * CGFloat(count) + value) / CGFloat(count + 1)
        }
    }

    /// The start guide across `axis`: what an implicit stack aligns on
    /// (leading for a column, top for a row).
    static func start(across axis: Axis) -> AlignmentKey {
        axis == .vertical ? HorizontalAlignment.leading.key : VerticalAlignment.top.key
    }
}
