/// Drawing: a node draws its content, then the subviews its clip reaches,
/// found by binary search along a stack's axis.
extension ViewNode {
    /// Draws the node and its subviews at their placed positions, skipping
    /// every view whose frame lies outside the clip (unless something below
    /// it draws outside its frame). The subviews of a stack view
    /// lie in order along its axis, so a stack of many finds the first and
    /// last it must draw by binary search: drawing costs O(log n + visible).
    /// What a node sets in the context for its subviews (its origin, a
    /// `Link`'s link, an `.opacity`'s faintness) is restored for its
    /// siblings.
    final func draw(in context: inout DrawContext) {
        let parentOrigin = context.origin
        let parentLink = context.link
        let parentFaint = context.isFaint
        let parentClip = context.clip
        context.origin = parentOrigin + layout.origin
        let frame = CellRect(
            column: context.origin.column, row: context.origin.row,
            width: layout.size.width, height: layout.size.height)
        if !frame.intersection(context.clip).isEmpty || layout.size == .zero || drawsOutsideFrame {
            drawContent(in: &context)
            if drawsSubviews {
                if clipsSubviews {
                    context.clip = context.clip.intersection(subviewClip(for: frame))
                }
                drawSubviews(in: &context)
                context.clip = parentClip
            }
            drawOverSubviews(in: &context)
        }
        context.origin = parentOrigin
        context.link = parentLink
        context.isFaint = parentFaint
    }

    private func drawSubviews(in context: inout DrawContext) {
        let items = layoutItems
        guard items.count > 16, !drawsOutsideFrame, let axis = orderedItemsAxis else {
            for item in items {
                item.draw(in: &context)
            }
            return
        }
        let clipStart = context.clip.origin.length(along: axis) - context.origin.length(along: axis)
        let clipEnd = clipStart + context.clip.size.length(along: axis)
        var index = Self.firstItem(endingAfter: clipStart, in: items, along: axis)
        while index < items.count, items[index].layout.origin.length(along: axis) < clipEnd {
            items[index].draw(in: &context)
            index += 1
        }
    }

    /// The index of the first of `items`, which lie in order along `axis`
    /// (``orderedItemsAxis``), that ends after `position` (cells from their
    /// container's origin), or `items.count`: a binary search.
    ///
    /// ```
    /// rows at 0..<1, 1..<2, 2..<3 (height 1); position 1  →  1
    /// ```
    static func firstItem(endingAfter position: Int, in items: [ViewNode], along axis: Axis) -> Int {
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            // The two fields alone: a copy of the whole layout would
            // retain and release its references at each step.
            let item = items[middle]
            if item.layout.origin.length(along: axis) + item.layout.size.length(along: axis) <= position {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}
