import Testing
@testable import Trellis

/// `.onTapGesture` with the clicked location, and `.onLongPressGesture`
/// mapped to a right click.
@MainActor
@Suite("Tap location and long press")
struct GestureLocationTests {
    @Test("The tap location is the clicked cell: from the view's corner locally, from the screen's globally")
    func tapLocation() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 3) {
            VStack(alignment: .leading) {
                Text("top")
                HStack {
                    Text("pad")
                    Text("target")
                        .onTapGesture { location in log("local \(Int(location.x)),\(Int(location.y))") }
                }
                Text("global")
                    .onTapGesture(count: 2, coordinateSpace: .global) { location in
                        log("global \(Int(location.x)),\(Int(location.y))")
                    }
            }
        }
        host.click(column: 6, row: 1)
        host.click(column: 3, row: 2)
        host.click(column: 3, row: 2)
        #expect(log.take() == ["local 2,0", "global 3,2"])
    }

    @Test("A right click runs the long press between onPressingChanged(true) and (false); a plain click does not")
    func longPress() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 2) {
            VStack(alignment: .leading) {
                Text("photo")
                    .onLongPressGesture(minimumDuration: 1, maximumDistance: 4) {
                        log("long press")
                    } onPressingChanged: { pressing in
                        log("pressing \(pressing)")
                    }
                Text("other").onLongPressGesture { log("other") }.disabled(true)
            }
        }
        host.click(column: 1, row: 0)
        #expect(log.take() == [])
        host.rightClick(column: 1, row: 0)
        #expect(log.take() == ["pressing true", "long press", "pressing false"])
        host.rightClick(column: 1, row: 1)
        #expect(log.take() == [])
    }
}
