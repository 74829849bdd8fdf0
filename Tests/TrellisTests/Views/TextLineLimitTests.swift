import Testing
@testable import Trellis

/// `.lineLimit` with ranges and reserved space, `.textCase` and
/// `.lineSpacing`: what SwiftUI's text layout modifiers become in cells.
@MainActor
@Suite("Line limits and text case")
struct TextLineLimitTests {
    /// A text over a marker, so the screen shows the rows the text took.
    struct Stacked<Content: View>: View {
        @ViewBuilder let content: Content
        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                content
                Text("--")
            }
        }
    }

    @Test("A closed range reserves its lower bound's rows for a short text and cuts a long one at its upper bound")
    func closedRange() {
        let host = TestHost(columns: 8, rows: 6) {
            Stacked {
                Text("one").lineLimit(2...3)
                Text("a b c d e f g h i j").lineLimit(2...3)
            }
        }
        #expect(host.screen == "one\n\na b c d\ne f g h\ni j\n--")
        let cut = TestHost(columns: 6, rows: 6) {
            Stacked { Text("a b c d e f g h i j").lineLimit(2...3) }
        }
        #expect(cut.screen == "a b c\nd e f\ng h i…\n--")
    }

    @Test("A partial range from reserves rows and does not limit; a partial range through limits and does not reserve")
    func partialRanges() {
        let host = TestHost(columns: 6, rows: 8) {
            Stacked {
                Text("x").lineLimit(3...)
                Text("a b c d e f g h").lineLimit(3...)
                Text("a b c d e f g h").lineLimit(...1)
            }
        }
        #expect(host.screen == "x\n\n\na b c\nd e f\ng h\na b c…\n--")
    }

    @Test("reservesSpace keeps the limit's rows; without it the limit only cuts; a plain limit inside drops a reservation above")
    func reservesSpace() {
        let host = TestHost(columns: 8, rows: 6) {
            Stacked {
                Text("short").lineLimit(2, reservesSpace: true)
                Text("plain").lineLimit(2, reservesSpace: false)
                VStack(alignment: .leading, spacing: 0) {
                    Text("inner").lineLimit(nil)
                }
                .lineLimit(3...)
            }
        }
        #expect(host.screen == "short\n\nplain\ninner\n--")
    }

    @Test("The offered height wins over a reservation")
    func offeredHeightWins() {
        let host = TestHost(columns: 8, rows: 4) {
            Stacked { Text("tall").lineLimit(5, reservesSpace: true) }
        }
        #expect(host.screen == "tall\n\n\n--")
    }

    @Test("textCase changes the letters of every text below; nil inside shows them as written; Markdown styles stay")
    func textCase() {
        let host = TestHost(columns: 12, rows: 4) {
            VStack(alignment: .leading, spacing: 0) {
                Text("Header")
                Text("**Bold** part")
                Text("Kept").textCase(nil)
                Text("LOWER").textCase(.lowercase)
            }
            .textCase(.uppercase)
        }
        #expect(host.screen == "HEADER\nBOLD PART\nKept\nlower")
        #expect(host.attributeMap(columns: 12, rows: 2) == "......\nbbbb ....")
    }

    @Test("A section header with textCase(nil) keeps its look; the environment value reads the case set above")
    func sectionHeader() {
        struct CaseReader: View {
            @Environment(\.textCase) private var textCase
            var body: some View { Text("case \(textCase == .uppercase ? "upper" : "none")") }
        }
        let host = TestHost(columns: 20, rows: 4) {
            Form {
                Section {
                    CaseReader().textCase(.uppercase)
                } header: {
                    Text("Network").textCase(nil)
                }
            }
        }
        let plain = TestHost(columns: 20, rows: 4) {
            Form {
                Section {
                    CaseReader().textCase(.uppercase)
                } header: {
                    Text("Network")
                }
            }
        }
        #expect(host.screen == plain.screen)
        #expect(host.screen.contains("Network"))
        #expect(host.screen.contains("CASE UPPER"))
    }

    @Test("lineSpacing is accepted: the lines stay on consecutive rows")
    func lineSpacing() {
        let host = TestHost(columns: 6, rows: 3) {
            Text("a b c d").lineSpacing(8)
        }
        #expect(host.screen == "a b c\nd")
    }
}
