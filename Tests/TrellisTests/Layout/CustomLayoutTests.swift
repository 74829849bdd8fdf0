import Testing
@testable import Trellis

/// The public `Layout` protocol: user-written containers, their caches and
/// layout values, and the built-in stacks as layouts.
@MainActor
@Suite("Custom layouts")
struct CustomLayoutTests {
    /// Puts subviews side by side at their ideal sizes, bottom-aligned.
    struct Row: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            var x = bounds.minX
            for subview in subviews {
                let size = subview.sizeThatFits(.unspecified)
                subview.place(at: CGPoint(x: x, y: bounds.maxY), anchor: .bottomLeading, proposal: .unspecified)
                x += size.width
            }
        }
    }

    @Test("A layout sizes its container and places each subview, in coordinates of its bounds")
    func rowLayout() {
        let host = TestHost(columns: 20, rows: 4) {
            VStack(alignment: .leading) {
                Text("above")
                Row {
                    Text("a\nb")
                    Text("c")
                    ForEach(0..<3, id: \.self) { Text("\($0)") }
                }
            }
        }
        #expect(
            host.screen == """
                above
                a
                bc012
                """)
    }

    struct Rank: LayoutValueKey {
        static let defaultValue = 0
    }

    /// Stacks subviews vertically, ordered by their `Rank` layout value.
    struct Ranked: Layout {
        func makeCache(subviews: Subviews) -> [Int] {
            subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] }
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int]) -> CGSize {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +))
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout [Int]) {
            var y = bounds.minY
            for index in cache {
                subviews[index].place(at: CGPoint(x: bounds.minX, y: y), proposal: .unspecified)
                y += subviews[index].sizeThatFits(.unspecified).height
            }
        }
    }

    @Test("Layout values reach the layout; the cache is made once and updated when a value changes")
    func layoutValuesAndCache() {
        let handle = StateHandle<Int>()
        struct Ordered: View {
            let handle: StateHandle<Int>
            @State private var firstRank = 3
            var body: some View {
                let _ = handle.bind($firstRank)
                Ranked {
                    Text("first").layoutValue(key: Rank.self, value: firstRank)
                    Text("second").layoutValue(key: Rank.self, value: 2)
                    Text("default")
                }
            }
        }
        let host = TestHost(columns: 10, rows: 3) { Ordered(handle: handle) }
        #expect(
            host.screen == """
                default
                second
                first
                """)
        handle.value = 1
        host.update()
        #expect(
            host.screen == """
                default
                first
                second
                """)
    }

    /// Places nothing: the engine centres every subview.
    struct Careless: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            proposal.replacingUnspecifiedDimensions()
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    @Test("A subview the layout does not place is centred in the bounds at its ideal size")
    func unplaced() {
        let host = TestHost(columns: 9, rows: 3) { Careless { Text("mid") } }
        #expect(
            host.screen == """

                   mid
                """)
    }

    @Test("VStackLayout, HStackLayout and ZStackLayout arrange like the stack views")
    func builtInLayouts() {
        let host = TestHost(columns: 12, rows: 8) {
            VStackLayout(alignment: .leading) {
                HStackLayout { Text("a"); Text("b") }
                HStackLayout(alignment: .bottom, spacing: 0) { Text("1\n2"); Text("c") }
                VStackLayout(alignment: .trailing, spacing: 1) { Text("x"); Text("yy") }
                ZStackLayout(alignment: .trailing) { Text("zzzz"); Text("!") }
            }
        }
        #expect(
            host.screen == """
                a b
                1
                2c
                 x

                yy
                zzz!
                """)
    }

    @Test("HStackLayout shares space by flexibility and priority, as HStack does")
    func stackLayoutSharing() {
        let host = TestHost(columns: 12, rows: 2) {
            VStackLayout(alignment: .leading) {
                HStackLayout { Text("first part"); Text("second part") }
                HStack { Text("first part"); Text("second part") }
            }
        }
        #expect(host.lines[0] == host.lines[1])
        #expect(host.lines[0] == "firs… secon…")
    }
}
