/// The presented views of one graph (sheets, covers, alerts, dialogs), in
/// the order they were presented, laid out and drawn over the main tree.
///
/// Owned by the ``Graph``. A presented view is declared deep in the tree:
/// its node is a child of the presenting modifier's node, so its state and
/// environment come from there, and ``ViewNode/absoluteOrigin`` walks its
/// parent chain as for any node. Only the layer places it: each frame, after
/// the root, it proposes the screen to each visible presentation root and
/// places it at the screen position it wants, expressed relative to its
/// parent's origin, so absolute frames, damage and clicks all agree:
///
/// ```
/// screen 40×10, sheet content 10×2 → root 12×4, proposed 36×8, at column 14, row 3 on
/// screen; presenter's modifier node at (0, 2) → root placed at (14, 1) relative to it
/// ```
///
/// Drawing (after the root, into every damaged area): a boxed presentation
/// first dims what is already drawn in the area, then draws itself; a cover
/// draws over everything. Input: the topmost presentation is modal — key
/// presses start inside it, Tab moves only among its views, and clicks are
/// tested against it alone. Cost: O(presentations) per frame, plus their
/// own layout and drawing.
@MainActor
final class PresentationLayer {
    /// The mounted presentation roots, in presentation order. Read on every
    /// frame, so unchecked for exclusivity: only this layer's methods, on
    /// the main actor, reach it.
    @exclusivity(unchecked) private(set) var roots: [any PresentedRoot] = []

    /// Registers a root that was just mounted.
    func add(_ root: any PresentedRoot) {
        roots.append(root)
    }

    /// Forgets a root that is being unmounted.
    func remove(_ root: any PresentedRoot) {
        roots.removeAll { $0 === root }
    }

    /// The roots shown now: mounted, in the visible hierarchy. Loops
    /// rather than `filter` and `contains` here and below: a main-actor
    /// closure handed to the standard library checks its executor on every
    /// call, and these run on every frame.
    private var shown: [any PresentedRoot] {
        var shown: [any PresentedRoot] = []
        for root in roots where root.isAlive && root.isVisible {
            shown.append(root)
        }
        return shown
    }

    /// The presentation that takes input, or `nil` when none is shown.
    var topmost: ViewNode? {
        for root in roots.reversed() where root.isAlive && root.isVisible {
            return root
        }
        return nil
    }

    /// Whether a shown root must be placed again.
    var needsLayout: Bool {
        for root in roots where root.isAlive && root.isVisible && root.layout.needsLayout {
            return true
        }
        return false
    }

    /// Places every shown root on a screen of `size`: a cover on the whole
    /// screen, a boxed one centred in the screen less a margin of two
    /// columns and one row on each side.
    func place(in size: CellSize) {
        for root in shown {
            let boxed = root.presentation.style.isBoxed
            let proposal =
                boxed
                ? CellProposal(width: max(size.width - 4, 0), height: max(size.height - 2, 0))
                : CellProposal(size)
            let rootSize = root.sizeThatFits(proposal)
            let screenOrigin =
                boxed
                ? CellPoint(column: (size.width - rootSize.width) / 2, row: (size.height - rootSize.height) / 2)
                : .zero
            let parentOrigin = root.parent?.absoluteOrigin ?? .zero
            root.place(
                at: CellPoint(column: screenOrigin.column - parentOrigin.column, row: screenOrigin.row - parentOrigin.row),
                proposal: proposal)
        }
    }

    /// Draws every shown root over what the context holds, clipped to the
    /// context's clip and the root's frame; a boxed one dims the clip first.
    func draw(in context: inout DrawContext) {
        let clip = context.clip
        for root in shown {
            if root.presentation.style.isBoxed {
                context.buffer.insertAttributes(.dim, in: clip)
            }
            let parentOrigin = root.parent?.absoluteOrigin ?? .zero
            context.origin = parentOrigin
            context.clip = clip.intersection(root.absoluteFrame)
            if !context.clip.isEmpty {
                root.draw(in: &context)
            }
        }
        context.origin = .zero
        context.clip = clip
    }
}
