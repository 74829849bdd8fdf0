import Observation
import Testing
@testable import Trellis

/// The rows a lazy stack destroys beyond its retention limit, and the rows
/// that take their places among its children (`LazyStackNode.destroy(_:)`).
@MainActor
@Suite("Lazy stack eviction")
struct LazyStackEvictionTests {
    @Observable
    final class Feed {
        var items: [Int]
        init(count: Int) {
            items = Array(0..<count)
        }
    }

    struct Row: View {
        let item: Int
        @State private var taps = 0
        var body: some View {
            Text("item \(item) taps \(taps)").onTapGesture { taps += 1 }
        }
    }

    struct FeedView: View {
        let feed: Feed
        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(feed.items, id: \.self) { Row(item: $0) }
                }
            }
            .lazyRowRetention(1)
        }
    }

    @Test("A row moved into an evicted row's place keeps its key and state: the stack stays on it when the data changes")
    func movedRowKeepsItsKey() {
        let feed = Feed(count: 100)
        let host = TestHost(columns: 20, rows: 3) { FeedView(feed: feed) }
        host.press(.tab)
        host.press(.downArrow)
        // Rows 0 and 1 have left; row 0 is evicted and row 4, built last,
        // takes its place among the children.
        host.press(.downArrow)
        host.click(column: 1, row: 2)
        #expect(host.lines[2].hasPrefix("item 4 taps 1"))
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(host.lines[0].hasPrefix("item 4 taps 1"))
        feed.items.insert(-1, at: 0)
        host.update()
        #expect(host.lines[0].hasPrefix("item 4 taps 1"))
        #expect(host.lines[2].hasPrefix("item 6 taps 0"))
        host.press(.home)
        #expect(host.lines[0].hasPrefix("item -1 taps 0"))
        #expect(host.lines[1].hasPrefix("item 0 taps 0"))
    }
}
