import Testing
@testable import Trellis

/// Semantics rule 16 (`sheet`), dismissal by Esc and `dismiss`, modal
/// input, and how a sheet is drawn.
@MainActor
@Suite("sheet")
struct SheetTests {
    struct Presenter: View {
        let log: EventLog
        let shown: StateHandle<Bool>
        var counter: StateHandle<Int>?
        var locked = false
        @State private var isPresented = false

        var body: some View {
            let _ = shown.bind($isPresented)
            LifecycleProbe("P", log: log)
                .sheet(isPresented: $isPresented, onDismiss: { log("onDismiss") }) {
                    LifecycleProbe("S", log: log, handle: counter).interactiveDismissDisabled(locked)
                }
        }
    }

    @Test("Rule 16: presenting appears the content, the presenter gets nothing; dismissing: content disappears, then onDismiss")
    func presentAndDismiss() async {
        let log = EventLog()
        let shown = StateHandle<Bool>()
        let host = TestHost(columns: 40, rows: 10) { Presenter(log: log, shown: shown) }
        await host.settle()
        #expect(log.take() == ["P.new", "P+", "P.t▶"])
        shown.value = true
        await host.settle()
        #expect(log.take() == ["S.new", "S+", "S.t▶"])
        #expect(host.checkInvariants() == [])
        shown.value = false
        await host.settle()
        #expect(log.take() == ["S.t✕", "S-", "onDismiss"])
        #expect(host.checkInvariants() == [])
        #expect(host.lines == ["P 0"])
    }

    @Test("Rule 16: every presentation starts with fresh state")
    func freshStateEachTime() async {
        let log = EventLog()
        let shown = StateHandle<Bool>()
        let counter = StateHandle<Int>()
        let host = TestHost(columns: 40, rows: 10) { Presenter(log: log, shown: shown, counter: counter) }
        shown.value = true
        await host.settle()
        counter.value = 5
        await host.settle()
        #expect(host.lines.contains("                 │S 5│"))
        shown.value = false
        await host.settle()
        _ = log.take()
        shown.value = true
        await host.settle()
        #expect(log.take() == ["S.new", "S+", "S.t▶"])
        #expect(host.lines.contains("                 │S 0│"))
    }

