import Testing
@testable import Trellis

/// `Font` and `.font`: SwiftUI's text styles and weights drawn as a
/// terminal's attributes, by the table in `Font`'s documentation.
@MainActor
@Suite("Fonts")
struct FontTests {
    @Test("Every text style: titles and headlines bold, captions and footnotes faint, the rest plain")
    func textStyles() {
        let host = TestHost(columns: 12, rows: 11) {
            VStack(alignment: .leading) {
                Text("largeTitle").font(.largeTitle)
                Text("title").font(.title)
                Text("title2").font(.title2)
                Text("title3").font(.title3)
                Text("headline").font(.headline)
                Text("subhead").font(.subheadline)
                Text("body").font(.body)
                Text("callout").font(.callout)
                Text("footnote").font(.footnote)
                Text("caption").font(.caption)
                Text("caption2").font(.caption2)
            }
        }
        #expect(host.screen == "largeTitle\ntitle\ntitle2\ntitle3\nheadline\nsubhead\nbody\ncallout\nfootnote\ncaption\ncaption2")
        #expect(host.attributeMap(columns: 12, rows: 11) == "bbbbbbbbbb\nbbbbb\nbbbbbb\nbbbbbb\nbbbbbbbb\n.......\n....\n.......\ndddddddd\nddddddd\ndddddddd")
    }

    @Test("Weights: semibold and heavier bold, light and lighter faint, regular takes a title's boldness away")
    func weights() {
        let host = TestHost(columns: 8, rows: 6) {
            VStack(alignment: .leading) {
                Text("thin").fontWeight(.thin)
                Text("medium").fontWeight(.medium)
                Text("semi").fontWeight(.semibold)
                Text("black").font(.system(size: 30, weight: .black))
                Text("plain").font(.title.weight(.regular))
                Text("ital").font(.body.italic().bold())
            }
        }
        #expect(host.attributeMap(columns: 8, rows: 6) == "dddd\n......\nbbbb\nbbbbb\n.....\nBBBB")
    }

    struct Card: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Groceries")
                Text("milk, eggs").font(.caption)
                Text("Due ") + Text("today").fontWeight(.regular)
            }
            .font(.headline)
        }
    }

    @Test("A view's font reaches its texts; a text's own font and weight win; runs keep theirs")
    func inheritance() {
        let host = TestHost(columns: 12, rows: 3) { Card() }
        #expect(host.screen == "Groceries\nmilk, eggs\nDue today")
        #expect(host.attributeMap(columns: 12, rows: 3) == "bbbbbbbbb\ndddddddddd\nbbbb.....")
    }

    struct Reader: View {
        @Environment(\.font) private var font
        var body: some View {
            Text(font == .title ? "title" : "other")
        }
    }

    @Test("@Environment(\\.font) reads the font set above; view-level weight applies over it")
    func environment() {
        let host = TestHost(columns: 8, rows: 2) {
            VStack(alignment: .leading) {
                Reader().font(.title)
                Text("light").font(.title)
            }
            .fontWeight(.light)
        }
        #expect(host.screen == "title\nlight")
        #expect(host.attributeMap(columns: 8, rows: 2) == "ddddd\nddddd")
    }

    @Test("Accepted modifiers change nothing a terminal can show")
    func accepted() {
        let host = TestHost(columns: 8, rows: 1) {
            Text("12:30").font(.system(.body, design: .rounded).monospacedDigit().smallCaps())
                .fontDesign(.serif).monospaced().kerning(2).tracking(1).baselineOffset(3)
        }
        #expect(host.screen == "12:30")
        #expect(host.attributeMap(columns: 8, rows: 1) == ".....")
    }
}
