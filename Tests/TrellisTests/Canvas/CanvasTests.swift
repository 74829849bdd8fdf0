import Foundation
import Testing
@testable import Trellis

/// `Canvas` and `GraphicsContext`: SwiftUI's drawing code, measured in
/// cells (x counts columns, y rows), filled by cell centres, stroked with
/// `─ │ ╱ ╲` by slope, text placed at the cell of its anchor point.
@MainActor
@Suite("Canvas")
struct CanvasTests {
    @Test("Apple's example, an ellipse stroked at the canvas's size, draws its outline by slope")
    func strokedEllipse() {
        let host = TestHost(columns: 12, rows: 5) {
            Canvas { context, size in
                context.stroke(
                    Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green), lineWidth: 4)
            }
        }
        #expect(host.lines == [
            " ╱╱╱─────╲╲",
            "│╱        ╲╲",
            "│          │",
            "╲╲        ╱│",
            " ╲╲─────╱╱╱",
        ])
        #expect(host.cell(column: 0, row: 2).foreground == .green)
    }

    @Test("An ellipse filled with a linear gradient paints each cell inside in the colour at its centre")
    func gradientEllipse() {
        let host = TestHost(columns: 10, rows: 3) {
            Canvas { context, size in
                context.fill(
                    Path(ellipseIn: CGRect(origin: .zero, size: size)),
                    with: .linearGradient(
                        Gradient(colors: [.red, .blue]), startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
            }
        }
        let middleRow = (0..<10).map { host.cell(column: $0, row: 1).background }
        #expect(middleRow.allSatisfy { $0 != nil })
        #expect(middleRow.first == Color.red.mix(with: .blue, by: 0.05))
        #expect(middleRow.last == Color.red.mix(with: .blue, by: 0.95))
        #expect(host.cell(column: 0, row: 0).background == nil)   // outside the ellipse
    }

    @Test("A bar chart: rectangles filled by cell centres, a colour paints backgrounds, a label drawn over them")
    func barChart() {
        let values: [CGFloat] = [2, 4, 3, 5]
        let host = TestHost(columns: 12, rows: 6) {
            Canvas { context, size in
                for (index, value) in values.enumerated() {
                    let bar = CGRect(x: CGFloat(index) * 3, y: size.height - value, width: 2, height: value)
                    context.fill(Path(bar), with: index == 3 ? .color(.blue) : .foreground)
                }
                context.draw(Text("Sales"), at: .zero, anchor: .topLeading)
            }
        }
        #expect(host.lines == [
            "Sales",
            "",
            "   ██",
            "   ██ ██",
            "██ ██ ██",
            "██ ██ ██",
        ])
        #expect((8..<12).map { host.cell(column: $0, row: 1).background } == [nil, .blue, .blue, nil])
    }

    @Test("A sparkline: move(to:) and addLine(to:) stroked with the glyph of each line's slope")
    func sparkline() {
        let values: [CGFloat] = [1, 3, 2, 4, 0, 2]
        let host = TestHost(columns: 12, rows: 4) {
            Canvas { context, size in
                var path = Path()
                for (index, value) in values.enumerated() {
                    let point = CGPoint(x: CGFloat(index) * 2, y: size.height - value)
                    if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
                context.stroke(path, with: .color(.green))
            }
        }
        #expect(host.lines == [
            "     ╱╱",
            " ╱╱╲╱╱│",
            "╱╱  ╲  │ ╱╱",
            "╱      ││╱",
        ])
    }

    @Test("Text is placed at the cell of its anchor point: 'Hello' centred at (6, 1.5) has its middle letter in column 6")
    func textAnchors() {
        let host = TestHost(columns: 12, rows: 3) {
            Canvas { context, size in
                context.draw(Text("Hello"), at: CGPoint(x: size.width / 2, y: size.height / 2))
                context.draw(Text("R").foregroundColor(.red), at: CGPoint(x: size.width, y: size.height), anchor: .bottomTrailing)
                context.draw(Text("wrapped words"), in: CGRect(x: 0, y: 0, width: 7, height: 1))
            }
        }
        #expect(host.lines == ["wrappe…", "    Hello", "           R"])
        #expect(host.cell(column: 11, row: 2).foreground == .red)
    }

    @Test("The transform moves paths and where text goes: translated to (6, 3) and turned 90°, a line along x points down")
    func transform() {
        let host = TestHost(columns: 12, rows: 6) {
            Canvas { context, _ in
                context.translateBy(x: 6, y: 3)
                context.rotate(by: .degrees(90))
                context.stroke(Path { $0.addLines([.zero, CGPoint(x: 3, y: 0)]) }, with: .foreground)
                context.draw(Text("x"), at: .zero)
            }
        }
        #expect(host.lines == ["", "", "", "      x", "      │", "      │"])
    }

    @Test("A clip keeps later drawing to the cells inside its path; a copy's state ends with the copy")
    func clipAndCopies() {
        let host = TestHost(columns: 6, rows: 2) {
            Canvas { context, size in
                context.drawLayer { layer in
                    layer.clip(to: Path(CGRect(x: 0, y: 0, width: 2, height: size.height)))
                    #expect(layer.clipBoundingRect == CGRect(x: 0, y: 0, width: 2, height: 2))
                    layer.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
                }
                var faded = context
                faded.opacity = 0
                faded.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
                context.fill(Path(CGRect(x: 4, y: 0, width: 2, height: 1)), with: .color(.green))
            }
        }
        #expect((0..<6).map { host.cell(column: $0, row: 0).background } == [.red, .red, nil, nil, .green, .green])
        #expect((0..<6).map { host.cell(column: $0, row: 1).background } == [.red, .red, nil, nil, nil, nil])
    }

    /// What the test changes: a label over the canvas, the colour around it.
    @Observable
    final class Model {
        var badge = "a"
        var color = Color.red
        var runs = 0
    }

    /// A canvas with no inputs, so that only its environment reaches it.
    struct Chart: View {
        let model: Model

        var body: some View {
            Canvas { context, size in
                model.runs += 1
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .foreground)
            }
        }
    }

    struct Dashboard: View {
        let model: Model

        var body: some View {
            ZStack(alignment: .topLeading) {
                Chart(model: model)
                Text(model.badge)
            }
            .foregroundStyle(model.color)
        }
    }

    @Test("The renderer runs when the canvas is drawn at a new size or its environment changes, not at every frame that draws it")
    func rendersOnlyWhenNeeded() {
        let model = Model()
        let host = TestHost(columns: 4, rows: 2) { Dashboard(model: model) }
        #expect(model.runs == 1)
        #expect(host.lines == ["a"])
        #expect(host.cell(column: 3, row: 1).background == .red)
        model.badge = "b"
        host.update()
        #expect(host.lines == ["b"])
        #expect(host.cell(column: 0, row: 0).background == .red)
        #expect(model.runs == 1)
        model.color = .blue
        host.update()
        #expect(model.runs == 2)
        #expect(host.cell(column: 3, row: 1).background == .blue)
        host.resize(columns: 6, rows: 2)
        #expect(model.runs == 3)
        #expect(host.cell(column: 5, row: 1).background == .blue)
    }
}
