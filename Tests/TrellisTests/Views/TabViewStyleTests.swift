import Testing
@testable import Trellis

/// `.tabViewStyle(_:)`: the bar of titles, or page dots; `.indexViewStyle`
/// accepted.
@MainActor
@Suite("tabViewStyle")
struct TabViewStyleTests {
    struct Pages: View {
        let log: EventLog
        let selection: Binding<Int>
        let style: PageTabViewStyle

        var body: some View {
            TabView(selection: selection) {
                LifecycleProbe("A", log: log).tag(0).tabItem { Text("One") }
                LifecycleProbe("B", log: log).tabItem { Text("Two") }.tag(1)
                LifecycleProbe("C", log: log).tabItem { Text("Three") }.tag(2)
            }
            .tabViewStyle(style)
            .indexViewStyle(.page(backgroundDisplayMode: .always))
        }
    }

    @Test(".page draws the page over centred dots; → and a click on a dot turn pages", arguments: BindingSource.allCases)
    func page(source: BindingSource) {
        let log = EventLog()
        let mounted = source.mount(initial: 0, columns: 11, rows: 3) { Pages(log: log, selection: $0, style: .page) }
        let host = mounted.host
        #expect(host.lines == ["A 0", "", "   ● ○ ○"])
        #expect(log.take() == ["A.new", "A+"])
        host.press(.rightArrow)
        #expect(mounted.read() == 1)
        #expect(host.lines == ["B 0", "", "   ○ ● ○"])
        #expect(log.take() == ["B.new", "B+", "A-"])
        host.click(column: 7, row: 2)
        #expect(mounted.read() == 2)
        #expect(log.take() == ["C.new", "C+", "B-"])
        host.press(.leftArrow)
        #expect(mounted.read() == 1)
        mounted.write(0)
        host.update()
        #expect(host.lines == ["A 0", "", "   ● ○ ○"])
    }

    @Test(".page(indexDisplayMode: .never) gives the dots' row to the page")
    func pageWithoutDots() {
        let log = EventLog()
        let host = TestHost(columns: 11, rows: 2) {
            Pages(log: log, selection: .constant(1), style: .page(indexDisplayMode: .never))
        }
        #expect(host.lines == ["B 0"])
    }

    @Test(".automatic, .sidebarAdaptable and .tabBarOnly keep the bar of titles")
    func titles() {
        let host = TestHost(columns: 30, rows: 6) {
            VStack(alignment: .leading) {
                TabView { Text("a").tabItem { Text("One") } }.tabViewStyle(.automatic).frame(height: 2)
                TabView { Text("b").tabItem { Text("Two") } }.tabViewStyle(.sidebarAdaptable).frame(height: 2)
                TabView { Text("c").tabItem { Text("Six") } }.tabViewStyle(.tabBarOnly).frame(height: 2)
            }
        }
        #expect(host.lines == [" One", "a", " Two", "b", " Six", "c"])
    }
}
