import Testing
@testable import Trellis

@MainActor
@Suite("ViewModifier")
struct ViewModifierTests {
    struct Framed: ViewModifier {
        let title: String
        let log: EventLog
        let handle: StateHandle<Int>
        @State private var opens = 0
        func body(content: Content) -> some View {
            let _ = handle.bind($opens)
            let _ = log("frame body")
            VStack {
                Text("[\(title) \(opens)]")
                content
            }
        }
    }

    struct Card: View {
        let switches: Switches
        let log: EventLog
        let handle: StateHandle<Int>
        var body: some View {
            Text("content \(switches.number)")
                .modifier(Framed(title: "card", log: log, handle: handle))
        }
    }

    @Test("A modifier keeps its own state; new content updates in place without re-evaluating the modifier's body")
    func modifierState() {
        let switches = Switches()
        let log = EventLog()
        let handle = StateHandle<Int>()
        let host = TestHost { Card(switches: switches, log: log, handle: handle) }
        #expect(host.lines == ["[card 0]", "content 0"])
        handle.value = 2
        host.update()
        #expect(host.lines == ["[card 2]", "content 0"])
        _ = log.take()

        switches.number = 9
        host.update()
        #expect(host.lines == ["[card 2]", "content 9"])
        #expect(log.take() == [])
    }

    struct Conditional: ViewModifier {
        let highlighted: Bool
        func body(content: Content) -> some View {
            if highlighted {
                HStack { Text(">"); content }
            } else {
                content
            }
        }
    }

    struct Highlightable: View {
        let switches: Switches
        let log: EventLog
        let handle: StateHandle<Int>
        var body: some View {
            LoggingCounter(name: "row", log: log, handle: handle)
                .modifier(Conditional(highlighted: switches.flag))
        }
    }

    @Test("Content in different branches of a modifier's body is a different identity each time")
    func conditionalModifierResetsContent() {
        let switches = Switches()
        let log = EventLog()
        let handle = StateHandle<Int>()
        let host = TestHost { Highlightable(switches: switches, log: log, handle: handle) }
        handle.value = 4
        host.update()
        #expect(host.screen == "> row 4")
        switches.flag = false
        host.update()
        #expect(host.screen == "row 0")
        #expect(log.take() == ["row+", "row+", "row-"])
    }

    struct Prefix: ViewModifier {
        let text: String
        func body(content: Content) -> some View {
            HStack(spacing: 0) { Text(text); content }
        }
    }

    @Test("concat applies modifiers in order; EmptyModifier changes nothing")
    func composition() {
        let host = TestHost {
            Text("x")
                .modifier(Prefix(text: "a").concat(Prefix(text: "b")))
                .modifier(EmptyModifier.identity)
        }
        #expect(host.screen == "bax")
        #expect(host.statistics.bodyEvaluations == 2, "the two Prefix bodies; the chain has none")
    }

    @Test("withAnimation and animation modifiers apply changes at once")
    func animationsApplyAtOnce() {
        let switches = Switches()
        struct Animated: View {
            let switches: Switches
            var body: some View {
                Text(switches.flag ? "on" : "off")
                    .animation(.easeInOut, value: switches.flag)
                    .transition(.opacity.combined(with: .slide))
                    .transaction { $0.animation = nil }
            }
        }
        let host = TestHost { Animated(switches: switches) }
        withAnimation(.spring(duration: 0.3)) { switches.flag = false }
        host.update()
        #expect(host.screen == "off")
        #expect(Animation.linear(duration: 2).description == "linear(2.0s)")
        #expect(Animation.spring() == Animation.spring(duration: 0.5))
        #expect(AnyTransition.scale(scale: 0.5, anchor: .top) != .identity)
    }
}
