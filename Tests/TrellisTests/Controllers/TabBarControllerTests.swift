import Testing
@testable import Trellis

/// Switching tabs of a tab bar controller: Lifecycle.md rule 25, the bar,
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

    /// A tab bar controller that sets its tabs in `viewDidLoad`.
    final class TabsInViewDidLoad: TabBarController {
        let tabs: [ViewController]

        init(tabs: [ViewController]) {
            self.tabs = tabs
            super.init()
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            viewControllers = tabs
        }
    }

    @Test("A tab bar controller that sets its tabs in viewDidLoad while being pushed appears with its first tab")
    func tabsSetWhileBeingPushed() {
        let log = EventLog()
        let navigation = NavigationController(rootViewController: LoggingController("A", log))
        let host = TestHost(columns: 20, rows: 4, rootViewController: navigation)
        _ = log.take()
        let tabs = TabsInViewDidLoad(tabs: [LoggingController("T1", log), LoggingController("T2", log)])
        navigation.pushViewController(tabs, animated: true)
        host.update()
        #expect(log.take() == [
            "T1.viewDidLoad", "A.viewWillDisappear", "T1.viewWillAppear", "T1.viewIsAppearing", "A.viewDidDisappear",
            "T1.viewDidAppear",
        ])
        #expect(tabs.selectedIndex == 0)
        #expect(host.lines == ["‹ Back", " T1  T2", "T1"])
    }

    @Test("Selecting a tab right after setting the tabs, in a callback, selects it")
    func selectRightAfterSettingTabs() {
        let log = EventLog()
        let root = LoggingController("A", log)
        let host = TestHost(columns: 20, rows: 4, rootViewController: root)
        _ = log.take()
        let tabs = TabBarController()
        let second = LoggingController("T2", log)
        let presented = LoggingController("B", log)
        presented.hooks["viewDidAppear"] = {
            tabs.viewControllers = [LoggingController("T1", log), second]
            tabs.selectedViewController = second
            log("selected \(tabs.selectedIndex)")
        }
        root.present(presented, animated: false)
        host.update()
        #expect(log.take() == ["B.viewDidLoad", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear", "selected 1"])
        #expect(tabs.selectedViewController === second)
    }
}
