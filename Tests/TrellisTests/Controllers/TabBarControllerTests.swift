import Testing
@testable import Trellis

/// Switching tabs of a tab bar controller: semantics.md rule 25, the bar,
/// and its keys.
@MainActor
@Suite("TabBarController")
struct TabBarControllerTests {
    @Test("Switching A → B loads B the first time, then follows rule 25; switching back does not load again")
    func switching() {
        let log = EventLog()
        let tabs = TabBarController()
        tabs.viewControllers = [LoggingController("A", log), LoggingController("B", log)]
        let host = TestHost(columns: 20, rows: 3, rootViewController: tabs)
        #expect(log.take() == ["A.viewDidLoad", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"])
        #expect(host.lines == [" A  B", "A"])
        #expect(host.cell(column: 1, row: 0).attributes.contains(.inverse))
        tabs.selectedIndex = 1
        host.update()
        #expect(log.take() == [
            "B.viewDidLoad", "B.viewWillAppear", "A.viewWillDisappear", "B.viewIsAppearing", "A.viewDidDisappear",
            "B.viewDidAppear",
        ])
        #expect(host.lines == [" A  B", "B"])
        #expect(host.cell(column: 4, row: 0).attributes.contains(.inverse))
        tabs.selectedIndex = 0
        host.update()
        #expect(log.take() == [
            "A.viewWillAppear", "B.viewWillDisappear", "A.viewIsAppearing", "B.viewDidDisappear", "A.viewDidAppear",
        ])
        #expect(host.lines == [" A  B", "A"])
    }

    @Test("] and [ switch to the next and previous tab, wrapping around")
    func keys() {
        let log = EventLog()
        let tabs = TabBarController()
        tabs.viewControllers = [LoggingController("A", log), LoggingController("B", log)]
        let host = TestHost(columns: 20, rows: 3, rootViewController: tabs)
        host.press("]")
        #expect(tabs.selectedIndex == 1)
        host.press("]")
        #expect(tabs.selectedIndex == 0)
        host.press("[")
        #expect(tabs.selectedIndex == 1)
        #expect(host.lines == [" A  B", "B"])
    }

    @Test("A tab's hosted state survives switching away and back")
    func stateKept() {
        let log = EventLog()
        let tabs = TabBarController()
        let first = HostingController(rootView: AppearanceProbe(name: "p", log: log))
        first.title = "P"
        tabs.viewControllers = [first, LoggingController("B", log)]
        let host = TestHost(columns: 20, rows: 3, rootViewController: tabs)
        host.press(.tab)
        host.press("+")
        #expect(host.lines == [" P  B", "p 1"])
        tabs.selectedIndex = 1
        tabs.selectedIndex = 0
        host.update()
        #expect(host.lines == [" P  B", "p 1"])
        #expect(log.take() == [
            "p+", "B.viewDidLoad", "B.viewWillAppear", "B.viewIsAppearing", "p-", "B.viewDidAppear",
            "p+", "B.viewWillDisappear", "B.viewDidDisappear",
        ])
    }
}
