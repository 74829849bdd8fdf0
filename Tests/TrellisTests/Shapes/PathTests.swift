import Foundation
import Testing
@testable import Trellis

/// Custom shapes: a `path(in:)` given the frame (a column one unit wide, a
/// row one unit high), filled where a cell's centre is inside and stroked
/// with `─ │ ╱ ╲` by slope.
@MainActor
@Suite("Paths and custom shapes")
struct PathTests {
    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            var path = Path()
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
            return path
        }
    }

    @Test("A custom shape written as SwiftUI's samples write it fills the cells whose centre is inside")
    func triangleFill() {
        let host = TestHost(columns: 9, rows: 4) { Triangle().frame(width: 9, height: 4) }
        #expect(host.screen == "    █\n   ███\n  █████\n ███████")
    }

    @Test("Its stroke draws ╲ down the right side, ─ along the bottom and ╱ back up the left, each line over the one before")
    func triangleStroke() {
        let host = TestHost(columns: 9, rows: 4) { Triangle().stroke(lineWidth: 1).frame(width: 9, height: 4) }
        #expect(host.screen == "   ╱╱╲\n  ╱╱ ╲╲\n ╱╱   ╲╲\n─╱──────╲")
    }

    @Test("A fill in a colour paints the cells' background; a path is a shape itself")
    func coloredPath() {
        let host = TestHost(columns: 4, rows: 2) {
            Path { path in
                path.addRect(CGRect(x: 1, y: 0, width: 2, height: 2))
            }
            .fill(Color.red)
        }
        #expect((0..<4).map { host.cell(column: $0, row: 0).background } == [nil, .red, .red, nil])
    }

    @Test("Lines, curves and arcs: the bounding rectangle holds control points, the current point follows closes")
    func building() {
        var path = Path()
        #expect(path.isEmpty && path.currentPoint == nil && path.boundingRect.isNull)
        path.move(to: CGPoint(x: 1, y: 1))
        path.addQuadCurve(to: CGPoint(x: 5, y: 1), control: CGPoint(x: 3, y: 4))
        path.addLine(to: CGPoint(x: 5, y: 0))
        #expect(path.currentPoint == CGPoint(x: 5, y: 0))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
        #expect(path.boundingRect == CGRect(x: 1, y: 0, width: 4, height: 4))

        var arc = Path()
        arc.addArc(center: CGPoint(x: 4, y: 4), radius: 4, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        let end = arc.currentPoint!
        #expect(abs(end.x - 4) < 1e-9 && abs(end.y - 8) < 1e-9)
    }

    @Test("The built-in shapes answer path(in:): a rectangle's outline, a circle centred in a square")
    func builtInPaths() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 4)
        #expect(Rectangle().path(in: rect).boundingRect == rect)
        #expect(Circle().path(in: rect).boundingRect.width.rounded() == 4)
        #expect(Ellipse().path(in: rect).boundingRect.width.rounded() == 10)
        #expect(Capsule().path(in: rect).boundingRect == rect)
    }
}
