import Testing
@testable import Trellis

/// Full ordered event logs for the views this release added that present,
/// push or edit: a menu's items, a popover, a row deleted through
/// `.onDelete`, rows a search filters out, a split view's pushed column.
@MainActor
@Suite("Lifecycle of presenting, pushing and editing views")
struct NewViewLifecycleTests {
    @Observable
    final class Names {
        var all = ["a", "b", "c"]
        var query = ""
    }

    @Test("A menu's items appear when it opens and disappear when one runs; the button stays")
    func menu() {
        let log = EventLog()
        let host = TestHost(columns: 30, rows: 8) {
            Menu {
                Button("One") { log("run one") }.onAppear { log("one+") }.onDisappear { log("one-") }
            } label: {
                Text("Open")
            }
            .onAppear { log("menu+") }
        }
        #expect(log.take() == ["menu+"])
        host.press(.tab)
        host.press(.return)
        #expect(log.take() == ["one+"])
        host.press(.return)
        #expect(log.take() == ["run one", "one-"])
    }

    @Test("A popover's content lives while it is presented, with its state and task")
    func popover() async {
        let log = EventLog()
        let handle = StateHandle<Bool>()
        struct Screen: View {
            let log: EventLog
            let handle: StateHandle<Bool>
            @State private var showsInfo = false
            var body: some View {
                let _ = handle.bind($showsInfo)
                Text("base").popover(isPresented: $showsInfo) { LifecycleProbe("info", log: log) }
            }
        }
        let host = TestHost(columns: 30, rows: 8) { Screen(log: log, handle: handle) }
        handle.value = true
        await host.settle()
        #expect(log.take() == ["info.new", "info+", "info.t▶"])
        host.press(.escape)
        await host.settle()
        #expect(handle.value == false)
        #expect(log.take() == ["info.t✕", "info-"])
    }

    struct FilteredList: View {
        let names: Names
        let log: EventLog
        var body: some View {
            List {
                ForEach(names.all.filter { names.query.isEmpty || $0 == names.query }, id: \.self) { name in
                    Text(name).onAppear { log("\(name)+") }.onDisappear { log("\(name)-") }
                }
                .onDelete { names.all.remove(atOffsets: $0) }
            }
        }
    }

    @Test("Deleting a row through onDelete and filtering rows out make exactly those rows disappear")
    func deletionAndFiltering() {
        let log = EventLog()
        let names = Names()
        let host = TestHost(columns: 20, rows: 8) { FilteredList(names: names, log: log) }
        #expect(log.take() == ["a+", "b+", "c+"])
        host.press(.tab)
        host.press(.downArrow)
        host.press(.delete)
        #expect(names.all == ["a", "c"])
        #expect(log.take() == ["b-"])
        names.query = "c"
        host.update()
        #expect(log.take() == ["a-"])
        names.query = ""
        host.update()
        #expect(log.take() == ["a+"])
    }

    @Test("In a compact terminal a split view pushes the detail for a selection and pops it with Esc")
    func compactSplitView() async {
        let log = EventLog()
        struct Split: View {
            let log: EventLog
            @State private var selection: Int?
            var body: some View {
                NavigationSplitView {
                    List(1..<3, id: \.self, selection: $selection) { Text("item \($0)") }
                } detail: {
                    if let selection {
                        Text("detail \(selection)").onAppear { log("detail \(selection)+") }
                            .onDisappear { log("detail \(selection)-") }
                    }
                }
            }
        }
        let host = TestHost(columns: 40, rows: 6) { Split(log: log) }
        host.click(column: 1, row: 0)
        await host.settle()
        #expect(log.take() == ["detail 1+"])
        #expect(host.screen == "‹ Back\ndetail 1")
        host.press(.escape)
        await host.settle()
        #expect(log.take() == ["detail 1-"])
        #expect(host.screen.hasPrefix("item 1"))
    }
}
