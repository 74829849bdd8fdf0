/// The node of a `ZStack`: every subview gets the stack's proposal, the stack
/// takes the largest width and height, and each subview is aligned in it.
@MainActor
final class ZStackNode<Content: View>: TypedNode<ZStack<Content>> {
    private var alignment = Alignment.center

    override func mountContent() {
        alignment = view.alignment
        children = [makeChild(view.content)]
    }

    override func reconcile() {
        if view.alignment != alignment {
            alignment = view.alignment
            setNeedsLayout()
        }
        updateChild(children[0], to: view.content)
    }

    /// The subviews in drawing order: by `.zIndex`, then as written.
    override func collectLayoutItems() -> [ViewNode] {
        let items = listItems
        guard items.contains(where: { $0.zIndex != 0 }) else { return items }
        return items.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        var size = CellSize.zero
        for item in layoutItems {
            let itemSize = item.sizeThatFits(proposal)
            size = CellSize(width: max(size.width, itemSize.width), height: max(size.height, itemSize.height))
        }
        return size
    }

    override func placeContent(in size: CellSize, proposal: CellProposal) {
        for item in layoutItems {
            item.place(at: alignment.origin(of: item.sizeThatFits(proposal), in: size), proposal: proposal)
        }
    }
}
