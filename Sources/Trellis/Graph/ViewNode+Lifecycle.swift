/// The lifecycle verbs every node shares: mounting, appearing and
/// disappearing, joining and leaving the visible hierarchy, unmounting and
/// invalidating (Lifecycle.md; ARCHITECTURE.md, “Lifecycle”). None is
/// overridden: nodes customise them through ``ViewNode/mountContent()``,
/// ``ViewNode/didAppear()``, ``ViewNode/didDisappear(phase:)`` and
/// ``ViewNode/releaseResources()``.
extension ViewNode {
    /// Calls `body` with ``graph`` lent, not retained. Reading an
    /// `unowned(unsafe)` reference into a strong one costs a retain and a
    /// release around the use (about 40 instructions), which a node pays
    /// for every counter it moves; lending it is sound because the graph
    /// outlives every node.
    @inline(__always)
    final func withGraph<Result>(_ body: (Graph) -> Result) -> Result {
        Unmanaged.passUnretained(graph)._withUnsafeGuaranteedRef(body)
    }

    /// Counts a node created under this one and returns its serial
    /// (`Graph.nodeWasCreated()`), with the graph lent (``withGraph(_:)``).
    /// Asked of the parent: a closure formed in an initializer checks its
    /// actor isolation when called (about 80 instructions).
    final func serialOfNewChild() -> Int {
        withGraph { $0.nodeWasCreated() }
    }

    /// Builds the subtree and, in the visible hierarchy, runs appear child-first.
    func mount() {
        mountContent()
        _ = reducePreferences()
        if isVisible {
            appear()
        }
    }

    /// Marks the node appeared and queues its appear actions.
    func appear() {
        isAppeared = true
        withGraph { $0.statistics.appearedNodes += 1 }
        didAppear()
        if let focusable {
            graph.focus.register(focusable)
        }
        if answersShortcuts, let target = self as? any KeyboardShortcutTarget {
            graph.shortcuts.register(target)
        }
    }

    /// Marks the node disappeared, when it had appeared, and queues its
    /// disappear actions in `phase`.
    private func disappear(phase: CommitQueue.Phase) {
        guard isAppeared else { return }
        isAppeared = false
        graph.statistics.appearedNodes -= 1
        didDisappear(phase: phase)
        if let focusable {
            graph.focus.unregister(focusable)
        }
        if answersShortcuts, let target = self as? any KeyboardShortcutTarget {
            graph.shortcuts.unregister(target)
        }
    }

    /// Moves the subtree into or out of the visible hierarchy while it stays
    /// mounted, keeping its state: the way a tab that is not selected, a
    /// presenter under a full-screen cover, a navigation stack's covered
    /// screens and a lazy stack's scrolled-out rows keep their state.
    ///
    /// Leaving runs the disappear actions child-first into `phase` (tasks
    /// cancelled, focus given up); joining runs the appear actions
    /// child-first (tasks started again in the task phase), as a mount does.
    /// A node keeps out of the hierarchy the children for which
    /// ``childJoinsVisibleHierarchy(_:)`` is false when it joins. Cost: O(subtree).
    ///
    /// ```
    /// TabView selection 0 → 1:  tab 1 joins (appears), tab 0 leaves (disappears)
    /// actions: [tab1+]   removal: [tab0-, tab0 task cancelled]
    /// ```
    func setVisible(_ visible: Bool, phase: CommitQueue.Phase = .removal) {
        guard visible != isVisible else { return }
        isVisible = visible
        if visible {
            for child in children {
                child.setVisible(childJoinsVisibleHierarchy(child))
            }
            appear()
        } else {
            for child in children {
                child.setVisible(false, phase: phase)
            }
            disappear(phase: phase)
        }
    }

    /// Removes the whole subtree: disappear actions child-first into `phase`,
    /// resources released, nodes marked dead.
    func unmount(phase: CommitQueue.Phase) {
        for child in children {
            child.unmount(phase: phase)
        }
        if layout.overflowsOwner {
            layout.overflowsOwner = false
            adjustOverflowingDescendants(by: -1)
        }
        disappear(phase: phase)
        releaseResources()
        children = []
        isAlive = false
        isDirty = false
        parent = nil
        graph.nodeWasDestroyed()
    }

    /// Marks the node dirty so the next update re-evaluates it, and schedules
    /// that update. Marking a dirty or dead node does nothing, nor does a
    /// write the node makes itself with `Evaluation.write(by:_:readingAgain:)`.
    func invalidate() {
        guard isAlive, self !== Evaluation.writer else { return }
        guard !isDirty else {
            graph.requestFrame()
            return
        }
        isDirty = true
        graph.enqueueDirty(self)
    }

    /// Releases the resources of the whole subtree without running any
    /// action: the graph is being released without an unmount. The nodes
    /// are dead when their `releaseResources()` runs, so none queues work.
    func releaseSubtree() {
        for child in children {
            child.releaseSubtree()
        }
        isAlive = false
        releaseResources()
    }
}
