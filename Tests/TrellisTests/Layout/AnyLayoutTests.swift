import Testing
@testable import Trellis

/// `AnyLayout`: switching layouts keeps the content's identity.
@MainActor
@Suite("AnyLayout")
struct AnyLayoutTests {
    struct Counter: View {
        let name: String
        let log: EventLog
        let ticks: Int
        @State private var count = 0

        var body: some View {
            Text("\(name) \(count)")
                .onChange(of: ticks) { count += 1 }
                .onAppear { log("\(name)+") }
                .onDisappear { log("\(name)-") }
        }
    }

    struct Switcher: View {
        let log: EventLog
        let vertical: StateHandle<Bool>
        let ticks: StateHandle<Int>
        @State private var isVertical = true
        @State private var tick = 0

        var body: some View {
            let _ = vertical.bind($isVertical)
            let _ = ticks.bind($tick)
            let layout = isVertical ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout(spacing: 1))
            layout {
                Counter(name: "a", log: log, ticks: tick)
                Spacer()
                Counter(name: "b", log: log, ticks: tick)
            }
        }
    }

    @Test("Switching from a vertical to a horizontal layout keeps the subviews' state and runs no lifecycle; the spacer turns with it")
    func switchKeepsIdentity() {
        let log = EventLog()
        let vertical = StateHandle<Bool>()
        let ticks = StateHandle<Int>()
        let host = TestHost(columns: 12, rows: 4) { Switcher(log: log, vertical: vertical, ticks: ticks) }
        #expect(host.screen == "a 0\n\n\nb 0")
        #expect(log.take() == ["a+", "b+"])
        ticks.value = 1
        host.update()
        vertical.value = false
        host.update()
        #expect(host.screen == "a 1      b 1")
        #expect(log.take() == [])
        vertical.value = true
        host.update()
        #expect(host.screen == "a 1\n\n\nb 1")
        #expect(host.testGraph.checkInvariants().isEmpty)
    }

    /// Subviews side by side, each in a column as wide as its cache says (5).
    struct Columns: Layout {
        func makeCache(subviews: Subviews) -> [Int] { subviews.map { _ in 5 } }
        /// Keeps the cache while the subviews are as many (the default makes it again).
        func updateCache(_ cache: inout [Int], subviews: Subviews) {
            if cache.count != subviews.count { cache = makeCache(subviews: subviews) }
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int]) -> CGSize {
            CGSize(width: CGFloat(cache.reduce(0, +)), height: 1)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int]) {
            var x = bounds.minX
            for (subview, width) in zip(subviews, cache) {
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: CGFloat(width), height: 1))
                x += CGFloat(width)
            }
        }
    }

    /// Subviews one below the other, each in a row as tall as its cache says
    /// (1): a cache of the same type as ``Columns``', different values.
    struct Rows: Layout {
        func makeCache(subviews: Subviews) -> [Int] { subviews.map { _ in 1 } }
        /// Keeps the cache while the subviews are as many.
        func updateCache(_ cache: inout [Int], subviews: Subviews) {
            if cache.count != subviews.count { cache = makeCache(subviews: subviews) }
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int]) -> CGSize {
            CGSize(width: 1, height: CGFloat(cache.reduce(0, +)))
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int]) {
            var y = bounds.minY
            for (subview, height) in zip(subviews, cache) {
                subview.place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: 1, height: CGFloat(height)))
                y += CGFloat(height)
            }
        }
    }

    struct CachedSwitcher: View {
        let columns: StateHandle<Bool>
        @State private var usesColumns = false

        var body: some View {
            let _ = columns.bind($usesColumns)
            let layout = usesColumns ? AnyLayout(Columns()) : AnyLayout(Rows())
            layout {
                Text("x")
                Text("y")
            }
        }
    }

    @Test("A layout gets a fresh cache after a switch from another layout, even one whose cache has the same type")
    func cacheRemade() {
        let columns = StateHandle<Bool>()
        let host = TestHost(columns: 12, rows: 7) { CachedSwitcher(columns: columns) }
        #expect(host.screen == "x\ny")
        columns.value = true
        host.update()
        #expect(host.screen == "x    y")
        columns.value = false
        host.update()
        #expect(host.screen == "x\ny")
    }
}
