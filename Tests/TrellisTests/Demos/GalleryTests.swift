import DemoKit
import Testing
@testable import Trellis

/// The gallery, headless: the list of demos, picking by keys and clicks,
/// opening, going back, the help overlay.
@MainActor
@Suite("Demo gallery")
struct GalleryTests {
    private let home = """
        Trellis · demo gallery
        ────────────────────────────────────────────────────────────────────────────────
         › Identity lab            Identity lab
           Lifecycle explorer
           Ten million rows        Why a counter behind if/else resets while the same
           Scene phase             counter behind a ternary keeps its count; .id(_:),
           UIKit-style screens     an AnyView whose type changes, and ForEach by id
           Controls                against by index when a row is deleted.
           Inline picker
                                   On its own: swift run identity-demo


        ────────────────────────────────────────────────────────────────────────────────
        ↑/↓ or click pick · Enter open · Esc back · ? help · q quits
        """

    @Test("The gallery lists the demos, the highlighted one described beside them, with the list focused")
    func homeScreen() {
        let host = TestHost(columns: 80, rows: 14) { Gallery() }
        #expect(host.screen == home)
        host.press(.downArrow)
        #expect(host.screen.contains("\n › Lifecycle explorer\n"))
        #expect(host.screen.contains("On its own: swift run lifecycle-demo"))
    }

    @Test("Enter opens the highlighted demo with a log of its own; Esc comes back to the list as it was")
    func openAndBack() {
        let host = TestHost(columns: 100, rows: 30) { Gallery() }
        host.press(.downArrow)
        host.press(.return)
        #expect(host.screen.hasPrefix("Trellis · Lifecycle explorer\n"))
        #expect(host.screen.contains("│   1 appear    Tab A "))
        #expect(host.screen.hasSuffix("Tab/Shift-Tab move · Enter/Space press · Esc gallery · ? help · q quits"))
        host.press(.escape)
        #expect(host.screen.hasPrefix("Trellis · demo gallery\n"))
        #expect(host.screen.contains("\n › Lifecycle explorer\n"))
        host.press(.downArrow)
        #expect(host.screen.contains("\n › Ten million rows "))
        host.press(.return)
        #expect(host.screen.hasPrefix("Trellis · Ten million rows\n"))
        host.press(.escape)
        host.press(.upArrow)
        host.press(.return)
        #expect(host.screen.contains("│   1 appear    Tab A "))
        #expect(!host.screen.contains("│   2 "))
    }

    @Test("Esc inside a demo first closes what the demo shows: the picker cancels back to the gallery")
    func pickerInGallery() {
        let host = TestHost(columns: 100, rows: 30) { Gallery() }
        for _ in 0..<6 { host.press(.downArrow) }
        host.press(.return)
        host.type("pe")
        host.press(.downArrow)
        host.press(.return)
        #expect(host.screen.contains("Picked: peach"))
        #expect(host.screen.contains("│   1 action    picked peach "))
        host.press(.escape)
        #expect(host.screen.hasPrefix("Trellis · demo gallery\n"))
        #expect(host.screen.contains("\n › Inline picker"))
    }

    @Test("Esc inside a demo's navigation stack goes back a level first; at its root, back to the gallery")
    func escapeInNavigation() {
        let host = TestHost(columns: 100, rows: 30) { Gallery() }
        host.press(.downArrow)
        host.press(.return)
        for text in ["Navigation", "Level 1", "Level 2"] {
            let row = host.lines.firstIndex { $0.contains(text) }!
            let line = host.lines[row]
            host.click(column: line.distance(from: line.startIndex, to: line.range(of: text)!.lowerBound) + 1, row: row)
        }
        #expect(host.lines[3].hasPrefix("‹ Back  Level 2"))
        host.press(.escape)
        #expect(host.lines[3].hasPrefix("‹ Back  Level 1"))
        host.press(.escape)
        #expect(host.lines[3].hasPrefix("Root"))
        host.press(.escape)
        #expect(host.screen.hasPrefix("Trellis · demo gallery\n"))
    }

    @Test("A click picks a demo, a double click opens it")
    func clicks() {
        let host = TestHost(columns: 80, rows: 13) { Gallery() }
        host.click(column: 5, row: 5)
        #expect(host.screen.contains("\n › Scene phase "))
        #expect(host.screen.hasPrefix("Trellis · demo gallery\n"))
        host.click(column: 5, row: 5)
        #expect(host.screen.hasPrefix("Trellis · Scene phase\n"))
    }

    @Test("? shows the keys over the gallery; Esc closes them and the list has the focus again")
    func help() {
        let host = TestHost(columns: 80, rows: 24) { Gallery() }
        host.press("?")
        #expect(host.screen.contains("│ F12, Ctrl-G  the graph inspector, over any screen │"))
        #expect(host.screen.contains("│ Esc or ? closes this help "))
        host.press("?")
        #expect(!host.screen.contains("F12, Ctrl-G"))
        host.press("?")
        host.press(.escape)
        #expect(!host.screen.contains("F12, Ctrl-G"))
        host.press(.downArrow)
        #expect(host.screen.contains("\n › Lifecycle explorer\n"))
    }
}
