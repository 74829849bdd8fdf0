import Testing
@testable import Trellis

/// Shapes drawn in cells: fills, strokes, the round ones, and the modifiers
/// that take a shape.
@MainActor
@Suite("Shapes")
struct ShapeTests {
    @Test("Strokes: a rectangle in single lines, heavy from a width of 2, rounded shapes rounded, a dash dashed")
    func strokes() {
        let host = TestHost(columns: 8, rows: 12) {
            VStack(spacing: 0) {
                Rectangle().stroke(.primary).frame(width: 6, height: 3)
                Rectangle().stroke(.primary, lineWidth: 2).frame(width: 6, height: 3)
                RoundedRectangle(cornerRadius: 8).stroke(lineWidth: 1).frame(width: 6, height: 3)
                Capsule().stroke(.gray, style: StrokeStyle(lineWidth: 1, dash: [2])).frame(width: 6, height: 3)
            }
        }
        #expect(
            host.screen == """
                ┌────┐
                │    │
                └────┘
                ┏━━━━┓
                ┃    ┃
                ┗━━━━┛
                ╭────╮
                │    │
                ╰────╯
                ╭╌╌╌╌╮
                ╎    ╎
                ╰╌╌╌╌╯
                """)
        #expect(host.cell(column: 1, row: 9).foreground == .gray)
    }

    @Test("A filled circle is the cells inside it, two columns a row, centred; one row high it is a ●")
    func circles() {
        let host = TestHost(columns: 12, rows: 5) {
            VStack(alignment: .leading, spacing: 0) {
                Circle().frame(width: 10, height: 3)
                Circle().fill(.green).frame(width: 1, height: 1)
                Ellipse().fill(.primary).frame(width: 4, height: 1)
            }
        }
        #expect(host.screen == "   ████\n  ██████\n   ████\n●\n●●●●")
        #expect(host.cell(column: 0, row: 3).foreground == .green)
    }

    @Test("A fill in a colour paints backgrounds, so text over it keeps the colour")
    func colouredFill() {
        let host = TestHost(columns: 8, rows: 1) {
            Text("NEW").padding(.horizontal).background(.green, in: Capsule())
        }
        #expect(host.screen == " NEW")
        #expect(host.colorMap(columns: 8, rows: 1, legend: [.green: "g"]) == "ggggg...")
    }

    @Test("An overlaid stroke frames padded content; clipShape clips, cornerRadius and contentShape change nothing")
    func modifiers() {
        let host = TestHost(columns: 10, rows: 4) {
            VStack(spacing: 0) {
                Text("Note").padding(1).overlay(RoundedRectangle(cornerRadius: 6).stroke(.gray))
                HStack(spacing: 0) {
                    Text("abcdef").fixedSize().frame(width: 4).clipShape(.rect(cornerRadius: 3)).cornerRadius(2)
                        .contentShape(Rectangle())
                    Text("|")
                }
            }
        }
        #expect(host.screen == "╭────╮\n│Note│\n╰────╯\nbcde|")
    }

    struct Status: View {
        @State var isOnline = false
        var body: some View {
            HStack {
                Circle().fill(isOnline ? Color.green : Color.gray).frame(width: 1, height: 1)
                Button("Toggle") { isOnline.toggle() }
            }
        }
    }

    @Test("A shape whose style comes from state is drawn again when the state changes")
    func stateDriven() {
        let host = TestHost(columns: 14, rows: 1) { Status() }
        #expect(host.screen == "● [ Toggle ]")
        #expect(host.cell(column: 0, row: 0).foreground == .gray)
        host.click(column: 4, row: 0)
        #expect(host.cell(column: 0, row: 0).foreground == .green)
    }
}
