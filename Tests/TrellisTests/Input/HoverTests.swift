import Testing
@testable import Trellis

/// `.onHover` and `.onContinuousHover`: the pointer's motion, reported by
/// the terminal while a view listens.
@MainActor
@Suite("Hover")
struct HoverTests {
    struct Menu: View {
        let log: EventLog
        @State private var hovered: String?

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(["Open", "Save"], id: \.self) { item in
                    Text(hovered == item ? "> \(item)" : "  \(item)")
                        .onHover { inside in
                            log("\(item) \(inside)")
                            if inside {
                                hovered = item
                            } else if hovered == item {
                                hovered = nil
                            }
                        }
                }
                Text("  Quit")
            }
            .onHover { log("menu \($0)") }
        }
    }

    @Test("Entering a view calls it with true, outermost first; leaving it with false before the next view enters")
    func entersAndLeaves() {
        let log = EventLog()
        let host = TestHost(columns: 12, rows: 4) { Menu(log: log) }
        #expect(host.session.graph.hover.listeners == 3)
        #expect(host.lines == ["  Open", "  Save", "  Quit"])

        host.hover(column: 3, row: 0)
        #expect(log.take() == ["menu true", "Open true"])
        #expect(host.lines == ["> Open", "  Save", "  Quit"])

        host.hover(column: 4, row: 0)
        #expect(log.take() == [])

        host.hover(column: 3, row: 1)
        #expect(log.take() == ["Open false", "Save true"])
        #expect(host.lines == ["  Open", "> Save", "  Quit"])

        host.hover(column: 3, row: 2)
        #expect(log.take() == ["Save false"])
        host.hover(column: 10, row: 3)
        #expect(log.take() == ["menu false"])
        #expect(host.lines == ["  Open", "  Save", "  Quit"])
    }

    struct Ruler: View {
        let log: EventLog
        var body: some View {
            VStack(spacing: 0) {
                Text("header")
                Text("0123456789")
                    .onContinuousHover { phase in
                        switch phase {
                        case .active(let point): log("at \(Int(point.x)),\(Int(point.y))")
                        case .ended: log("ended")
                        }
                    }
                    .onContinuousHover(coordinateSpace: .global) { phase in
                        if case .active(let point) = phase { log("global \(Int(point.x)),\(Int(point.y))") }
                    }
            }
        }
    }

    @Test("A continuous hover hears each new cell in its space, local or global, and .ended when the pointer leaves")
    func continuous() {
        let log = EventLog()
        let host = TestHost(columns: 10, rows: 3) { Ruler(log: log) }
        host.hover(column: 2, row: 1)
        #expect(log.take() == ["global 2,1", "at 2,0"])
        host.hover(column: 2, row: 1)
        #expect(log.take() == [])
        host.hover(column: 7, row: 1)
        #expect(log.take() == ["global 7,1", "at 7,0"])
        host.hover(column: 7, row: 0)
        #expect(log.take() == ["ended"])
    }

    struct Toggled: View {
        let log: EventLog
        @State var shows = true
        var body: some View {
            VStack(spacing: 0) {
                if shows {
                    Text("tip").onHover { log("tip \($0)") }
                }
                Button("hide") { shows = false }
            }
        }
    }

    @Test("A hovered view that leaves the screen stops listening without a call; no listener means no hover work")
    func removedWhileHovered() {
        let log = EventLog()
        let host = TestHost(columns: 10, rows: 3) { Toggled(log: log) }
        #expect(host.lines == ["  tip", "[ hide ]"])
        host.hover(column: 4, row: 0)
        #expect(log.take() == ["tip true"])
        #expect(host.session.graph.hover.hovered.count == 1)
        host.click(column: 3, row: 1)
        #expect(host.lines == ["[ hide ]"])
        #expect(host.session.graph.hover.listeners == 0)
        #expect(host.session.graph.hover.hovered.isEmpty)
        host.hover(column: 4, row: 0)
        #expect(log.take() == [])
    }

    @Test("A motion report from the terminal (SGR, button code 35) moves the pointer")
    func motionReport() {
        let log = EventLog()
        let host = TestHost(columns: 12, rows: 4) { Menu(log: log) }
        host.send(Array("\u{1B}[<35;4;2M".utf8))
        #expect(log.take() == ["menu true", "Save true"])
        #expect(host.lines == ["  Open", "> Save", "  Quit"])
    }
}
