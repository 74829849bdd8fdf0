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

    /// Appends the list items this node stands for: itself, or those of
    /// its children when it is transparent in lists. A chain of
    /// transparent nodes with one child each (a custom view whose body is
    /// one view, a row of a `ForEach`) is walked down without a call or a
    /// retain per node. The chain of each child of a transparent node with
    /// several (a `ForEach`'s rows) is walked here too, so that a row that
    /// ends in a plain view (the common case) costs no call and no retain
    /// of its own; only a row that ends in another transparent node with
    /// several children recurses. (Reads the stored `layout.isTransparent`,
    /// not the overridable ``isTransparentInLists``: one field per node
    /// instead of a call.) A transparent node that keeps its list items
    /// (`layout.items`: a `ForEach` keeps them from its mount until its
    /// rows change) hands them over without a walk; into an empty list
    /// they go without a copy.
    ///
    /// ```
    /// ForEach ─ Row ─ Text      ForEach's rows walked in the loop: [Text, …]
    /// ForEach ─ Row ─ Group ─ (a, b)   the Group recurses: [a, b, …]
    /// ```
    func appendListItems(to items: inout [ViewNode]) {
        unowned(unsafe) var node = self
        while node.layout.isTransparent, node.children.count == 1 {
            node = node.children[0]
        }
        guard node.layout.isTransparent else {
            items.append(node)
            return
        }
        if let kept = node.layout.items {
            if items.isEmpty {
                items = kept
            } else {
                items.append(contentsOf: kept)
            }
            return
        }
        let children = node.children
        for index in children.indices {
            unowned(unsafe) var item = children[index]
            while item.layout.isTransparent, item.children.count == 1 {
                item = item.children[0]
            }
            if item.layout.isTransparent {
                item.appendListItems(to: &items)
            } else {
                items.append(item)
            }
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
    /// The node whose subviews this node's children are among: itself, or
    /// its nearest ancestor that is not transparent in lists (a `ForEach`
    /// in a `VStack`: the stack's node).
    final var listItemsOwner: ViewNode? {
        var node: ViewNode? = self
        while let current = node, current.layout.isTransparent {
            node = current.parent
        }
        return node
    }

    /// ``listItemsOwner``, after the transparent nodes on the way to it
    /// (this one included) forgot the list items they keep: the subviews
    /// below them changed. Only a `ForEach` keeps them (from its mount), but
    /// any of its rows' descendants may be the node that changed.
    ///
    /// ```
    /// VStack ─ ForEach ─ Row ─ if (a → b): the conditional and the Row keep none, the ForEach forgets [Row0's item, a, …]
    /// ```
    ///
    /// Not inlined: it runs when children come, go or move, and inlined
    /// into a `ForEach`'s update it made that update's loop over the rows
    /// cost about 3 instructions more a row (keyed/shuffle/1000).
    @inline(never)
    final var listItemsOwnerForgettingKeptItems: ViewNode? {
        unowned(unsafe) var node = self
        while node.layout.isTransparent {
            node.layout.items = nil
            guard let parent = node.parent else { return nil }
            node = parent
        }
        return node
    }

    /// Tells the layout that the children in `range` changed order among
    /// themselves (the same nodes) and the others did not change: the
    /// layout owner's stack patches its collected subviews over their run
    /// and reorders its arrangements there only
    /// (StackLayout+Reordering.swift). When it cannot (no stack, subviews
    /// already collected again, another change pending), this is
    /// ``childrenDidChange()``.
    ///
    /// ```
    /// VStack { Text("h"); ForEach([a, b, c]) }, the rows become [c, a, b]
    /// range 0..<3 → list items [c, a, b] → the stack's subviews [h, a, b, c] become [h, c, a, b]
    /// ```
    ///
    /// Cost: O(list items of the rows in `range`).
    final func childrenDidMove(in range: Range<Int>) {
        guard let owner = listItemsOwnerForgettingKeptItems, let stack = owner.layout.stack, owner.layout.items != nil else {
            childrenDidChange()
            return
        }
        var span: [ViewNode] = []
        span.reserveCapacity(range.count)
        for index in range {
            children[index].appendListItems(to: &span)
        }
        guard stack.adoptMove(of: span, in: &owner.layout.items) else {
            childrenDidChange()
            return
        }
        graph.damage.isFull = true
        owner.setNeedsLayout()
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
