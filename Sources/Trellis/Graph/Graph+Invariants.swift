extension Graph {
    /// Checks the graph's structural invariants and returns one message per
    /// violation (empty when the graph is sound).
    ///
    /// - every live node is reachable from the root, and `liveNodes` counts them;
    /// - parent and child links agree, and depths increase by one;
    /// - an appeared node is alive and its parent appeared, and
    ///   `appearedNodes` counts them, so each appeared node has exactly one
    ///   disappear pending (it runs when the node leaves);
    /// - a visible node whose parent appeared has appeared (no appear lost);
    /// - after an update, no node is left dirty (unless the cycle detector
    ///   stopped the frame);
    /// - no task outlives its node: a task not yet cancelled belongs to a live,
    ///   appeared node.
    ///
    /// Cost: O(nodes). Hosts run it after every frame in debug builds.
    func checkInvariants() -> [String] {
        var violations: [String] = []
        var live = 0
        var appeared = 0
        var stack: [ViewNode] = [root]
        while let node = stack.popLast() {
            for child in node.children {
                live += 1
                if child.isAppeared {
                    appeared += 1
                }
                if child.parent !== node {
                    violations.append("\(child.path): parent link does not point at its parent")
                }
                if child.depth != node.depth + 1 {
                    violations.append("\(child.path): depth \(child.depth) under a parent of depth \(node.depth)")
                }
                if !child.isAlive {
                    violations.append("\(child.path): a dead node is still a child")
                }
                if child.isAppeared, !node.isAppeared {
                    violations.append("\(child.path): appeared under a parent that has not")
                }
                if child.isVisible, node.isAppeared, !child.isAppeared, !isUpdating {
                    violations.append("\(child.path): visible under an appeared parent but never appeared")
                }
                if child.isDirty, !isUpdating, !hasStoppedFrame {
                    violations.append("\(child.path): still dirty after the update")
                }
                violations += child.localInvariantViolations()
                stack.append(child)
            }
        }
        if live != statistics.liveNodes {
            violations.append("\(live) nodes are reachable but liveNodes is \(statistics.liveNodes)")
        }
        if appeared != statistics.appearedNodes {
            violations.append("\(appeared) nodes have appeared but appearedNodes is \(statistics.appearedNodes)")
        }
        if !isUpdating {
            for record in tasks.active where !record.isCancelled {
                guard let owner = record.owner, owner.isAlive, owner.isAppeared else {
                    violations.append("task \(record.serial) outlived its view")
                    continue
                }
            }
        }
        return violations
    }
}
