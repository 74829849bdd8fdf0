import Testing
@testable import Trellis

/// `pinnedViews:` on lazy stacks: accepted, the sections scroll with their
/// rows.
@MainActor
@Suite("Lazy stacks' pinnedViews")
struct LazyStackPinnedViewsTests {
    @Test("LazyVStack and LazyHStack take pinnedViews and draw their sections as without it")
    func accepted() {
        let host = TestHost(columns: 20, rows: 4) {
            VStack(alignment: .leading) {
                LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders, .sectionFooters]) {
                    Section("Today") { Text("tea") }
                }
                LazyHStack(alignment: .top, spacing: 1, pinnedViews: .sectionHeaders) {
                    Text("a")
                    Text("b")
                }
            }
        }
        #expect(host.lines == ["Today", "tea", "a b"])
    }
}
