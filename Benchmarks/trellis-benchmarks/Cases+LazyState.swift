import Trellis

/// The lazy cases whose list's owner holds state: a scroll position bound
/// to the owner's `@State`, and an `@Observable` model whose item on
/// screen changes. Same rows, sizes and screen as the other lazy cases.
extension Cases {
    /// The one-row scroll of `lazy/scroll-row` in a list whose scroll view
    /// has `.scrollPosition(id: $position)`, bound to a `@State` of the
    /// list's owner, whose body does not read it
    /// (`Fixtures.BoundRangeList`): the scroll also writes the new first
    /// row's ID to the binding, during the placement, which re-evaluates no
    /// body (only the row that came in is evaluated) and takes no update or
    /// layout round more.
    ///
    /// ```
    /// op: ↓ → row 24 built and shown, position 0 → 1 (written during the placement)
    /// ```
    static func lazyScrollRowBound(_ size: ListSize, plan: Plan) -> Harness.Case {
        plan.make("lazy/scroll-row-bound/\(size.label)", count: 0, iterations: 2_000) {
            let registry = Fixtures.BindingRegistry<Int?>(target: 0)
            let host = listHost(count: size.count) { Fixtures.BoundRangeList(count: size.count, registry: registry) }
            let workload = scrolling(host, count: size.count, key: .downArrow, rowsPerPress: 1, pressesBeforeTop: 400)
            let position = registry.required.wrappedValue
            guard position == 1 else {
                fatalError("↓ wrote \(String(describing: position)) to the position of \(size.count) rows, not 1")
            }
            return workload
        }
    }

    /// The title of the item in screen row 5 of an `@Observable` catalogue
    /// of N items changes (alternately to two titles), the list scrolled to
    /// the middle item (`Fixtures.CatalogList`): the list's body is
    /// evaluated, the stack finds its top row again (its ID at its old
    /// index), the 24 rows in view are handed their items, and the one
    /// whose item changed is evaluated, laid out and drawn.
    ///
    /// The change is made in the preparation, outside the measured time,
    /// into a collection that changes a title in O(1)
    /// (`Fixtures.CatalogItems`); the operation is the `update()` that
    /// follows.
    ///
    /// ```
    /// op: update → CatalogList's body, 1 row body, 1 row redrawn
    /// ```
    static func lazyRootChange(_ size: ListSize, plan: Plan) -> Harness.Case {
        plan.make("lazy/root-change/\(size.label)", count: 0, iterations: 2_000) {
            let catalog = Fixtures.Catalog(count: size.count)
            let host = TestHost(columns: 80, rows: 24) { Fixtures.CatalogList(catalog: catalog) }
            let firstFrame = lines(of: host)
            guard firstFrame.count == 24, let shown = Int(firstFrame[5].dropFirst("[ ] item ".count).prefix { $0 != " " })
            else {
                fatalError("the catalogue of \(size.count) items does not show an item in row 5:\n\(host.screen)")
            }
            var changes = 0
            func change() {
                changes += 1
                catalog.items.retitle(at: shown, to: "item \(shown) changed \(changes % 2 == 0 ? "again" : "once")")
            }
            let before = host.statistics.bodyEvaluations
            change()
            host.update()
            let evaluated = host.statistics.bodyEvaluations - before
            let changedFrame = lines(of: host)
            guard changedFrame[5].hasPrefix("[ ] item \(shown) changed once"), evaluated == 2,
                changedFrame.indices.allSatisfy({ $0 == 5 || changedFrame[$0] == firstFrame[$0] })
            else {
                fatalError(
                    "a new title of item \(shown) of \(size.count) did not change row 5 alone (\(evaluated) bodies):\n"
                        + host.screen)
            }
            _ = host.takeOutput()
            return Harness.Workload(
                prepare: {
                    change()
                    _ = host.takeOutput()
                },
                operation: { host.update() },
                counters: { host.statistics },
                diagnostics: { host.diagnostics }
            )
        }
    }
}
