import Foundation
import Testing
@testable import Trellis

/// Images inside text: `Text(_ image:)`, an `Image` interpolated into a
/// literal, and a `Text` interpolated into one.
@MainActor
@Suite("Images in text")
struct TextImageTests {
    @Test("Text(Image) draws the symbol's glyph, joins with +, and a named picture draws its placeholder")
    func textOfImage() {
        let host = TestHost(columns: 16, rows: 2) {
            VStack(alignment: .leading, spacing: 0) {
                Text(Image(systemName: "star.fill")) + Text(" Favourites")
                Text(Image("photo")) + Text(" Photo")
            }
        }
        #expect(host.screen == "★ Favourites\n▣ Photo")
    }

    @Test("An interpolated image draws its glyph where it stands, not its description, inside Markdown styles too")
    func interpolatedImage() {
        let host = TestHost(columns: 20, rows: 2) {
            VStack(alignment: .leading, spacing: 0) {
                Text("\(Image(systemName: "star")) Favorites")
                Text("**Saved \(Image(systemName: "checkmark"))** ok")
            }
        }
        #expect(host.screen == "☆ Favorites\nSaved ✓ ok")
        #expect(host.attributeMap(columns: 20, rows: 2) == ". .........\nbbbbbbb ..")
    }

    @Test("A symbol the app defines is drawn in text, as in an Image")
    func definedSymbol() {
        Image.defineSymbol("trellis.test.mark", as: "✦")
        defer { SystemSymbols.defined["trellis.test.mark"] = nil }
        let host = TestHost(columns: 10, rows: 1) {
            Text("\(Image(systemName: "trellis.test.mark")) mark")
        }
        #expect(host.screen == "✦ mark")
    }

    @Test("An interpolated Text keeps its styles and links; a date style and a formatter interpolate as Text shows them")
    func interpolatedTextAndFormatters() {
        let date = Date(timeIntervalSince1970: 0)
        let formatter = NumberFormatter()
        formatter.numberStyle = .percent
        let years = DateFormatter()
        years.dateFormat = "yyyy"
        years.timeZone = TimeZone(identifier: "UTC")
        let host = TestHost(columns: 40, rows: 4) {
            VStack(alignment: .leading, spacing: 0) {
                Text("Hello \(Text("world").bold())!")
                Text("On \(date, style: .date)")
                Text("Done \(NSNumber(value: 0.25), formatter: formatter)")
                Text("Epoch \(date, formatter: years)")
            }
        }
        let shownDate = Text.format(date, style: .date, now: Date())
        #expect(host.screen == "Hello world!\nOn \(shownDate)\nDone 25%\nEpoch 1970")
        #expect(host.attributeMap(columns: 40, rows: 1) == "..... bbbbb.")
        let linked = Text("See \(Text(LocalizedStringKey("[docs](https://a.example)"))) and [more](https://b.example)")
        #expect(linked.plainText == "See docs and more")
        #expect(linked.links == ["https://b.example", "https://a.example"])
        #expect(linked.runs.map(\.style.link) == [0, 2, 0, 1])
    }
}
