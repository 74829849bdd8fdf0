extension ViewNode {
    /// The subviews a container of this node's children sees: each child, or
    /// for a transparent child (a tuple, a `ForEach`, a conditional, a
    /// `Group`) its own list items, recursively.
    ///
    /// ```
    /// HStack { Text("a"); ForEach(0..<2) { Text("\($0)") } }   items: [a, 0, 1]
    /// ```
    var listItems: [ViewNode] {
        var items: [ViewNode] = []
        for child in children {
            child.appendListItems(to: &items)
        }
        return items
    }

    fileprivate func appendListItems(to items: inout [ViewNode]) {
        if isTransparentInLists {
            for child in children {
                child.appendListItems(to: &items)
            }
        } else {
            items.append(self)
        }
    }

    /// The subviews `child` contributes to a list: itself, or its own list
    /// items when it is transparent.
    func listItems(of child: ViewNode) -> [ViewNode] {
        var items: [ViewNode] = []
        child.appendListItems(to: &items)
        return items
    }
}

extension ViewNode {
    /// The tag a selection reads for this list item (Lifecycle.md rule 14b):
    /// its own `.tag`, else the ID of the `ForEach` row it stands for.
    ///
    /// ```
    /// Picker(selection: $count) { ForEach(2..<5) { Text("\($0) people") } }
    /// list item Text "3 people" → no .tag → its parent ForEach names it 3 → tag 3
    /// ForEach(flavours) { Text($0.name).tag($0) }  → the .tag: the flavour
    /// ```
    ///
    /// The walk climbs only through the transparent nodes between the item
    /// and its container (custom views, groups, conditionals), so a
    /// container inside a `ForEach` row never takes the row's ID for its
    /// own items. Cost: O(depth of that chain).
    var selectionTag: AnyHashable? {
        if let tag = tagValue {
            return tag
        }
        var node = self
        while let parent = node.parent {
            if let id = parent.implicitTag(ofChild: node) {
                return id
            }
            guard parent.isTransparentInLists else { return nil }
            node = parent
        }
        return nil
    }
}
