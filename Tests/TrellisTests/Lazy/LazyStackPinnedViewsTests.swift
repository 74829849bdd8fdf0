import Testing
@testable import Trellis

/// `pinnedViews:` on lazy stacks: a section's header stays at the top of
/// the visible area while its rows scroll under it, until the next section
/// pushes it up; a footer stays at the bottom the same way. A pinned view
/// stays appeared while its section has a row in view (SwiftUI keeps a
/// pinned header on screen, so it neither disappears nor appears again
/// while it is pinned).
@MainActor
@Suite("Lazy stacks' pinnedViews")
struct LazyStackPinnedViewsTests {
    /// Two sections of four one-line rows; headers two lines tall, so that
    /// a header pushed up by the next one shows its second line alone.
    struct Sections: View {
        var pinnedViews: PinnedScrollableViews = .sectionHeaders
        var log: EventLog?
        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading, pinnedViews: pinnedViews) {
                    ForEach(["A", "B"], id: \.self) { name in
                        Section {
                            ForEach(1...4, id: \.self) { index in
                                Text("\(name)\(index)")
                                    .onAppear { log?("\(name)\(index)+") }
                                    .onDisappear { log?("\(name)\(index)-") }
                            }
                        } header: {
                            VStack(alignment: .leading, spacing: 0) {
                                Text("\(name) head")
                                Text("----")
                            }
                            .onAppear { log?("\(name)h+") }
                            .onDisappear { log?("\(name)h-") }
                        } footer: {
                            Text("\(name) end")
                                .onAppear { log?("\(name)f+") }
                                .onDisappear { log?("\(name)f-") }
                        }
                    }
                }
            }
            .scrollIndicators(.hidden)
        }
    }

    @Test("A header stays at the top over its section's rows until the next header pushes it up, one row at a time")
    func headerPinnedAndPushed() {
        let log = EventLog()
        let host = TestHost(columns: 12, rows: 4) { Sections(log: log) }
        #expect(host.lines == ["A head", "----", "A1", "A2"])
        #expect(log.take() == ["Ah+", "A1+", "A2+"])
        host.press(.tab)
        host.press(.downArrow)  // the header half scrolled out: drawn whole at the top
        #expect(host.lines == ["A head", "----", "A2", "A3"])
        #expect(log.take() == ["A3+"])
        host.press(.downArrow)  // the header out of the window, still drawn and appeared
        #expect(host.lines == ["A head", "----", "A3", "A4"])
        #expect(log.take() == ["A4+"])
        host.press(.downArrow)
        #expect(host.lines == ["A head", "----", "A4", "A end"])
        #expect(log.take() == ["Af+", "A1-"])
        host.press(.downArrow)
        #expect(host.lines == ["A head", "----", "A end", "B head"])
        #expect(log.take() == ["Bh+", "A2-"])
        host.press(.downArrow)
        #expect(host.lines == ["A head", "----", "B head", "----"])
        #expect(log.take() == ["A3-"])
        host.press(.downArrow)  // B's header pushes A's up by one line
        #expect(host.lines == ["----", "B head", "----", "B1"])
        #expect(log.take() == ["B1+", "A4-"])
        host.press(.downArrow)  // A's section has no row in view: its header disappears
        #expect(host.lines == ["B head", "----", "B1", "B2"])
        #expect(log.take() == ["B2+", "Ah-", "Af-"])
        host.press(.downArrow)
        #expect(host.lines == ["B head", "----", "B2", "B3"])
        #expect(log.take() == ["B3+"])
        host.press(.home)
        #expect(host.lines == ["A head", "----", "A1", "A2"])
        #expect(log.take() == ["Ah+", "A1+", "A2+", "Bh-", "B1-", "B2-", "B3-"])
        #expect(host.checkInvariants().isEmpty)
    }

    @Test("A wheel notch scrolls three rows under a pinned header, and back; the cells it uncovers show the rows again")
    func wheelUnderPinnedHeader() {
        let host = TestHost(columns: 12, rows: 4) { Sections() }
        host.send(Array("\u{1B}[<65;2;2M".utf8))
        #expect(host.lines == ["A head", "----", "A4", "A end"])
        host.send(Array("\u{1B}[<65;2;2M".utf8))
        #expect(host.lines == ["----", "B head", "----", "B1"])
        host.send(Array("\u{1B}[<64;2;2M".utf8))
        #expect(host.lines == ["A head", "----", "A4", "A end"])
        host.send(Array("\u{1B}[<64;2;2M".utf8))
        #expect(host.lines == ["A head", "----", "A1", "A2"])
    }

    @Test("A footer stays at the bottom over its section's rows until its section's start pushes it down")
    func footerPinned() {
        let log = EventLog()
        let host = TestHost(columns: 12, rows: 4) { Sections(pinnedViews: .sectionFooters, log: log) }
        #expect(host.lines == ["A head", "----", "A1", "A end"])
        #expect(log.take() == ["Ah+", "A1+", "A2+", "Af+"])
        host.press(.tab)
        host.press(.downArrow)
        #expect(host.lines == ["----", "A1", "A2", "A end"])
        #expect(log.take() == ["A3+"])
        host.press(.downArrow)
        #expect(host.lines == ["A1", "A2", "A3", "A end"])
        #expect(log.take() == ["A4+", "Ah-"])
        host.press(.downArrow)
        #expect(host.lines == ["A2", "A3", "A4", "A end"])
        #expect(log.take() == ["A1-"])
        host.press(.downArrow)  // B's footer pinned below B's header's first line
        #expect(host.lines == ["A3", "A4", "A end", "B end"])
        #expect(log.take() == ["Bh+", "Bf+", "A2-"])
        host.press(.downArrow)
        #expect(host.lines == ["A4", "A end", "B head", "B end"])
        #expect(log.take() == ["A3-"])
        host.press(.downArrow)
        #expect(host.lines == ["A end", "B head", "----", "B end"])
        #expect(log.take() == ["B1+", "A4-"])
        #expect(host.checkInvariants().isEmpty)
    }

    @Test("Headers and footers pinned together")
    func headersAndFooters() {
        let host = TestHost(columns: 12, rows: 5) { Sections(pinnedViews: [.sectionHeaders, .sectionFooters]) }
        #expect(host.lines == ["A head", "----", "A1", "A2", "A end"])
        host.press(.tab)
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(host.lines == ["A head", "----", "A3", "A4", "A end"])
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(host.lines == ["A head", "----", "A end", "B head", "B end"])
    }

    @Test("A click on a pinned header reaches the header, not the row under it")
    func clickOnPinnedHeader() {
        let log = EventLog()
        let host = TestHost(columns: 12, rows: 3) {
            ScrollView {
                LazyVStack(alignment: .leading, pinnedViews: .sectionHeaders) {
                    Section {
                        ForEach(1...6, id: \.self) { index in
                            Text("row \(index)").onTapGesture { log("row \(index)") }
                        }
                    } header: {
                        Text("Head").onTapGesture { log("head") }
                    }
                }
            }
            .scrollIndicators(.hidden)
        }
        host.send(Array("\u{1B}[<65;2;2M".utf8))
        #expect(host.lines == ["Head", "row 4", "row 5"])
        host.click(column: 1, row: 0)
        host.click(column: 1, row: 1)
        #expect(log.take() == ["head", "row 4"])
    }

    @Test("LazyHStack pins its sections' headers at the leading edge")
    func horizontal() {
        let host = TestHost(columns: 11, rows: 1) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 1, pinnedViews: .sectionHeaders) {
                    ForEach(["A", "B"], id: \.self) { name in
                        Section {
                            ForEach(1...3, id: \.self) { Text("\(name)\($0)") }
                        } header: {
                            Text("\(name):")
                        }
                    }
                }
            }
            .scrollIndicators(.hidden)
        }
        #expect(host.lines == ["A: A1 A2 A3"])
        host.press(.tab)
        host.press(.rightArrow)
        host.press(.rightArrow)
        host.press(.rightArrow)
        #expect(host.lines == ["A: A2 A3 B:"])
        host.press(.rightArrow)
        host.press(.rightArrow)
        host.press(.rightArrow)
        #expect(host.lines == ["A: A3 B: B1"])
        host.press(.rightArrow)  // A's header stays before B's, then B's pushes it out
        #expect(host.lines == ["A:A3 B: B1"])
        host.press(.rightArrow)
        host.press(.rightArrow)
        host.press(.rightArrow)
        #expect(host.lines == ["A:B: B1 B2"])
        host.press(.rightArrow)
        #expect(host.lines == [":B: B1 B2 B"])
        host.press(.rightArrow)
        #expect(host.lines == ["B: B1 B2 B3"])
    }

    @Test("A lazy stack inside scrolled content pins at the top of the scroll view's visible area")
    func insideScrolledContent() {
        let host = TestHost(columns: 12, rows: 3) {
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Top")
                    LazyVStack(alignment: .leading, pinnedViews: .sectionHeaders) {
                        ForEach(["A", "B"], id: \.self) { name in
                            Section(name) { ForEach(1...4, id: \.self) { Text("\(name)\($0)") } }
                        }
                    }
                }
            }
            .scrollIndicators(.hidden)
        }
        #expect(host.lines == ["Top", "A", "A1"])
        host.press(.tab)
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(host.lines == ["A", "A2", "A3"])
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(host.lines == ["A", "B", "B1"])
        host.press(.downArrow)
        #expect(host.lines == ["B", "B1", "B2"])
        host.press(.downArrow)
        #expect(host.lines == ["B", "B2", "B3"])
    }

    @Test("Without pinnedViews, and outside a scroll view, sections scroll and draw as rows")
    func unpinned() {
        let host = TestHost(columns: 12, rows: 4) { Sections(pinnedViews: []) }
        host.press(.tab)
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(host.lines == ["A1", "A2", "A3", "A4"])
        let outside = TestHost(columns: 20, rows: 4) {
            VStack(alignment: .leading) {
                LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders, .sectionFooters]) {
                    Section("Today") { Text("tea") }
                }
                LazyHStack(alignment: .top, spacing: 1, pinnedViews: .sectionHeaders) {
                    Text("a")
                    Text("b")
                }
            }
        }
        #expect(outside.lines == ["Today", "tea", "a b"])
    }
}
