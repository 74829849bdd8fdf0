/// The node of a ``ViewThatFits``: builds every subview outside the
/// visible hierarchy and, at each placement, shows the first that fits.
///
/// ```
/// ViewThatFits { Wide(); Narrow() } in 30 columns, Wide's ideal 40×1, Narrow's 12×1
/// Wide: 40 > 30, does not fit · Narrow: fits → Narrow shown (appears), Wide kept hidden
/// ```
///
/// Each view of the content's block is a child of its own (a `TupleView`
/// is taken apart slot by slot), so a candidate joins or leaves the visible
/// hierarchy alone, and a conditional candidate's new branch joins hidden
/// unless the candidate is the one shown.
@MainActor
final class ViewThatFitsNode<Content: View>: TypedNode<ViewThatFits<Content>> {
    /// The candidate shown, as last placed.
    private var shown: ViewNode?

    /// Candidates join the visible hierarchy only when chosen.
    override var childrenAreVisible: Bool { false }

    override func childJoinsVisibleHierarchy(_ child: ViewNode) -> Bool {
        isVisible && child === shown
    }

    override func mountContent() {
        if let candidates = view.content as? any SlottedViews {
            children = candidates.makeSlotNodes(in: self)
        } else {
            children = [makeChild(view.content)]
        }
    }

    override func reconcile() {
        if let candidates = view.content as? any SlottedViews {
            candidates.updateSlotNodes(children, in: self)
        } else {
            updateChild(children[0], to: view.content)
        }
        setNeedsLayout()
    }

    /// The first candidate whose ideal size fits `proposal` along the
    /// axes, or the last one.
    private func choice(for proposal: CellProposal) -> ViewNode? {
        let axes = view.axes
        let ideal = CellProposal(
            width: axes.contains(.horizontal) ? nil : proposal.width,
            height: axes.contains(.vertical) ? nil : proposal.height)
        for candidate in children.dropLast() {
            let size = measureItems(listItems(of: candidate), proposal: ideal)
            let fitsWidth = !axes.contains(.horizontal) || size.width <= proposal.width ?? CellProposal.unlimited
            let fitsHeight = !axes.contains(.vertical) || size.height <= proposal.height ?? CellProposal.unlimited
            if fitsWidth, fitsHeight {
                return candidate
            }
        }
        return children.last
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        choice(for: proposal).map { measureItems(listItems(of: $0), proposal: proposal) } ?? .zero
    }

    override func placeContent(in size: CellSize, proposal: CellProposal) {
        let choice = choice(for: proposal)
        if choice !== shown {
            let previous = shown
            shown = choice
            layout.items = nil
            layout.stack?.invalidate()
            setNeedsDisplay()
            choice?.setVisible(isVisible)
            previous?.setVisible(false)
        }
        placeItems(layoutItems, in: size, proposal: proposal, at: .zero)
    }

    override func collectLayoutItems() -> [ViewNode] {
        shown.map { listItems(of: $0) } ?? []
    }

    override var displayName: String { "ViewThatFits" }
}
