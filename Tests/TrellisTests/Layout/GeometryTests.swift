import Testing
@testable import Trellis

/// `GeometryReader` and `onGeometryChange`: views that read the size and
/// position layout gave them.
@MainActor
@Suite("Geometry")
struct GeometryTests {
    @Test("GeometryReader takes the space it is offered and builds its content from that size")
    func reader() {
        let host = TestHost(columns: 12, rows: 4) {
            VStack(alignment: .leading, spacing: 0) {
                Text("header")
                GeometryReader { proxy in
                    Text("\(Int(proxy.size.width))×\(Int(proxy.size.height)) at \(Int(proxy.frame(in: .global).minY))")
                }
            }
        }
        #expect(
            host.screen == """
                header
                12×3 at 1
                """)
    }

    @Test("GeometryReader builds its content again when its size changes")
    func readerResize() {
        let handle = StateHandle<Int>()
        struct Resizing: View {
            let handle: StateHandle<Int>
            @State private var width = 4
            var body: some View {
                let _ = handle.bind($width)
                GeometryReader { proxy in
                    Text(String(repeating: "=", count: Int(proxy.size.width)))
                }
                .frame(width: CGFloat(width), height: 1)
            }
        }
        let host = TestHost(columns: 12, rows: 1) { Resizing(handle: handle) }
        #expect(host.screen == "====")
        handle.value = 9
        host.update()
        #expect(host.screen == "=========")
    }

    struct Measured: View {
        let log: EventLog
        let handle: StateHandle<String>
        @State private var title = "short"
        @State private var width: CGFloat = 0
        var body: some View {
            let _ = handle.bind($title)
            VStack(alignment: .leading) {
                Text(title)
                    .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { newWidth in
                        log("width \(Int(newWidth))")
                        width = newWidth
                    }
                Text("measured \(Int(width))")
            }
        }
    }

    @Test("onGeometryChange runs with the first value, then on every change, and its writes show in the same frame")
    func geometryChange() {
        let log = EventLog()
        let handle = StateHandle<String>()
        let host = TestHost(columns: 20, rows: 2) { Measured(log: log, handle: handle) }
        #expect(log.events == ["width 5"])
        #expect(
            host.screen == """
                short
                measured 5
                """)
        handle.value = "a longer one"
        host.update()
        #expect(log.events == ["width 5", "width 12"])
        #expect(
            host.screen == """
                a longer one
                measured 12
                """)
        handle.value = "same length!"
        host.update()
        #expect(log.events == ["width 5", "width 12"])
    }

    @Test("onGeometryChange with old and new values reports moves on screen")
    func geometryMove() {
        let log = EventLog()
        let handle = StateHandle<Int>()
        struct Moving: View {
            let log: EventLog
            let handle: StateHandle<Int>
            @State private var rows = 0
            var body: some View {
                let _ = handle.bind($rows)
                VStack(alignment: .leading) {
                    ForEach(0..<rows, id: \.self) { Text("row \($0)") }
                    Text("tracked")
                        .onGeometryChange(for: Int.self, of: { Int($0.frame(in: .global).minY) }) { old, new in
                            log("\(old) → \(new)")
                        }
                }
            }
        }
        let host = TestHost(columns: 20, rows: 5) { Moving(log: log, handle: handle) }
        handle.value = 2
        host.update()
        #expect(log.events == ["0 → 0", "0 → 2"])
    }
}
