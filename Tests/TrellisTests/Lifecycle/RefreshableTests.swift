import Testing
@testable import Trellis

/// `.refreshable`: F5 or Ctrl-R runs the action with a spinner row above.
@MainActor
@Suite("refreshable")
struct RefreshableTests {
    @Observable
    @MainActor
    final class Feed {
        var items = ["first"]
        var reloads = 0
        var gate: CheckedContinuation<Void, Never>?

        func reload() async {
            reloads += 1
            await withCheckedContinuation { gate = $0 }
            items.append("fetched \(reloads)")
        }

        func finish() {
            gate?.resume()
            gate = nil
        }
    }

    /// Lets tasks run and updates the host until `condition` holds: the
    /// work resumed runs outside the tasks `settle()` waits for. Bounded.
    func wait(_ host: TestHost, until condition: () -> Bool) async {
        for _ in 0..<1_000 where !condition() {
            await Task.yield()
            await host.settle()
        }
        #expect(condition())
    }

    struct FeedList: View {
        let feed: Feed
        var body: some View {
            List(feed.items, id: \.self) { Text($0) }
                .listRowSeparator(.hidden)
                .refreshable { await feed.reload() }
        }
    }

    @Test("F5 anywhere shows the spinner row while the action runs; a second press meanwhile does nothing")
    func refreshWithShortcut() async {
        let feed = Feed()
        let host = TestHost(columns: 20, rows: 4) { FeedList(feed: feed) }
        #expect(host.screen == "first")
        host.press(.function(5))
        await host.settle()
        #expect(host.screen.hasSuffix(" Refreshing…\nfirst"))
        host.press(.function(5))
        await host.settle()
        #expect(feed.reloads == 1)
        feed.finish()
        await wait(host) { host.screen == "first\nfetched 1" }
    }

    @Test("Ctrl-R from a focused view inside refreshes too; the environment's refresh runs the same action")
    func refreshFromInside() async {
        let feed = Feed()
        struct Screen: View {
            let feed: Feed
            var body: some View {
                VStack {
                    ReloadButton()
                    TextField("filter", text: .constant(""))
                }
                .refreshable { await feed.reload() }
            }
        }
        struct ReloadButton: View {
            @Environment(\.refresh) private var refresh
            var body: some View {
                Button("Reload") { Task { await refresh?() } }
            }
        }
        let host = TestHost(columns: 20, rows: 4) { Screen(feed: feed) }
        host.press(.tab)
        host.press(.tab)
        host.press("r", modifiers: .control)
        await host.settle()
        #expect(feed.reloads == 1)
        #expect(host.screen.contains("Refreshing…"))
        feed.finish()
        await wait(host) { feed.items == ["first", "fetched 1"] }
        host.press(.tab)
        host.press(.return)
        await wait(host) { feed.reloads == 2 && feed.gate != nil }
        feed.finish()
        await wait(host) { feed.items == ["first", "fetched 1", "fetched 2"] }
    }
}
