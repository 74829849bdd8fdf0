import Trellis

/// The lazy list cases: a `LazyVStack` of N rows in a `ScrollView` that
/// fills an 80 × 24 screen (120 × 40 for `lazy/scroll-row-120x40`), for N
/// from a thousand to ten million.
///
/// A lazy stack builds, lays out and draws only the rows in view, so every
/// figure of these cases (time, bodies, nodes, bytes) should be the same at
/// every N. The cases are named `lazy/<operation>/<N>` and run for every
/// operation at 1k, 100k, 1M and 10M rows (1k and 100k with `--quick`).
/// Their iterations do not shrink with N, unlike the non-lazy cases'.
///
/// Each operation includes the frame: update, layout, drawing, the diff
/// and the bytes, written to memory (`TestHost`).
extension Cases {
    /// A list size: the rows and their name in the case's name.
    struct ListSize {
        let label: String
        let count: Int
    }

    /// The sizes of the lazy cases and of the peak memory measurement.
    static func lazySizes(quick: Bool) -> [ListSize] {
        let sizes = [
            ListSize(label: "1k", count: 1_000), ListSize(label: "100k", count: 100_000),
            ListSize(label: "1M", count: 1_000_000), ListSize(label: "10M", count: 10_000_000),
        ]
        return quick ? Array(sizes.prefix(2)) : sizes
    }

    /// The lazy cases, operation by operation, each at every size.
    static func lazy(quick: Bool, plan: Plan) -> [Harness.Case] {
        let sizes = lazySizes(quick: quick)
        return sizes.map { lazyMount($0, plan: plan) }
            + sizes.map { lazyScrollRow($0, plan: plan) }
            + sizes.map { lazyScrollRowLargeScreen($0, plan: plan) }
            + sizes.map { lazyScrollRowBound($0, plan: plan) }
            + sizes.map { lazyScrollPage($0, plan: plan) }
            + sizes.map { lazyRowState($0, plan: plan) }
            + sizes.map { lazyInsertFront($0, plan: plan) }
            + sizes.map { lazyRootChange($0, plan: plan) }
            + jumpSizes(quick: quick).flatMap { size in
                JumpData.allCases.map { lazyJump($0, size, plan: plan) }
            }
    }

    /// The sizes of the jump cases: 1k, 1M and 10M rows (1k with `--quick`).
    static func jumpSizes(quick: Bool) -> [ListSize] {
        let sizes = [
            ListSize(label: "1k", count: 1_000), ListSize(label: "1M", count: 1_000_000),
            ListSize(label: "10M", count: 10_000_000),
        ]
        return quick ? Array(sizes.prefix(1)) : sizes
    }

    /// The row in whose text every check of a list's screen starts: the
    /// check box and the row's words.
    static func listLine(_ index: Int, checked: Bool = false) -> String {
        (checked ? "[x] " : "[ ] ") + Fixtures.listText(index)
    }

