extension View {
    /// Gives the view a fixed width, height or both, and aligns it inside.
    ///
    /// ```swift
    /// Text("OK").frame(width: 10, alignment: .center)    // 10 columns, text centred
    /// ```
    ///
    /// A `nil` length takes the content's. The content is offered the fixed
    /// lengths; if it takes less, it is placed by `alignment`.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(
            _FrameLayout(
                minWidth: width, idealWidth: width, maxWidth: width, minHeight: height, idealHeight: height,
                maxHeight: height, alignment: alignment))
    }

    /// Gives the view flexible bounds, and aligns it inside.
    ///
    /// ```swift
    /// Text("title").frame(maxWidth: .infinity, alignment: .leading)   // fills the width
    /// ```
    ///
    /// On each axis the content is offered the proposal clamped to the
    /// bounds. The frame then takes the content's length, raised toward the
    /// offer as far as `min…` asks and lowered toward it as far as `max…`
    /// allows: `maxWidth: .infinity` fills the offer, `maxWidth: 5` is never
    /// wider than 5 (wider content overflows, centred by `alignment`),
    /// `minWidth: 12` is never narrower than 12. For an ideal size the frame
    /// takes `ideal…`, or the content's length, clamped to the bounds.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        modifier(
            _FrameLayout(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }
}

/// Bounds and aligns the modified view.
public struct _FrameLayout: ViewModifier, Equatable {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    var minWidth: CGFloat?
    var idealWidth: CGFloat?
    var maxWidth: CGFloat?
    var minHeight: CGFloat?
    var idealHeight: CGFloat?
    var maxHeight: CGFloat?
    var alignment: Alignment

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(FrameNode(view: modifier, inputs: inputs))
    }

    /// The bounds of one axis, in cells.
    struct Bounds {
        var minimum: Int?
        var ideal: Int?
        var maximum: Int?

        /// What the content is offered for `proposed`: the proposal (or, for
        /// an ideal size, the ideal length) clamped to the bounds.
        func contentProposal(_ proposed: Int?) -> Int? {
            (proposed ?? ideal).map(clamped)
        }

        /// The frame's length for `proposed`, when the content took
        /// `content`: the content's length, raised toward the offer as far
        /// as a minimum asks and lowered toward it as far as a maximum
        /// allows (SwiftUI's flexible frame).
        ///
        /// ```
        /// maxWidth ∞, content 4, offered 20    → 20   (fills)
        /// maxWidth 5, content 10, offered 20   → 5    (the content overflows)
        /// minWidth 12, content 10, offered 14  → 12
        /// ideal size: idealWidth, or the content's length, clamped
        /// ```
        func length(proposed: Int?, content: Int) -> Int {
            guard proposed != nil || ideal == nil else { return clamped(ideal ?? content) }
            let offered = contentProposal(proposed) ?? content
            var length = content
            if let minimum { length = max(minimum, min(length, offered)) }
            if let maximum { length = min(maximum, max(length, offered)) }
            return length
        }

        private func clamped(_ length: Int) -> Int {
            var length = length
            if let maximum { length = min(length, maximum) }
            if let minimum { length = max(length, minimum) }
            return length
        }
    }

    var horizontal: Bounds {
        Bounds(minimum: minWidth?.wholeCells, ideal: idealWidth?.wholeCells, maximum: maxWidth?.wholeCells)
    }

    var vertical: Bounds {
        Bounds(minimum: minHeight?.wholeCells, ideal: idealHeight?.wholeCells, maximum: maxHeight?.wholeCells)
    }
}

/// The node of `.frame`: bounds its content and aligns it inside.
@MainActor
final class FrameNode<Content: View>: ModifierNode<Content, _FrameLayout> {
    override func modifierDidUpdate(from old: _FrameLayout) {
        if old != modifier {
            setNeedsLayout()
        }
    }

    private func contentProposal(_ proposal: CellProposal) -> CellProposal {
        CellProposal(
            width: modifier.horizontal.contentProposal(proposal.width),
            height: modifier.vertical.contentProposal(proposal.height))
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        let content = super.measure(contentProposal(proposal))
        return CellSize(
            width: modifier.horizontal.length(proposed: proposal.width, content: content.width),
            height: modifier.vertical.length(proposed: proposal.height, content: content.height))
    }

    override func placeContent(in size: CellSize, proposal: CellProposal) {
        let inner = contentProposal(proposal)
        let content = super.measure(inner)
        placeItems(in: content, proposal: inner, at: modifier.alignment.origin(of: content, in: size))
    }

    override var modifierName: String { "frame" }
}
