import Trellis

/// The catalogue of benchmark cases, at full or quick sizes.
@MainActor
enum Cases {
    private typealias Item = Fixtures.Item

    /// Every case, in the order they run.
    ///
    /// Quick mode uses 1,000 views, 10 measured operations and 100,000
    /// observation ticks, for a smoke run of a few seconds; the rendering
    /// cases keep their screen sizes, the lazy cases run at 1k and 100k rows.
    static func all(quick: Bool) -> [Harness.Case] {
        let sizes = quick ? [1_000] : [1_000, 10_000, 100_000]
        let largeSizes = quick ? [1_000] : [10_000, 100_000]
        let keyedSize = quick ? 1_000 : 10_000
        let plan = Plan(quick: quick)

        var cases: [Harness.Case] = []
        cases += sizes.map { mount(count: $0, plan: plan) }
        cases.append(mountStateful(count: keyedSize, plan: plan))
        cases += sizes.map { leafUpdate(count: $0, plan: plan) }
        cases += largeSizes.map { rowChange(count: $0, plan: plan) }
        cases.append(rowChangeDescribed(count: keyedSize, plan: plan))
        cases += keyed(count: keyedSize, plan: plan)
        cases.append(observationMemory(ticks: quick ? 100_000 : 1_000_000))
        cases.append(hostChurnMemory(hosts: quick ? 2_000 : 20_000))
        cases += rendering(rowCounts: sizes, plan: plan)
        cases += input(plan: plan)
        cases += lazy(quick: quick, plan: plan)
        cases += storage(quick: quick)
        return cases
    }

    /// Warm-up and measured iterations for a case, scaled down for large trees.
    struct Plan {
        let quick: Bool

        /// A case with `iterations` measured operations at full size (fewer for
        /// trees of `count` views above 10,000), bounded by a time budget.
        func make(
            _ name: String, count: Int, iterations: Int, setUp: @escaping @MainActor () -> Harness.Workload
        ) -> Harness.Case {
            if quick {
                return Harness.Case(
                    name: name, warmupIterations: 2, iterations: 10, timeBudget: 1, setUp: setUp)
            }
            let scaled = count > 10_000 ? max(10, iterations * 10_000 / count) : iterations
            return Harness.Case(
                name: name, warmupIterations: max(1, scaled / 10), iterations: scaled, timeBudget: 8,
                setUp: setUp)
        }
    }

    // MARK: Mount

    /// Mounting a column of `count` stateless leaves.
    private static func mount(count: Int, plan: Plan) -> Harness.Case {
        mount("mount/\(count)", count: count, plan: plan) { Fixtures.PlainTree(count: count) }
    }

    /// Mounting a column of `count` leaves that each own a `@State`.
    private static func mountStateful(count: Int, plan: Plan) -> Harness.Case {
        mount("mount-stateful/\(count)", count: count, plan: plan) { Fixtures.StatefulTree(count: count) }
    }

    /// Mounting the tree `content` builds in a new host, the previous host
    /// released before the operation, outside the measured time.
    private static func mount<Content: View>(
        _ name: String, count: Int, plan: Plan, content: @escaping @MainActor () -> Content
    ) -> Harness.Case {
        plan.make(name, count: count, iterations: 50) {
            var host: TestHost?
            return Harness.Workload(
                prepare: { host = nil },
                operation: { host = TestHost { content() } },
                counters: { host?.statistics ?? GraphStatistics() },
                diagnostics: { host?.diagnostics ?? [] }
            )
        }
    }

    // MARK: Updates

    /// Writing the state of one leaf among `count` and updating.
    private static func leafUpdate(count: Int, plan: Plan) -> Harness.Case {
        plan.make("leaf-update/\(count)", count: count, iterations: 2_000) {
            let registry = Fixtures.BindingRegistry<Int>(target: count / 2)
            let host = TestHost { Fixtures.RegisteringTree(count: count, registry: registry) }
            let binding = registry.required
            var value = 0
            return Harness.Workload(
                operation: {
                    value += 1
                    binding.wrappedValue = value
                    host.update()
                },
                counters: { host.statistics },
                diagnostics: { host.diagnostics }
            )
        }
    }

    /// Changing the title of one item of a keyed list of `count` rows.
    private static func rowChange(count: Int, plan: Plan) -> Harness.Case {
        plan.make("row-change/\(count)", count: count, iterations: 500) {
            list(count: count) { items, step in
                let index = step * 7_919 % items.count
                var next = items
                next[index].title = "t\(step)"
                return next
            }
        }
    }

    /// The same change in a list whose rows hold a description the
    /// parent's body builds again on every evaluation (a heap string:
    /// equal text, new storage), so every unchanged row's input is compared
    /// field by field rather than by its bytes. The cost of that walk, by
    /// offsets in the default build and through `Mirror` in the
    /// `TRELLIS_PUBLIC_API_ONLY` build.
    ///
    /// ```
    /// op: items[k].title = "t<step>" → 1 root body, N row comparisons (String ==), 1 row body
    /// ```
    private static func rowChangeDescribed(count: Int, plan: Plan) -> Harness.Case {
        plan.make("row-change-described/\(count)", count: count, iterations: 200) {
            list(count: count, described: true) { items, step in
                let index = step * 7_919 % items.count
                var next = items
                next[index].title = "t\(step)"
                return next
            }
        }
    }

