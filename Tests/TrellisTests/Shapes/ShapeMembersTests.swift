import Testing
@testable import Trellis

@MainActor
@Suite("Shape shorthands, AnyShape, uneven corners, and a stroke over a fill")
struct ShapeMembersTests {
    @Test("AnyShape draws as the shape it wraps; an uneven rectangle with a rounded corner draws rounded, without one square")
    func erasedAndUneven() {
        let host = TestHost(columns: 5, rows: 9) {
            VStack(spacing: 0) {
                AnyShape(RoundedRectangle(cornerRadius: 4)).stroke(.white).frame(width: 5, height: 3)
                UnevenRoundedRectangle(topLeadingRadius: 6).stroke(.white).frame(width: 5, height: 3)
                UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii()).stroke(.white).frame(width: 5, height: 3)
            }
        }
        #expect(host.screen == "╭───╮\n│   │\n╰───╯\n╭───╮\n│   │\n╰───╯\n┌───┐\n│   │\n└───┘")
    }

    @Test(".rect with corner radii, .containerRelative and an inset shape compile as SwiftUI writes them; half a trimmed rectangle is its top and right side")
    func shorthands() {
        let host = TestHost(columns: 20, rows: 3) {
            HStack(spacing: 0) {
                Text("ab").padding(.horizontal, 1).clipShape(.rect(topLeadingRadius: 4, bottomTrailingRadius: 4))
                Text("cd").clipShape(.rect(cornerSize: CGSize(width: 2, height: 2)))
                ContainerRelativeShape().stroke(.white).frame(width: 3, height: 3)
                Rectangle().trim(from: 0, to: 0.5).inset(by: 1).stroke(.white, lineWidth: 1).frame(width: 3, height: 3)
            }
        }
        #expect(host.screen == "      ╭─╮───\n ab cd│ │  │\n      ╰─╯  │")
    }

    @Test("A filled shape stroked again draws its outline over the fill, in the stroke's colour")
    func strokeOverFill() {
        let host = TestHost(columns: 5, rows: 3) {
            Rectangle().fill(.blue).stroke(.red, lineWidth: 1).frame(width: 5, height: 3)
        }
        #expect(host.screen == "┌───┐\n│   │\n└───┘")
        #expect(host.cell(column: 2, row: 1).background == .blue)
        #expect(host.cell(column: 0, row: 0).foreground == .red)
    }
}
