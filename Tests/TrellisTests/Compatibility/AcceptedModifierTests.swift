import Testing
@testable import Trellis

@MainActor
@Suite("Accepted modifiers: symbol effects and scroll behaviours")
struct AcceptedModifierTests {
    struct Screen: View {
        @State private var unread = 3
        var body: some View {
            ScrollView {
                VStack(alignment: .leading) {
                    Label("Inbox", systemImage: "tray")
                        .symbolEffect(.bounce.up.byLayer, value: unread)
                    Image(systemName: "wifi")
                        .symbolEffect(.variableColor.iterative, options: .repeating.speed(2))
                        .symbolEffect(.pulse, isActive: unread > 0)
                        .contentTransition(.symbolEffect(.replace.downUp))
                    Text("\(unread) unread")
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned(limitBehavior: .always))
            .scrollTargetBehavior(.paging)
            .scrollDismissesKeyboard(.interactively)
            .scrollBounceBehavior(.basedOnSize)
            .scrollClipDisabled()
        }
    }

    @Test("Symbol effects and touch-scroll behaviours compile as SwiftUI writes them and draw the content unchanged")
    func drawUnchanged() {
        let host = TestHost(columns: 20, rows: 3) { Screen() }
        let plain = TestHost(columns: 20, rows: 3) {
            ScrollView {
                VStack(alignment: .leading) {
                    Label("Inbox", systemImage: "tray")
                    Image(systemName: "wifi")
                    Text("3 unread")
                }
            }
        }
        #expect(host.screen == plain.screen)
        #expect(host.screen.hasSuffix("3 unread"))
    }

    @Test("safeAreaPadding pads as padding does: a terminal has no safe area")
    func safeAreaPadding() {
        let host = TestHost(columns: 12, rows: 3) {
            VStack(alignment: .leading) {
                Text("edge").safeAreaPadding(.horizontal, 2)
                Text("all").safeAreaPadding(1)
            }
        }
        #expect(host.screen == "  edge\n\n all")
    }
}
