import Observation
import Testing
@testable import Trellis

/// Programmatic scrolling: `ScrollViewReader`, `.scrollPosition(id:)`,
/// `.scrollTargetLayout()` and `.defaultScrollAnchor(_:)`.
@MainActor
@Suite("Scroll positions")
struct ScrollPositionTests {
    @Observable
    final class Jump {
        var target: Int?
        var anchor: UnitPoint?
    }

    struct LazyReader: View {
        let jump: Jump
        let count: Int
        var body: some View {
            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(alignment: .leading) { ForEach(0..<count) { Text("row \($0)") } }
                }
                .onChange(of: jump.target) { _, target in
                    if let target { proxy.scrollTo(target, anchor: jump.anchor) }
                }
            }
        }
    }

    @Test("scrollTo on ten million rows finds the row in O(1) and puts its anchor point at the viewport's")
    func lazyScrollTo() {
        let jump = Jump()
        let host = TestHost(columns: 20, rows: 4) { LazyReader(jump: jump, count: 10_000_000) }
        let created = host.statistics.nodesCreated
        jump.anchor = .top
        jump.target = 5_000_000
        host.update()
        #expect(host.lines.map { String($0.prefix(11)) } == ["row 5000000", "row 5000001", "row 5000002", "row 5000003"])
        #expect(host.statistics.nodesCreated - created == 4 * 2)
        jump.anchor = .bottom
        jump.target = 9_999_990
        host.update()
        #expect(host.lines.last?.hasPrefix("row 9999990") == true)
        jump.anchor = .center
        jump.target = 100
        host.update()
        #expect(host.lines.map { String($0.prefix(7)) } == ["row 99 ", "row 100", "row 101", "row 102"])
        jump.anchor = nil
        jump.target = 101
        host.update()
        #expect(host.lines.first?.hasPrefix("row 99 ") == true)
        jump.target = 110
        host.update()
        #expect(host.lines.last?.hasPrefix("row 110") == true)
        jump.target = -5
        host.update()
        #expect(host.lines.last?.hasPrefix("row 110") == true)
    }

    struct PlainReader: View {
        let jump: Jump
        var body: some View {
            ScrollViewReader { proxy in
                VStack(alignment: .leading) {
                    Button("last") { proxy.scrollTo("last", anchor: .bottom) }
                    ScrollView {
                        VStack(alignment: .leading) {
                            ForEach(0..<20) { Text("line \($0)") }
                            Text("the end").id("last")
                        }
                    }
                    .frame(height: 3)
                }
                .onChange(of: jump.target) { _, target in
                    if let target { proxy.scrollTo(target, anchor: jump.anchor) }
                }
            }
        }
    }

    @Test("scrollTo in non-lazy content finds a ForEach row or an .id view")
    func plainScrollTo() {
        let jump = Jump()
        let host = TestHost(columns: 20, rows: 4) { PlainReader(jump: jump) }
        host.press(.tab)
        host.press(.return)
        #expect(host.lines.map { String($0.prefix(7)) } == ["[ last ", "line 18", "line 19", "the end"])
        jump.anchor = .top
        jump.target = 3
        host.update()
        #expect(host.lines.map { String($0.prefix(7)) } == ["[ last ", "line 3 ", "line 4 ", "line 5 "])
    }

    @Observable
    final class Position {
        var top: Int?
    }

    struct Positioned: View {
        let position: Position
        let lazy: Bool
        var body: some View {
            @Bindable var position = position
            Group {
                if lazy {
                    ScrollView { LazyVStack(alignment: .leading) { ForEach(0..<1_000) { Text("row \($0)") } } }
                } else {
                    ScrollView {
                        VStack(alignment: .leading) { ForEach(0..<1_000) { Text("row \($0)") } }.scrollTargetLayout()
                    }
                }
            }
            .scrollPosition(id: $position.top)
        }
    }

    @Test("scrollPosition(id:) reports the first row in view as the user scrolls, and jumps when written",
          arguments: [true, false])
    func positionBinding(lazy: Bool) {
        let position = Position()
        let host = TestHost(columns: 20, rows: 4) { Positioned(position: position, lazy: lazy) }
        #expect(position.top == 0)
        host.press(.tab)
        host.press(.pageDown)
        #expect(host.lines.first?.hasPrefix("row 3 ") == true)
        #expect(position.top == 3)
        position.top = 500
        host.update()
        #expect(host.lines.first?.hasPrefix("row 500") == true)
        #expect(position.top == 500)
        host.press(.downArrow)
        #expect(position.top == 501)
    }

    @Observable
    final class Log {
        var lines: [String] = (0..<10).map { "line \($0)" }
    }

    struct Tail: View {
        let log: Log
        let lazy: Bool
        var body: some View {
            Group {
                if lazy {
                    ScrollView { LazyVStack(alignment: .leading) { ForEach(log.lines, id: \.self) { Text($0) } } }
                } else {
                    ScrollView { VStack(alignment: .leading) { ForEach(log.lines, id: \.self) { Text($0) } } }
                }
            }
            .defaultScrollAnchor(.bottom)
        }
    }

    @Test(".defaultScrollAnchor(.bottom) starts at the end and follows it while the log grows, unless scrolled away",
          arguments: [true, false])
    func followsEnd(lazy: Bool) {
        let log = Log()
        let host = TestHost(columns: 20, rows: 3) { Tail(log: log, lazy: lazy) }
        #expect(host.lines.map { String($0.prefix(6)) } == ["line 7", "line 8", "line 9"])
        log.lines.append("line 10")
        host.update()
        #expect(host.lines.last?.hasPrefix("line 10") == true)
        host.press(.tab)
        host.press(.upArrow)
        #expect(host.lines.last?.hasPrefix("line 9 ") == true)
        log.lines.append("line 11")
        host.update()
        #expect(host.lines.last?.hasPrefix("line 9 ") == true)
        host.press(.end)
        log.lines.append("line 12")
        host.update()
        #expect(host.lines.last?.hasPrefix("line 12") == true)
    }
}
