import Foundation
import Testing
@testable import Trellis

@MainActor
@Suite("Gestures")
struct GestureTests {
    /// A knob dragged along a track: `@GestureState` follows the drag, the
    /// release commits it, as SwiftUI's samples write it.
    struct Knob: View {
        let log: EventLog
        var minimumDistance: CGFloat = 10
        @State private var position = 0.0
        @GestureState private var drag = CGSize.zero

        var body: some View {
            Text("◆")
                .offset(x: position + drag.width)
                .gesture(
                    DragGesture(minimumDistance: minimumDistance)
                        .updating($drag) { value, state, _ in state = value.translation }
                        .onChanged { value in log("changed \(Int(value.translation.width))") }
                        .onEnded { value in
                            log("ended \(Int(value.translation.width)) from \(Int(value.startLocation.x))")
                            position += value.translation.width
                        }
                )
        }
    }

    @Test("A drag reports each cell it moves, the gesture state follows it and goes back at the release, which commits")
    func dragKnob() {
        let log = EventLog()
        let host = TestHost(columns: 10, rows: 1) { Knob(log: log) }
        #expect(host.screen == "◆")
        host.drag(from: (column: 0, row: 0), to: (column: 4, row: 0))
        #expect(log.take() == ["changed 1", "changed 2", "changed 3", "changed 4", "ended 4 from 0"])
        #expect(host.screen == "    ◆")
        host.drag(from: (column: 4, row: 0), to: (column: 2, row: 0))
        #expect(log.take() == ["changed -1", "changed -2", "ended -2 from 4"])
        #expect(host.screen == "  ◆")
    }

    @Test("A minimum distance of 0 starts the drag when the button goes down; a click without a move ends it in place")
    func zeroDistance() {
        let log = EventLog()
        let host = TestHost(columns: 10, rows: 1) { Knob(log: log, minimumDistance: 0) }
        host.drag(from: (column: 0, row: 0), to: (column: 0, row: 0))
        #expect(log.take() == ["changed 0", "ended 0 from 0"])
        host.drag(from: (column: 0, row: 0), to: (column: 1, row: 0))
        #expect(log.take() == ["changed 0", "changed 1", "ended 1 from 0"])
        #expect(host.screen == " ◆")
    }

    @Test("A click that does not move is not a drag with the default distance; a drag that comes back to its start still ends")
    func clickIsNoDrag() {
        let log = EventLog()
        let host = TestHost(columns: 10, rows: 1) { Knob(log: log) }
        host.click(column: 0, row: 0)
        #expect(log.take() == [])
        host.drag(from: (column: 0, row: 0), to: (column: 2, row: 0))
        host.drag(from: (column: 2, row: 0), to: (column: 3, row: 0))
        #expect(log.take() == ["changed 1", "changed 2", "ended 2 from 0", "changed 1", "ended 1 from 2"])
    }

    struct Taps: View {
        let log: EventLog
        var body: some View {
            VStack(alignment: .leading) {
                Text("double")
                    .gesture(TapGesture(count: 2).onEnded { log("double") })
                    .onTapGesture { log("single outside") }
                Text("where")
                    .padding(.leading, 2)
                    .gesture(SpatialTapGesture().onEnded { log("local \(Int($0.location.x)),\(Int($0.location.y))") })
                Text("global")
                    .padding(.leading, 3)
                    .gesture(SpatialTapGesture(coordinateSpace: .global).onEnded { log("global \(Int($0.location.x)),\(Int($0.location.y))") })
                Text("press")
                    .gesture(LongPressGesture().onChanged { log("pressing \($0)") }.onEnded { log("long \($0)") })
                Text("both")
                    .gesture(TapGesture().onEnded { log("tap") }.simultaneously(with: LongPressGesture().onEnded { _ in log("long") }))
                Text("either")
                    .gesture(
                        TapGesture(count: 2).map { "double" }.exclusively(before: TapGesture().map { "single" })
                            .onEnded { value in
                                switch value {
                                case .first(let name), .second(let name): log(name)
                                }
                            })
                Text("off").gesture(TapGesture().onEnded { log("disabled tapped") }).disabled(true)
                Text("pinch").gesture(MagnifyGesture().onChanged { _ in log("pinched") }.simultaneously(with: RotateGesture()))
            }
        }
    }

    @Test("Taps count in series, a spatial tap reports its cell, a long press is a right click, and composed gestures route to each side")
    func taps() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 8) { Taps(log: log) }
        host.click(column: 1, row: 0)
        host.click(column: 1, row: 0)
        #expect(log.take() == ["single outside", "double"])
        host.advance(by: .seconds(1))

        host.click(column: 4, row: 1)
        host.click(column: 5, row: 2)
        #expect(log.take() == ["local 4,0", "global 5,2"])

        host.rightClick(column: 0, row: 3)
        #expect(log.take() == ["pressing true", "long true"])

        host.click(column: 0, row: 4)
        host.rightClick(column: 0, row: 4)
        #expect(log.take() == ["tap", "long"])
        host.advance(by: .seconds(1))

        host.click(column: 0, row: 5)
        host.click(column: 0, row: 5)
        #expect(log.take() == ["single", "double"])
        host.advance(by: .seconds(1))

        host.click(column: 0, row: 6)
        host.click(column: 0, row: 7)
        host.rightClick(column: 0, row: 7)
        #expect(log.take() == [])
    }

    /// A gesture of the app's own, made of others in `body`.
    struct Archive: Gesture {
        let log: EventLog
        var body: some Gesture {
            DragGesture().onEnded { value in
                if value.translation.width <= -3 { log("archived") }
            }
        }
    }

    @Test("A gesture of the app's own runs its body's gesture")
    func customGesture() {
        let log = EventLog()
        let host = TestHost(columns: 10, rows: 1) {
            Text("swipe me").gesture(Archive(log: log))
        }
        host.drag(from: (column: 6, row: 0), to: (column: 1, row: 0))
        #expect(log.take() == ["archived"])
    }
}
