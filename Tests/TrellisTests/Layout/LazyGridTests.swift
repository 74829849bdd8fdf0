import Foundation
import Testing
@testable import Trellis

/// `LazyVGrid` and `LazyHGrid`: cells in tracks sized by `GridItem`s,
/// filled line by line.
@MainActor
@Suite("Lazy grids")
struct LazyGridTests {
    @Test("Adaptive columns: as many tracks of the minimum as fit, cells left to right then the next row, centred")
    func adaptive() {
        let host = TestHost(columns: 20, rows: 3) {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 6))]) {
                ForEach(1...5, id: \.self) { Text("c\($0)") }
            }
        }
        #expect(host.screen == "  c1     c2     c3\n  c4     c5")
    }

    @Test("Fixed and flexible columns: the fixed ones take their size, the flexible ones share the rest; spacing between rows")
    func fixedAndFlexible() {
        let host = TestHost(columns: 16, rows: 4) {
            LazyVGrid(columns: [GridItem(.fixed(4), alignment: .leading), GridItem(.flexible(), alignment: .trailing)], spacing: 1) {
                Text("a"); Text("one")
                Text("bb"); Text("two")
            }
        }
        // 4 for the fixed column, 1 between, 11 for the flexible one.
        #expect(host.screen == "a            one\n\nbb           two")
    }

    @Test("The tracks of an adaptive item share the space left after the fixed ones, widened evenly")
    func tracks() {
        let tracks = GridTracks(items: [GridItem(.fixed(4)), GridItem(.adaptive(minimum: 6))], length: 30, defaultSpacing: 1)
        #expect(tracks.lengths == [4, 8, 8, 7])
        #expect(tracks.offsets == [0, 5, 14, 23])
        #expect(tracks.total == 30)
    }

    struct Photo: Identifiable {
        let id: Int
    }

    /// As the tutorials write a photo grid.
    struct PhotoGrid: View {
        let photos = (1...7).map(Photo.init)
        let columns = [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())]
        var body: some View {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 0) {
                    ForEach(photos) { photo in
                        Text("#\(photo.id)").frame(maxWidth: .infinity).background(Color.gray)
                    }
                }
            }
        }
    }

    @Test("A photo grid of three flexible columns in a scroll view fills the width, three to a row")
    func photoGrid() {
        let host = TestHost(columns: 32, rows: 3) { PhotoGrid() }
        #expect(host.lines == ["    #1         #2         #3", "    #4         #5         #6", "    #7"])
    }

    @Test("LazyHGrid: rows of fixed height, cells top to bottom then the next column")
    func horizontal() {
        let host = TestHost(columns: 12, rows: 2) {
            LazyHGrid(rows: [GridItem(.fixed(1)), GridItem(.fixed(1))]) {
                ForEach(["a", "bb", "c", "d"], id: \.self) { Text($0) }
            }
        }
        // The host places its content at the top-leading corner; each cell is
        // centred in its column (rounding toward the leading edge).
        #expect(host.screen == "a  c\nbb d")
    }

    @Test("No grid items count as one flexible column, rather than leaving cells without a track")
    func noItems() {
        let host = TestHost(columns: 6, rows: 2) {
            LazyVGrid(columns: []) { Text("a"); Text("b") }
        }
        // A flexible column is at least 10 wide, so `a` is centred in 10.
        #expect(host.screen == "    a\n    b")
    }
}
