/// A view's size and alignment guides, in cells from its own top-leading
/// corner: what an ``AlignmentID`` and an `.alignmentGuide` closure compute
/// a guide from.
///
/// ```swift
/// Text("Total").alignmentGuide(.leading) { d in d[.trailing] }   // its trailing edge on the stack's leading line
/// Text("Note").alignmentGuide(.top) { d in d.height / 2 }
/// ```
///
/// `d[guide]` is the guide's explicit value when the view sets one (an
/// `.alignmentGuide` beneath the one being computed) and its default
/// otherwise; `d[explicit: guide]` is the explicit value or `nil`. Cost:
/// two integers and, when explicit values exist, a small dictionary.
public struct ViewDimensions: Equatable, Sendable {
    /// The view's size in cells.
    let size: CellSize
    /// The explicit guide values the view's content sets.
    let explicitValues: [AlignmentKey: CGFloat]

    init(size: CellSize, explicitValues: [AlignmentKey: CGFloat] = [:]) {
        self.size = size
        self.explicitValues = explicitValues
    }

    /// The view's width, in columns.
    public var width: CGFloat { CGFloat(size.width) }

    /// The view's height, in rows.
    public var height: CGFloat { CGFloat(size.height) }

    /// The value of a horizontal guide: its explicit value, or its default.
    ///
    /// ```swift
    /// .alignmentGuide(.leading) { d in d[.leading] - 2 }
    /// ```
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.defaultValue(in: self)
    }

    /// The value of a vertical guide: its explicit value, or its default.
    ///
    /// ```swift
    /// .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
    /// ```
    public subscript(guide: VerticalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.defaultValue(in: self)
    }

    /// The explicit value of a horizontal guide, or `nil` when the view sets none.
    ///
    /// ```swift
    /// d[explicit: .leading] ?? 0
    /// ```
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        explicitValues.isEmpty ? nil : explicitValues[guide.key]
    }

    /// The explicit value of a vertical guide, or `nil` when the view sets none.
    ///
    /// ```swift
    /// d[explicit: .firstTextBaseline] ?? d.height
    /// ```
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        explicitValues.isEmpty ? nil : explicitValues[guide.key]
    }
}
