extension ViewNode {
    /// The ID this node goes by as a scroll target: the one its parent
    /// gives it (a `ForEach` row's ID, an `.id(_:)`), or, for a node that
    /// stands for its only child's identity chain from the top (a
    /// modifier, a custom view), the ID its nearest such ancestor has.
    ///
    /// ```
    /// ForEach(items) { Row($0).padding() }   the padding's node → the item's ID
    /// ```
    var scrollTargetID: AnyHashable? {
        var node: ViewNode = self
        while let parent = node.parent {
            if let id = parent.scrollTargetID(ofChild: node) {
                return id
            }
            guard parent.forwardsTraits else { return nil }
            node = parent
        }
        return nil
    }

    /// A node in this subtree whose scroll-target ID is `id` (the first
    /// found, depth first), or `nil`. Cost: O(subtree) — the search a
    /// non-lazy scroll view does for `scrollTo(_:anchor:)`.
    func descendant(withScrollTargetID id: AnyHashable) -> ViewNode? {
        var stack: [ViewNode] = [self]
        while let node = stack.popLast() {
            for child in node.children.reversed() {
                if node.scrollTargetID(ofChild: child) == id {
                    return child
                }
                stack.append(child)
            }
        }
        return nil
    }
}
