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
