import Testing
@testable import Trellis

/// Semantics rule 15 and the tab bar: which tab appears, what a switch
/// runs, how tabs keep their state, and switching by key and click.
@MainActor
@Suite("TabView")
struct TabViewTests {
    struct Tabs: View {
        let log: EventLog
        var selection: StateHandle<Int>
        var counter: StateHandle<Int>?
        @State private var selected = 0

        var body: some View {
            let _ = selection.bind($selected)
            TabView(selection: $selected) {
                LifecycleProbe("A", log: log, handle: counter).tabItem { Text("Alpha") }.tag(0)
                LifecycleProbe("B", log: log).tabItem { Text("Beta") }.tag(1)
                Tab("Gamma", systemImage: "star", value: 2) { LifecycleProbe("C", log: log) }
            }
        }
    }

    @Test("Rule 15: only the selected tab is created and appears")
    func onlySelectedAppears() async {
        let log = EventLog()
        let host = TestHost(columns: 30, rows: 4) { Tabs(log: log, selection: StateHandle()) }
        await host.settle()
        #expect(log.take() == ["A.new", "A+", "A.t▶"])
        #expect(host.checkInvariants() == [])
    }

    @Test("Rule 15: a switch appears the new tab, then the old one disappears; back again, state kept and task restarted")
    func switchAndReturn() async {
        let log = EventLog()
        let selection = StateHandle<Int>()
        let counter = StateHandle<Int>()
        let host = TestHost(columns: 30, rows: 4) { Tabs(log: log, selection: selection, counter: counter) }
        await host.settle()
        counter.value = 7
        await host.settle()
        _ = log.take()

        selection.value = 1
        await host.settle()
        #expect(log.take() == ["B.new", "B+", "A.t✕", "A-", "B.t▶"])
        #expect(host.checkInvariants() == [])

        selection.value = 0
        await host.settle()
        #expect(log.take() == ["A+", "B.t✕", "B-", "A.t▶"])
        #expect(host.lines[1] == "A 7")

        selection.value = 2
        await host.settle()
        #expect(log.take() == ["C.new", "C+", "A.t✕", "A-", "C.t▶"])
        selection.value = 1
        await host.settle()
        #expect(log.take() == ["B+", "C.t✕", "C-", "B.t▶"])
        #expect(host.checkInvariants() == [])
    }

    @Test("The bar shows the titles (a Tab's symbol before its title) with the selected one bold and reversed; only the selected tab is drawn")
    func tabBar() async {
        let log = EventLog()
        let selection = StateHandle<Int>()
        let host = TestHost(columns: 30, rows: 4) { Tabs(log: log, selection: selection) }
        #expect(host.lines == [" Alpha  Beta  ☆ Gamma", "A 0"])
        #expect(host.cell(column: 1, row: 0).attributes == [.inverse, .bold])
        #expect(host.cell(column: 8, row: 0).attributes == [])
        selection.value = 2
        host.update()
        #expect(host.lines == [" Alpha  Beta  ☆ Gamma", "C 0"])
        #expect(host.cell(column: 1, row: 0).attributes == [])
        #expect(host.cell(column: 14, row: 0).attributes == [.inverse, .bold])
    }

    @Test("Keys switch tabs when nothing handles them: ] and Ctrl-PageDown forward, [ and Ctrl-PageUp back, wrapping")
    func switchByKey() {
        let log = EventLog()
        let selection = StateHandle<Int>()
        let host = TestHost(columns: 30, rows: 4) { Tabs(log: log, selection: selection) }
        host.press("]")
        #expect(selection.value == 1)
        host.press(.pageDown, modifiers: .control)
        #expect(selection.value == 2)
        host.press("]")
        #expect(selection.value == 0)
        host.press(.pageUp, modifiers: .control)
        #expect(selection.value == 2)
        host.press("[")
        #expect(selection.value == 1)
        #expect(host.lines[1] == "B 0")
    }

    @Test("A click on a title selects its tab; a click beside the titles does nothing")
    func switchByClick() {
        let log = EventLog()
        let selection = StateHandle<Int>()
        let host = TestHost(columns: 30, rows: 4) { Tabs(log: log, selection: selection) }
        host.click(column: 9, row: 0)
        #expect(selection.value == 1)
        #expect(host.lines[1] == "B 0")
        host.click(column: 16, row: 0)
        #expect(selection.value == 2)
        host.click(column: 25, row: 0)
        #expect(selection.value == 2)
    }

    @Test("Without a binding the tab view keeps its own selection, from the first tab")
    func ownSelection() {
        let host = TestHost(columns: 20, rows: 3) {
            TabView {
                Text("one").tabItem { Text("1") }
                Text("two").tabItem { Text("2") }
            }
        }
        #expect(host.lines == [" 1  2", "one"])
        host.press("]")
        #expect(host.lines == [" 1  2", "two"])
    }

    @Test("Bad input: no tabs, a selection no tab has, a zero-size screen")
    func badInput() {
        let empty = TestHost(columns: 10, rows: 3) { TabView(selection: .constant(3)) { EmptyView() } }
        #expect(empty.screen == "")
        empty.press("]")
        let unmatched = TestHost(columns: 10, rows: 3) {
            TabView(selection: .constant(9)) { Text("x").tabItem { Text("X") }.tag(0) }
        }
        #expect(unmatched.lines == [" X"])
        let zero = TestHost(columns: 0, rows: 0) {
            TabView { Text("x").tabItem { Text("X") } }
        }
        #expect(zero.screen == "")
        #expect(zero.checkInvariants() == [])
    }
}
