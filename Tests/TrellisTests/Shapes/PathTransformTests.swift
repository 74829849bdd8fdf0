import Foundation
import Testing
@testable import Trellis

/// `Path`'s transforms, `trimmedPath` and `contains`, `CGAffineTransform`
/// (which Linux's Foundation lacks), and the shapes made from a shape's
/// path: trimmed, turned, scaled and moved in the same frame.
@MainActor
@Suite("Path transforms and transformed shapes")
struct PathTransformTests {
    @Test("A transform maps (x, y) to (a·x + c·y + tx, b·x + d·y + ty); translatedBy applies its step first")
    func affineTransform() {
        let transform = CGAffineTransform(translationX: 4, y: 1).rotated(by: .pi / 2)
        let point = CGPoint(x: 1, y: 0).applying(transform)
        #expect(abs(point.x - 4) < 1e-9 && abs(point.y - 2) < 1e-9)
        let back = point.applying(transform.inverted())
        #expect(abs(back.x - 1) < 1e-9 && abs(back.y) < 1e-9)
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGRect(x: 0, y: 0, width: 2, height: 1).applying(CGAffineTransform(scaleX: 2, y: 3))
            == CGRect(x: 0, y: 0, width: 4, height: 3))
    }

    @Test("applying and offsetBy move every point; the add methods take a transform too")
    func applying() {
        let rect = Path(CGRect(x: 0, y: 0, width: 4, height: 2))
        #expect(rect.offsetBy(dx: 3, dy: 1).boundingRect == CGRect(x: 3, y: 1, width: 4, height: 2))
        #expect(rect.applying(CGAffineTransform(scaleX: 2, y: 2)).boundingRect == CGRect(x: 0, y: 0, width: 8, height: 4))
        var moved = Path()
        moved.addRect(CGRect(x: 0, y: 0, width: 4, height: 2), transform: CGAffineTransform(translationX: 3, y: 1))
        #expect(moved == rect.offsetBy(dx: 3, dy: 1))
    }

    @Test("trimmedPath: half of a 4 × 2 rectangle, 12 units round, is the 6 units (0, 0) → (4, 0) → (4, 2)")
    func trimmedPath() {
        let half = Path(CGRect(x: 0, y: 0, width: 4, height: 2)).trimmedPath(from: 0, to: 0.5)
        #expect(half == Path { $0.addLines([.zero, CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 2)]) })
        #expect(Path(CGRect(x: 0, y: 0, width: 4, height: 2)).trimmedPath(from: 0.5, to: 0.5).isEmpty)
    }

    @Test("contains: the nonzero rule fills a hole wound the same way, the even-odd rule leaves it out")
    func contains() {
        var rings = Path()
        rings.addRect(CGRect(x: 0, y: 0, width: 6, height: 6))
        rings.addRect(CGRect(x: 2, y: 2, width: 2, height: 2))
        #expect(rings.contains(CGPoint(x: 3, y: 3)))
        #expect(!rings.contains(CGPoint(x: 3, y: 3), eoFill: true))
        #expect(rings.contains(CGPoint(x: 1, y: 1), eoFill: true))
        #expect(!rings.contains(CGPoint(x: 7, y: 1)))
    }

    @Test("addArc(tangent1End:) rounds a corner: from (0, 0) round (8, 0) towards (8, 4) with radius 2 ends at (8, 2)")
    func tangentArc() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 8, y: 0), tangent2End: CGPoint(x: 8, y: 4), radius: 2)
        let end = path.currentPoint!
        #expect(abs(end.x - 8) < 1e-9 && abs(end.y - 2) < 1e-9)
        #expect(path.elements[1] == .line(CGPoint(x: 6, y: 0)))
    }

    @Test("A trimmed circle strokes part of its outline, from its trailing point clockwise (a progress ring)")
    func trimmedCircle() {
        let host = TestHost(columns: 12, rows: 6) {
            Circle().trim(from: 0, to: 0.5).stroke(.blue).frame(width: 12, height: 6)
        }
        #expect(host.lines == [
            "", "", "",
            "│          │",
            "╲╲        ╱│",
            " ╲╲─────╱╱╱",
        ])
    }

    @Test("A rectangle turned 45° is a diamond (a row counts as two columns while it turns); a moved circle is cut at its frame")
    func turnedAndMoved() {
        let diamond = TestHost(columns: 12, rows: 6) {
            Rectangle().rotation(.degrees(45)).scale(0.7).fill().frame(width: 12, height: 6)
        }
        #expect(diamond.lines == [
            "     ██",
            "   ██████",
            " ██████████",
            " ██████████",
            "   ██████",
            "     ██",
        ])
        let moved = TestHost(columns: 12, rows: 6) { Circle().offset(x: 3, y: 0).fill().frame(width: 12, height: 6) }
        #expect(moved.lines == [
            "      ██████",
            "    ████████",
            "   █████████",
            "   █████████",
            "    ████████",
            "      ██████",
        ])
    }
}