    @Test("A sheet is a bordered box centred over the presenter, whose cells are dimmed")
    func drawing() {
        let log = EventLog()
        let shown = StateHandle<Bool>()
        let host = TestHost(columns: 40, rows: 10) {
            VStack(alignment: .leading) {
                Text("first line of the presenter")
                Text("second")
                Presenter(log: log, shown: shown)
            }
        }
        shown.value = true
        host.update()
        #expect(host.lines == [
            "first line of the presenter",
            "second",
            "P 0",
            "                 ╭───╮",
            "                 │S 0│",
            "                 ╰───╯",
        ])
        #expect(host.cell(column: 0, row: 0).attributes.contains(.dim))
        #expect(host.cell(column: 0, row: 2).attributes.contains(.dim))
        #expect(!host.cell(column: 18, row: 4).attributes.contains(.dim))
        #expect(!host.cell(column: 17, row: 3).attributes.contains(.dim))
        shown.value = false
        host.update()
        #expect(host.lines == ["first line of the presenter", "second", "P 0"])
        #expect(!host.cell(column: 0, row: 0).attributes.contains(.dim))
    }

    @Test("Esc dismisses the sheet, unless the content disables interactive dismissal")
    func escape() async {
        let log = EventLog()
        let shown = StateHandle<Bool>()
        let host = TestHost(columns: 40, rows: 10) { Presenter(log: log, shown: shown) }
        shown.value = true
        await host.settle()
        _ = log.take()
        host.press(.escape)
        await host.settle()
        #expect(shown.value == false)
        #expect(log.take() == ["S.t✕", "S-", "onDismiss"])

        let locked = TestHost(columns: 40, rows: 10) { Presenter(log: log, shown: shown, locked: true) }
        shown.value = true
        await locked.settle()
        _ = log.take()
        locked.press(.escape)
        await locked.settle()
        #expect(shown.value == true)
        #expect(log.take() == [])
    }

    struct DismissingContent: View {
        let log: EventLog
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Button("Close") { dismiss() }
                Button("Other") { log("other") }
            }
            .onDisappear { log("content-") }
        }
    }

    struct ModalPresenter: View {
        let log: EventLog
        let shown: StateHandle<Bool>
        @State private var isPresented = false
        var body: some View {
            let _ = shown.bind($isPresented)
            VStack(alignment: .leading) {
                Button("Behind") { log("behind") }
                    .keyboardShortcut("b")
                Text("presenter")
            }
            .onKeyPress(.escape) {
                log("presenter saw Esc")
                return .handled
            }
            .sheet(isPresented: $isPresented, onDismiss: { log("onDismiss") }) {
                DismissingContent(log: log)
            }
        }
    }

    @Test("@Environment(\\.dismiss) inside the content dismisses the sheet")
    func dismissAction() {
        let log = EventLog()
        let shown = StateHandle<Bool>()
        let host = TestHost(columns: 40, rows: 10) { ModalPresenter(log: log, shown: shown) }
        shown.value = true
        host.update()
        host.press(.tab)
        host.press(.return)
        #expect(shown.value == false)
        #expect(log.take() == ["content-", "onDismiss"])
    }

    @Test("A sheet is modal: Tab cycles inside it, keys and shortcuts do not reach the presenter, clicks outside do nothing")
    func modal() {
        let log = EventLog()
        let shown = StateHandle<Bool>()
        let host = TestHost(columns: 40, rows: 10) { ModalPresenter(log: log, shown: shown) }
        host.press(.tab)
        #expect(host.testGraph.focus.focused != nil)
        shown.value = true
        host.update()
        #expect(host.testGraph.focus.focused == nil)
        host.press(.tab)
        host.press(.tab)
        host.press(.return)
        #expect(log.take() == ["other"])
        host.press(.tab)
        host.press(.tab)
        host.press(.return)
        #expect(log.take() == ["other"])
        host.press("b")
        host.click(column: 1, row: 0)
        #expect(log.take() == [])
        host.press(.escape)
        #expect(shown.value == false)
        #expect(log.take() == ["content-", "onDismiss"])
        host.press(.escape)
        #expect(log.take() == ["presenter saw Esc"])
    }

    @Test("Dismissing gives the focus back to the view that had it before the sheet, as SwiftUI does")
    func focusReturns() {
        let log = EventLog()
        let shown = StateHandle<Bool>()
        let host = TestHost(columns: 40, rows: 10) { ModalPresenter(log: log, shown: shown) }
        host.press(.tab)
        let before = host.testGraph.focus.focused
        #expect(before != nil)
        shown.value = true
        host.update()
        host.press(.tab)
        #expect(host.testGraph.focus.focused !== before)
        host.press(.escape)
        #expect(log.take() == ["content-", "onDismiss"])
        #expect(host.testGraph.focus.focused === before)
        host.press(.return)
        #expect(log.take() == ["behind"])
    }

    @Test("A click inside the sheet reaches its buttons at their drawn place")
    func clickInside() {
        let log = EventLog()
        let shown = StateHandle<Bool>()
        let host = TestHost(columns: 40, rows: 10) { ModalPresenter(log: log, shown: shown) }
        shown.value = true
        host.update()
        let row = host.lines.firstIndex { $0.contains("Other") } ?? -1
        let column = host.lines[row].firstIndex(of: "O").map { host.lines[row].distance(from: host.lines[row].startIndex, to: $0) } ?? -1
        host.click(column: column, row: row)
        #expect(log.take() == ["other"])
    }

    struct Contact: Identifiable {
        let id: Int
    }

    struct ItemPresenter: View {
        let log: EventLog
        let item: StateHandle<Contact?>
        @State private var contact: Contact?
        var body: some View {
            let _ = item.bind($contact)
            Text("list")
                .sheet(item: $contact, onDismiss: { log("onDismiss") }) { contact in
                    LifecycleProbe("S\(contact.id)", log: log)
                }
        }
    }

    struct FocusedItemPresenter: View {
        let item: StateHandle<Contact?>
        @State private var contact: Contact?

        var body: some View {
            let _ = item.bind($contact)
            Button("Open") {}
                .sheet(item: $contact) { contact in
                    Button("Contact \(contact.id)") {}
                }
        }
    }

    @Test("A sheet(item:) replaced while presented still gives the focus back, when it ends, to the view that had it")
    func focusReturnsAfterReplacement() {
        let item = StateHandle<Contact?>()
        let host = TestHost(columns: 40, rows: 10) { FocusedItemPresenter(item: item) }
        host.press(.tab)
        let before = host.testGraph.focus.focused
        #expect(before != nil)
        item.value = Contact(id: 1)
        host.update()
        item.value = Contact(id: 2)
        host.update()
        #expect(host.screen.contains("Contact 2"))
        item.value = nil
        host.update()
        #expect(host.testGraph.focus.focused === before)
    }

    @Test("Rule 16: sheet(item:) replaced while presented: old disappears, onDismiss, new appears")
    func itemReplacement() async {
        let log = EventLog()
        let item = StateHandle<Contact?>()
        let host = TestHost(columns: 40, rows: 10) { ItemPresenter(log: log, item: item) }
        item.value = Contact(id: 1)
        await host.settle()
        #expect(log.take() == ["S1.new", "S1+", "S1.t▶"])
        item.value = Contact(id: 1)
        await host.settle()
        #expect(log.take() == [])
        item.value = Contact(id: 2)
        await host.settle()
        // S2's state is created while the update builds it; its appear
        // actions wait for S1's disappearance and onDismiss.
        #expect(log.take() == ["S2.new", "S1.t✕", "S1-", "onDismiss", "S2+", "S2.t▶"])
        #expect(host.checkInvariants() == [])
        item.value = nil
        await host.settle()
        #expect(log.take() == ["S2.t✕", "S2-", "onDismiss"])
    }

    @Test("Bad input: a sheet larger than the screen is clipped to it; a zero-size screen draws nothing")
    func oversized() {
        let host = TestHost(columns: 12, rows: 5) {
            Text("presenter").sheet(isPresented: .constant(true)) {
                VStack {
                    ForEach(0..<20, id: \.self) { Text("row \($0) of a long sheet") }
                }
            }
        }
        #expect(host.lines.count == 4)
        #expect(host.lines.allSatisfy { $0.count <= 12 })
        #expect(host.lines[1].hasPrefix("  ╭"))
        #expect(host.checkInvariants() == [])
        let zero = TestHost(columns: 0, rows: 0) {
            Text("presenter").sheet(isPresented: .constant(true)) { Text("sheet") }
        }
        #expect(zero.screen == "")
    }
}
