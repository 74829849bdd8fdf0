import Observation
import Testing
@testable import Trellis

/// The references between a scroll view and the lazy stack it scrolls: the
/// scroll view holds the stack that fills its viewport and every stack
/// that follows its viewport strongly (a weak reference would slow every
/// retain and release of the stack), and lets go of a stack that leaves
/// it.
@MainActor
@Suite("Scroll view lazy content")
struct ScrollViewLazyContentTests {
    @Observable
    final class Model {
        var showsList = true
    }

    /// A lazy list of 100 rows while `model.showsList`, else a text: the
    /// list alone in the scroll view, or below a header in scrolled
    /// content, where the stack follows the viewport.
    struct Screen: View {
        let model: Model
        let hasHeader: Bool
        var body: some View {
            ScrollView {
                if hasHeader {
                    VStack(alignment: .leading) {
                        Text("header")
                        list
                    }
                } else {
                    list
                }
            }
        }

        @ViewBuilder private var list: some View {
            if model.showsList {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<100) { Text("row \($0)") }
                }
            } else {
                Text("no list")
            }
        }
    }

    /// The lazy stack below `node`, depth first.
    static func lazyStack(in node: ViewNode) -> ViewNode? {
        if node.lazyScrollContent != nil {
            return node
        }
        for child in node.children {
            if let found = lazyStack(in: child) {
                return found
            }
        }
        return nil
    }

    @Test("A lazy stack removed from its scroll view is released, and one shown again scrolls", arguments: [false, true])
    func removedStackIsReleased(hasHeader: Bool) {
        let model = Model()
        let host = TestHost(columns: 20, rows: 5) { Screen(model: model, hasHeader: hasHeader) }
        weak let stack = Self.lazyStack(in: host.session.graph.root)
        #expect(stack != nil)
        model.showsList = false
        host.update()
        #expect(host.screen.contains("no list"))
        #expect(stack == nil)

        model.showsList = true
        host.update()
        let shown = host.screen
        host.press(.tab)
        host.press(.downArrow)
        #expect(host.screen != shown)
        #expect(host.screen.contains("row 4"))
    }
}