    /// The screen's rows as text.
    static func lines(of host: TestHost) -> [Substring] {
        host.screen.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// A host showing a `Fixtures.RangeList` of `count` rows on an 80 × 24
    /// screen; stops the benchmark unless the first frame shows rows 0 to 23.
    private static func rangeListHost(count: Int) -> TestHost {
        listHost(count: count) { Fixtures.RangeList(count: count) }
    }

    /// A host of `columns` × `rows` showing `content`, a list of `count`
    /// ``Fixtures/ListRow``s; stops the benchmark unless the first frame
    /// shows rows 0 to `rows - 1`.
    static func listHost<Content: View>(
        count: Int, columns: Int = 80, rows: Int = 24, @ViewBuilder content: () -> Content
    ) -> TestHost {
        let host = TestHost(columns: columns, rows: rows, content: content)
        let lines = lines(of: host)
        guard lines.count == rows, lines[0].hasPrefix(listLine(0)), lines[rows - 1].hasPrefix(listLine(rows - 1)) else {
            fatalError("the lazy list of \(count) rows does not show rows 0 to \(rows - 1):\n\(host.screen)")
        }
        _ = host.takeOutput()
        return host
    }

    // MARK: Mount

    /// Mounting a list of N rows to its first frame: the host's `init`
    /// evaluates the list, builds the 24 rows in view (and no other),
    /// lays them out, draws them, diffs the frame and writes it. The
    /// previous host is released before the operation, outside the
    /// measured time.
    private static func lazyMount(_ size: ListSize, plan: Plan) -> Harness.Case {
        plan.make("lazy/mount/\(size.label)", count: 0, iterations: 500) {
            var host: TestHost? = rangeListHost(count: size.count)
            return Harness.Workload(
                prepare: { host = nil },
                operation: { host = TestHost(columns: 80, rows: 24) { Fixtures.RangeList(count: size.count) } },
                counters: { host?.statistics ?? GraphStatistics() },
                diagnostics: { host?.diagnostics ?? [] }
            )
        }
    }

    // MARK: Scrolling

    /// Scrolling a focused list down by one row (↓): one row is built and
    /// comes in at the bottom, the top row leaves and is retained (the
    /// retention cache, 128 rows by default, evicts the least recently
    /// shown one), the terminal's rows are shifted with a scroll region
    /// and only the new row is written.
    ///
    /// Every 400 operations the preparation, untimed, goes back to the top
    /// (Home), so that the 1k list never reaches its end; the same at every
    /// N. The reference for the bytes is the new row's text.
    private static func lazyScrollRow(_ size: ListSize, plan: Plan) -> Harness.Case {
        plan.make("lazy/scroll-row/\(size.label)", count: 0, iterations: 2_000) {
            scrolling(
                rangeListHost(count: size.count), count: size.count, key: .downArrow, rowsPerPress: 1,
                pressesBeforeTop: 400)
        }
    }

    /// The one-row scroll of `lazy/scroll-row` on a 120 × 40 screen: the
    /// same row built and the same text written, with more rows to shift
    /// and a wider row to diff.
    private static func lazyScrollRowLargeScreen(_ size: ListSize, plan: Plan) -> Harness.Case {
        plan.make("lazy/scroll-row-120x40/\(size.label)", count: 0, iterations: 2_000) {
            let host = listHost(count: size.count, columns: 120, rows: 40) { Fixtures.RangeList(count: size.count) }
            return scrolling(host, count: size.count, key: .downArrow, rowsPerPress: 1, pressesBeforeTop: 400)
        }
    }

    /// Scrolling a focused list down by a page (PageDown, 23 rows on a
    /// 24-row viewport): 23 rows are built and come in, 23 leave and are
    /// retained (23 evicted), and the cells of the new rows that differ
    /// from what the terminal shows are written. Every 20 operations the
    /// preparation goes back to the top.
    private static func lazyScrollPage(_ size: ListSize, plan: Plan) -> Harness.Case {
        plan.make("lazy/scroll-page/\(size.label)", count: 0, iterations: 500) {
            scrolling(
                rangeListHost(count: size.count), count: size.count, key: .pageDown, rowsPerPress: 23,
                pressesBeforeTop: 20)
        }
    }

    /// The list of `count` rows `host` shows, focused, with an operation
    /// that presses `key`, which must scroll by `rowsPerPress` rows
    /// (checked once, with the bodies it evaluates); every
    /// `pressesBeforeTop` operations the preparation presses Home.
    static func scrolling(
        _ host: TestHost, count: Int, key: KeyEquivalent, rowsPerPress: Int, pressesBeforeTop: Int
    ) -> Harness.Workload {
        host.press(.tab)
        let before = host.statistics.bodyEvaluations
        host.press(key)
        let evaluated = host.statistics.bodyEvaluations - before
        guard lines(of: host)[0].hasPrefix(listLine(rowsPerPress)), evaluated == rowsPerPress else {
            fatalError(
                "\(key) did not scroll the list of \(count) rows by \(rowsPerPress) (\(evaluated) bodies):\n\(host.screen)")
        }
        var presses = 1
        return Harness.Workload(
            prepare: {
                if presses == pressesBeforeTop {
                    host.press(.home)
                    presses = 0
                }
                presses += 1
                _ = host.takeOutput()
            },
            operation: { host.press(key) },
            counters: { host.statistics },
            diagnostics: { host.diagnostics },
            referenceBytes: rowsPerPress == 1 ? listLine(0).utf8.count : nil
        )
    }

    // MARK: Row state

    /// A click toggles the check box of the row in screen row 5: its
    /// `@State` changes, its body alone is evaluated, its row is laid out,
    /// drawn, diffed and its changed cell written.
    private static func lazyRowState(_ size: ListSize, plan: Plan) -> Harness.Case {
        plan.make("lazy/row-state/\(size.label)", count: 0, iterations: 2_000) {
            let host = rangeListHost(count: size.count)
            let before = host.statistics.bodyEvaluations
            host.click(column: 1, row: 5)
            let evaluated = host.statistics.bodyEvaluations - before
            guard lines(of: host)[5].hasPrefix(listLine(5, checked: true)), evaluated == 1 else {
                fatalError("a click did not check row 5 of \(size.count) alone (\(evaluated) bodies):\n\(host.screen)")
            }
            return Harness.Workload(
                prepare: { _ = host.takeOutput() },
                operation: { host.click(column: 1, row: 5) },
                counters: { host.statistics },
                diagnostics: { host.diagnostics }
            )
        }
    }

    // MARK: Jumps

    /// The data a jump list's `ForEach` shows.
    enum JumpData: String, CaseIterable {
        /// `ForEach(0..<N)`.
        case range
        /// `ForEach((0..<N).lazy.map { JumpRow(id: $0) })`.
        case lazyMap = "lazy-map"
        /// `ForEach(rows)`, an array of N `JumpRow`s.
        case array
        /// `ForEach((0..<N).lazy.map { JumpRow(id: Fixtures.unorderedID($0)) })`:
        /// every ID once, out of order, so a jump is one scan of the data
        /// (each element read through the app's main-actor closure).
        case unordered
        /// `ForEach(rows)`, an array of the same `JumpRow`s out of order.
        case unorderedArray = "unordered-array"
    }

    /// Writing the bound scroll position of a list of N rows, alternately
    /// the ID of the row 30 before the last and of row 7: the stack finds
    /// the row (O(1) in a `Range`, O(log N) probes when the IDs are in
    /// order, else one search of the data outward from the rows in view,
    /// which here passes nearly the whole data: the worst case), puts it
    /// at the top, hands the 24 rows that come into view their views (they
    /// come back from the retention cache, so no body is evaluated), draws
    /// them and writes the frame.
    private static func lazyJump(_ data: JumpData, _ size: ListSize, plan: Plan) -> Harness.Case {
        plan.make("lazy/jump/\(data.rawValue)/\(size.label)", count: 0, iterations: 100) {
            let position = Fixtures.JumpPosition()
            let host: TestHost
            switch data {
            case .range:
                host = TestHost(columns: 80, rows: 24) { Fixtures.RangeJumpList(count: size.count, position: position) }
            case .lazyMap:
                host = TestHost(columns: 80, rows: 24) { Fixtures.LazyMapJumpList(count: size.count, position: position) }
            case .array:
                let rows = (0..<size.count).map { Fixtures.JumpRow(id: $0) }
                host = TestHost(columns: 80, rows: 24) { Fixtures.ArrayJumpList(rows: rows, position: position) }
            case .unordered:
                host = TestHost(columns: 80, rows: 24) { Fixtures.UnorderedJumpList(count: size.count, position: position) }
            case .unorderedArray:
                let rows = (0..<size.count).map { Fixtures.JumpRow(id: Fixtures.unorderedID($0, count: size.count)) }
                host = TestHost(columns: 80, rows: 24) { Fixtures.ArrayJumpList(rows: rows, position: position) }
            }
            let isOrdered = data != .unordered && data != .unorderedArray
            let targets = [size.count - 30, 7].map { isOrdered ? $0 : Fixtures.unorderedID($0, count: size.count) }
            var next = 0
            func jump() {
                position.top = targets[next]
                next = 1 - next
            }
            for _ in targets {
                jump()
                host.update()
            }
            guard lines(of: host).first?.hasPrefix(listLine(targets[1])) == true else {
                fatalError("a jump to row 7 of \(size.count) \(data.rawValue) rows did not show it first:\n\(host.screen)")
            }
            _ = host.takeOutput()
            return Harness.Workload(
                prepare: {
                    jump()
                    _ = host.takeOutput()
                },
                operation: { host.update() },
                counters: { host.statistics },
                diagnostics: { host.diagnostics }
            )
        }
    }

    // MARK: Data changes

    /// One item inserted at the front of an `@Observable` array of N
    /// identifiable items, the list scrolled to the middle item
    /// (`defaultScrollAnchor(.center)`): the list's body is evaluated, the
    /// stack finds its top row again one index further (its ID, searched
    /// near its old index), the 24 rows in view are handed their items
    /// and evaluate nothing, and the frame does not change.
    ///
    /// The insertion is made in the preparation, outside the measured
    /// time, into a collection that prepends in O(1)
    /// (`Fixtures.FeedItems`): with an `Array`, the model's copy of N items
    /// (229 MB at 10M) would leave the caches cold, and the 10M update
    /// took 4× the 1k one for the same instruction count. The operation is
    /// the `update()` that follows, and the list grows by one item per
    /// operation.
    private static func lazyInsertFront(_ size: ListSize, plan: Plan) -> Harness.Case {
        plan.make("lazy/insert-front/\(size.label)", count: 0, iterations: 200) {
            let feed = Fixtures.Feed(count: size.count)
            let host = TestHost(columns: 80, rows: 24) { Fixtures.FeedList(feed: feed) }
            let middle = "[ ] item \((size.count - 1) / 2) "
            let firstFrame = lines(of: host)
            guard firstFrame.count == 24, firstFrame.contains(where: { $0.hasPrefix(middle) }) else {
                fatalError("the feed of \(size.count) items does not show its middle item:\n\(host.screen)")
            }
            var inserted = 0
            func insert() {
                inserted += 1
                feed.items.prepend(Fixtures.Item(id: -inserted, title: "new \(inserted)"))
            }
            let before = host.statistics.bodyEvaluations
            insert()
            host.update()
            let evaluated = host.statistics.bodyEvaluations - before
            guard lines(of: host) == firstFrame, evaluated == 1 else {
                fatalError(
                    "an insertion at the front of \(size.count) items moved the view (\(evaluated) bodies):\n\(host.screen)")
            }
            _ = host.takeOutput()
            return Harness.Workload(
                prepare: {
                    insert()
                    _ = host.takeOutput()
                },
                operation: { host.update() },
                counters: { host.statistics },
                diagnostics: { host.diagnostics }
            )
        }
    }
}
