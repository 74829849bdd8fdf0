import Observation
import Testing
@testable import Trellis

@MainActor
@Suite("zIndex")
struct ZIndexTests {
    @Observable
    final class Order {
        var frontIndex = 1.0
    }

    struct Stack: View {
        let order: Order
        let log: EventLog
        var body: some View {
            ZStack(alignment: .topLeading) {
                Button("front button") { log("front") }.zIndex(order.frontIndex).padding(0)
                Button("back") { log("back") }
            }
        }
    }

    @Test("A higher zIndex draws on top and takes the click; a change of index reorders the drawing")
    func ordersDrawingAndClicks() {
        let order = Order()
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 1) { Stack(order: order, log: log) }
        #expect(host.screen == "[ front button ]")
        host.click(column: 2, row: 0)
        #expect(log.take() == ["front"])

        order.frontIndex = -1
        host.update()
        #expect(host.screen == "[ back ]button ]")
        host.click(column: 2, row: 0)
        #expect(log.take() == ["back"])
    }

    @Test("Without zIndex, later views are drawn on top, as written")
    func defaultOrder() {
        let host = TestHost(columns: 10, rows: 1) {
            ZStack(alignment: .leading) {
                Text("aaaaaa")
                Text("bb")
            }
        }
        #expect(host.screen == "bbaaaa")
    }
}