    // MARK: Keyed lists

    /// Insertions, removals, moves and permutations of a keyed list of `count` rows.
    private static func keyed(count: Int, plan: Plan) -> [Harness.Case] {
        let middle = count / 2
        return [
            plan.make("keyed/insert-front/\(count)", count: count, iterations: 500) {
                list(
                    count: count,
                    restore: { items in items.count > count ? Array(items.dropFirst()) : nil },
                    transform: { items, step in
                        [Item(id: count + step, title: "new \(step)")] + items
                    }
                )
            },
            plan.make("keyed/remove-one/\(count)", count: count, iterations: 500) {
                let removed = Item(id: middle, title: "item \(middle)")
                return list(
                    count: count,
                    restore: { items in
                        guard items.count < count else { return nil }
                        var restored = items
                        restored.insert(removed, at: middle)
                        return restored
                    },
                    transform: { items, _ in
                        var next = items
                        next.remove(at: middle)
                        return next
                    }
                )
            },
            plan.make("keyed/move-one/\(count)", count: count, iterations: 500) {
                list(count: count) { items, _ in
                    var next = items
                    next.insert(next.remove(at: middle), at: 0)
                    return next
                }
            },
            plan.make("keyed/reverse/\(count)", count: count, iterations: 200) {
                list(count: count) { items, _ in items.reversed() }
            },
            plan.make("keyed/shuffle/\(count)", count: count, iterations: 200) {
                var generator = Fixtures.SplitMix64(seed: 0x7E11_15)
                return list(count: count) { items, _ in
                    var next = items
                    next.shuffle(using: &generator)
                    return next
                }
            },
        ]
    }

    /// A keyed list of `count` items whose operation assigns a prepared array through the root's binding and updates.
    ///
    /// The preparation, untimed, first applies `restore` (when it returns an
    /// array) with its own update, so that every operation starts from a list
    /// of the same size, then builds the next array with `transform`. The
    /// array being replaced is kept alive until the next preparation, so the
    /// timed region does not include freeing it.
    private static func list(
        count: Int,
        described: Bool = false,
        restore: @escaping @MainActor ([Item]) -> [Item]? = { _ in nil },
        transform: @escaping @MainActor (_ items: [Item], _ step: Int) -> [Item]
    ) -> Harness.Workload {
        let registry = Fixtures.BindingRegistry<[Item]>(target: 0)
        let items = Fixtures.items(count: count)
        let host =
            described
            ? TestHost { Fixtures.DescribedItemList(items: items, registry: registry) }
            : TestHost { Fixtures.ItemList(items: items, registry: registry) }
        let binding = registry.required
        var next: [Item] = []
        var replaced: [Item] = []
        var step = 0
        return Harness.Workload(
            prepare: {
                if let restored = restore(binding.wrappedValue) {
                    binding.wrappedValue = restored
                    host.update()
                }
                replaced = binding.wrappedValue
                next = transform(replaced, step)
                step += 1
            },
            operation: {
                binding.wrappedValue = next
                host.update()
            },
            counters: { host.statistics },
            diagnostics: { host.diagnostics }
        )
    }

    // MARK: Memory

    /// Hosts made and released one after another, `hosts` times after 2,000
    /// for warm-up: the resident memory must stay flat (a host that kept
    /// its environment values, as one did through a reference cycle, grew
    /// it by about 750 bytes a host).
    ///
    /// ```
    /// op: TestHost { Text("x") } → first frame → released
    /// ```
    private static func hostChurnMemory(hosts: Int) -> Harness.Case {
        Harness.Case(name: "host-churn-memory", warmupIterations: 2_000, iterations: hosts, timeBudget: nil) {
            var host: TestHost?
            return Harness.Workload(
                prepare: { host = nil },
                operation: { host = TestHost { Text("x") } },
                counters: { GraphStatistics() },
                diagnostics: { host?.diagnostics ?? [] }
            )
        }
    }

    /// Ticking the state of a view that also reads an `@Observable` model, `ticks` times.
    private static func observationMemory(ticks: Int) -> Harness.Case {
        Harness.Case(name: "observation-memory", warmupIterations: 1_000, iterations: ticks, timeBudget: nil) {
            let registry = Fixtures.BindingRegistry<Int>(target: 0)
            let model = Fixtures.Model()
            let host = TestHost { Fixtures.ObservingView(model: model, registry: registry) }
            let binding = registry.required
            var tick = 0
            return Harness.Workload(
                operation: {
                    tick += 1
                    binding.wrappedValue = tick
                    host.update()
                },
                counters: { host.statistics },
                diagnostics: { host.diagnostics }
            )
        }
    }
}
