import Testing
@testable import Trellis

/// `Image(systemName:)`, `Label` and its styles, drawn as SwiftUI code
/// writes them.
@MainActor
@Suite("Images and labels")
struct LabelTests {
    @Test("System images draw the table's glyph, a variant's base when the table lacks it, · for unknown names")
    func systemImages() {
        let host = TestHost(columns: 20, rows: 1) {
            HStack {
                Image(systemName: "star.fill")
                Image(systemName: "heart")
                Image(systemName: "checkmark.circle.fill")
                Image(systemName: "gearshape.fill")
                Image(systemName: "trash")
                Image(systemName: "no.such.symbol")
                Image("AppLogo")
            }
        }
        #expect(host.cellMap(columns: 20, rows: 1) == "★ ♡ ✔ ⚙ 🚮_ · ▣")
    }

    @Test("symbolVariant(.fill) draws filled glyphs; an app defines its own")
    func variantsAndDefinitions() {
        Image.defineSymbol("brand.mark", as: "✦")
        let host = TestHost(columns: 12, rows: 1) {
            HStack {
                Image(systemName: "star")
                Image(systemName: "heart")
                Image(systemName: "brand.mark")
            }
            .symbolVariant(.fill)
        }
        #expect(host.screen == "★ ♥ ✦")
    }

    @Test("Labels draw icon and title by default, and as each style says")
    func styles() {
        let host = TestHost(columns: 16, rows: 4) {
            VStack(alignment: .leading) {
                Label("Settings", systemImage: "gear")
                Label("Title only", systemImage: "gear").labelStyle(.titleOnly)
                Label("Icon only", systemImage: "bell").labelStyle(.iconOnly)
                Label { Text("Due").bold() } icon: { Image(systemName: "clock") }
            }
        }
        #expect(host.cellMap(columns: 16, rows: 4) == "⚙ Settings\nTitle only\n🔔_\n◷ Due")
        #expect(host.attributeMap(columns: 16, rows: 4) == ". ........\n..... ....\n.\n. bbb")
    }

    struct Trailing: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack { configuration.title; configuration.icon }
        }
    }

    @Test("A custom label style draws the configuration's parts, and Label(configuration) draws it as a label")
    func customStyle() {
        struct Wrapped: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                Label(configuration).bold()
            }
        }
        let host = TestHost(columns: 16, rows: 2) {
            VStack(alignment: .leading) {
                Label("Next", systemImage: "arrow.right").labelStyle(Trailing())
                Label("Back", systemImage: "arrow.left").labelStyle(Wrapped())
            }
        }
        #expect(host.screen == "Next →\n← Back")
        #expect(host.attributeMap(columns: 16, rows: 2) == ".... .\nb bbbb")
    }

    @Test("Button(_:systemImage:action:) shows the label in the button and runs its action")
    func buttonWithSymbol() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 2) {
            VStack(alignment: .leading) {
                Button("Add", systemImage: "plus") { log("add") }
                Button("Delete", systemImage: "trash", role: .destructive) { log("delete") }.labelStyle(.iconOnly)
            }
        }
        #expect(host.cellMap(columns: 20, rows: 2) == "[ + Add ]\n[ 🚮_ ]")
        host.press(.tab)
        host.press(.return)
        host.click(column: 2, row: 1)
        #expect(log.take() == ["add", "delete"])
    }

    @Test("Tab bars show a Label's, an Image and Text's, and a Tab's symbol and title")
    func tabTitles() {
        let host = TestHost(columns: 40, rows: 2) {
            TabView {
                Text("a").tabItem { Label("Home", systemImage: "house") }
                Text("b").tabItem {
                    Image(systemName: "gear")
                    Text("Settings")
                }
                Tab("Saved", systemImage: "bookmark") { Text("c") }
            }
        }
        #expect(host.cellMap(columns: 40, rows: 2) == " ⌂ Home  ⚙ Settings  🔖_ Saved\na")
    }
}
