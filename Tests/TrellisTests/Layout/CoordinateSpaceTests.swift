import Testing
@testable import Trellis

/// Named coordinate spaces: `.coordinateSpace(name:)` and
/// `.coordinateSpace(_:)`, read by `GeometryProxy.frame(in:)`,
/// `.onGeometryChange` and the gestures, in cells.
@MainActor
@Suite("Coordinate spaces")
struct CoordinateSpaceTests {
    /// A reader's origin in `space` as "column,row".
    static func origin(_ proxy: GeometryProxy, in space: CoordinateSpace) -> String {
        let frame = proxy.frame(in: space)
        return "\(Int(frame.minX)),\(Int(frame.minY))"
    }

    @Test("A reader's frame is answered in its own space, the screen's, the nearest view with the name, and the screen's for an unknown name")
    func namedFrames() {
        let host = TestHost(columns: 20, rows: 8) {
            VStack(alignment: .leading, spacing: 0) {
                Text("screen")
                VStack(alignment: .leading, spacing: 0) {
                    Text("top")
                    HStack(alignment: .top, spacing: 0) {
                        Text("ab")
                        GeometryReader { proxy in
                            let bounds = proxy.bounds(of: .named("row")) ?? .zero
                            VStack(alignment: .leading, spacing: 0) {
                                Text("local \(Self.origin(proxy, in: .local))")
                                Text("global \(Self.origin(proxy, in: .global))")
                                Text("outer \(Self.origin(proxy, in: .named("outer")))")
                                Text("row \(Self.origin(proxy, in: .named("row")))")
                                Text("none \(Self.origin(proxy, in: .named("none")))")
                                Text("bounds \(Int(bounds.minX)),\(Int(bounds.minY)) \(Int(bounds.width))x\(Int(bounds.height))")
                            }
                        }
                    }
                    .coordinateSpace(.named("row"))
                }
                .coordinateSpace(name: "outer")
            }
        }
        #expect(
            host.screen == """
                screen
                top
                ablocal 0,0
                  global 2,2
                  outer 2,1
                  row 2,0
                  none 2,2
                  bounds -2,0 20x6
                """)
    }

    /// A list whose fourth row reads where it is in the scroll view's
    /// space, the screen's and the scroll view's own `.scrollView`.
    struct ScrolledReader: View {
        static func row(_ proxy: GeometryProxy) -> String {
            let named = Int(proxy.frame(in: .named("scroll")).minY)
            let global = Int(proxy.frame(in: .global).minY)
            let scrollView = Int(proxy.frame(in: .scrollView).minY)
            let horizontal = Int(proxy.frame(in: .scrollView(axis: .horizontal)).minY)
            return "n\(named) g\(global) s\(scrollView) h\(horizontal)"
        }

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("title")
                ScrollView(showsIndicators: false) {
                    VStack(alignment: .leading, spacing: 0) {
                        Text("row 0")
                        Text("row 1")
                        Text("row 2")
                        GeometryReader { proxy in Text(Self.row(proxy)) }
                            .frame(height: 1)
                        ForEach(4..<10, id: \.self) { Text("row \($0)") }
                    }
                }
                .coordinateSpace(name: "scroll")
            }
        }
    }

    @Test("A reader in scrolled content reads its place in the scroll view's named space, and reads it again as the view scrolls")
    func readerScrolls() {
        let host = TestHost(columns: 14, rows: 5) { ScrolledReader() }
        #expect(
            host.screen == """
                title
                row 0
                row 1
                row 2
                n3 g4 s3 h4
                """)
        host.send(Array("\u{1B}[<65;2;3M".utf8))  // the wheel, down: three rows
        #expect(
            host.screen == """
                title
                n0 g1 s0 h1
                row 4
                row 5
                row 6
                """)
    }

    /// A header that follows how far its scroll view scrolled, measured
    /// with `.onGeometryChange` in the scroll view's space: the parallax
    /// and sticky headers of SwiftUI samples.
    struct FollowingHeader: View {
        let log: EventLog
        @State private var top: CGFloat = 0

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("scrolled \(Int(-top))")
                ScrollView(showsIndicators: false) {
                    VStack(alignment: .leading, spacing: 0) {
                        ForEach(0..<10, id: \.self) { Text("row \($0)") }
                    }
                    .onGeometryChange(for: CGFloat.self, of: { $0.frame(in: .named("scroll")).minY }) { minY in
                        log("minY \(Int(minY))")
                        top = minY
                    }
                }
                .coordinateSpace(.named("scroll"))
            }
        }
    }

    @Test("onGeometryChange reads a frame in a named space and runs again, in the same frame, when scrolling moves it")
    func geometryChangeInNamedSpace() {
        let log = EventLog()
        let host = TestHost(columns: 12, rows: 4) { FollowingHeader(log: log) }
        #expect(log.take() == ["minY 0"])
        #expect(
            host.screen == """
                scrolled 0
                row 0
                row 1
                row 2
                """)
        host.send(Array("\u{1B}[<65;2;3M".utf8))
        #expect(log.take() == ["minY -3"])
        #expect(
            host.screen == """
                scrolled 3
                row 3
                row 4
                row 5
                """)
    }

    @Test("Taps, spatial taps and drags report their locations in a named space")
    func gesturesInNamedSpace() {
        let log = EventLog()
        let board: NamedCoordinateSpace = .named("board")
        let host = TestHost(columns: 12, rows: 2) {
            VStack(alignment: .leading, spacing: 0) {
                Text("title")
                HStack(spacing: 0) {
                    Text("ab").onTapGesture(coordinateSpace: .named("board")) { location in
                        log("click \(Int(location.x)),\(Int(location.y))")
                    }
                    Text("XY").gesture(
                        SpatialTapGesture(coordinateSpace: .named("board")).onEnded { value in
                            log("tap \(Int(value.location.x)),\(Int(value.location.y))")
                        })
                    Text("ZZ").gesture(
                        DragGesture(minimumDistance: 0, coordinateSpace: board).onEnded { value in
                            log(
                                "drag \(Int(value.startLocation.x)),\(Int(value.startLocation.y))"
                                    + " → \(Int(value.location.x)),\(Int(value.location.y))")
                        })
                }
                .coordinateSpace(name: "board")
            }
        }
        host.click(column: 1, row: 1)
        host.click(column: 3, row: 1)
        host.drag(from: (column: 4, row: 1), to: (column: 9, row: 1))
        #expect(log.take() == ["click 1,0", "tap 3,0", "drag 4,0 → 9,0"])
    }
}
