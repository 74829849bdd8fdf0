import Testing
@testable import Trellis

/// Pushing, popping and replacing the stack of a navigation controller:
/// Lifecycle.md rule 24, the bar, and popped controllers being freed.
@MainActor
@Suite("NavigationController")
struct NavigationControllerTests {
    private func launch(_ log: EventLog) -> (TestHost, NavigationController) {
        let navigation = NavigationController(rootViewController: LoggingController("A", log))
        let host = TestHost(columns: 20, rows: 4, rootViewController: navigation)
        #expect(log.take() == ["A.viewDidLoad", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"])
        return (host, navigation)
    }

    @Test("Push A → B, then pop: rule 24's orders, and the popped controller is freed")
    func pushAndPop() {
        let log = EventLog()
        let (host, navigation) = launch(log)
        #expect(host.lines == ["A", "A"])
        weak var pushedReference: LoggingController?
        do {
            let pushed = LoggingController("B", log)
            pushedReference = pushed
            navigation.pushViewController(pushed, animated: true)
        }
        host.update()
        #expect(log.take() == [
            "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "A.viewDidDisappear",
            "B.viewDidAppear",
        ])
        #expect(host.lines == ["‹ Back  B", "B"])
        #expect(pushedReference?.navigationController === navigation)
        navigation.popViewController(animated: true)
        host.update()
        #expect(log.take() == [
            "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "B.viewDidDisappear", "A.viewDidAppear",
            "B.deinit",
        ])
        #expect(pushedReference == nil)
        #expect(host.lines == ["A", "A"])
    }

    @Test("Esc pops the top controller; with only the root it does nothing")
    func escapePops() {
        let log = EventLog()
        let (host, navigation) = launch(log)
        navigation.pushViewController(LoggingController("B", log), animated: false)
        _ = log.take()
        host.press(.escape)
        #expect(log.take() == [
            "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "B.viewDidDisappear", "A.viewDidAppear",
            "B.deinit",
        ])
        host.press(.escape)
        #expect(log.take() == [])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("A click on ‹ Back in the bar pops the top controller, as Esc does")
    func clickOnBackPops() {
        let log = EventLog()
        let (host, navigation) = launch(log)
        navigation.pushViewController(LoggingController("B", log), animated: false)
        host.update()
        _ = log.take()
        host.click(column: 7, row: 0)
        #expect(navigation.viewControllers.count == 2)
        host.click(column: 2, row: 0)
        #expect(log.take() == [
            "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "B.viewDidDisappear", "A.viewDidAppear",
            "B.deinit",
        ])
        #expect(host.lines == ["A", "A"])
    }

    @Test("Pop to root from [A, B, C]: only C disappears, A appears, B and C are freed; B never loaded")
    func popToRoot() {
        let log = EventLog()
        let (host, navigation) = launch(log)
        let root = navigation.viewControllers[0]
        navigation.setViewControllers([root, LoggingController("B", log), LoggingController("C", log)], animated: false)
        host.update()
        #expect(log.take() == [
            "C.viewDidLoad", "A.viewWillDisappear", "C.viewWillAppear", "C.viewIsAppearing", "A.viewDidDisappear",
            "C.viewDidAppear",
        ])
        #expect(host.lines == ["‹ Back  C", "C"])
        navigation.popToRootViewController(animated: true)
        host.update()
        #expect(log.take() == [
            "C.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "C.viewDidDisappear", "A.viewDidAppear",
            "B.deinit", "C.deinit",
        ])
        #expect(navigation.children.count == 1)
    }

    @Test("setViewControllers to a stack whose top was below acts as a pop; to a new top, as a push")
    func setViewControllers() {
        let log = EventLog()
        let (host, navigation) = launch(log)
        let root = navigation.viewControllers[0]
        let second = LoggingController("B", log)
        navigation.pushViewController(second, animated: false)
        _ = log.take()
        navigation.setViewControllers([root, second, LoggingController("C", log)], animated: false)
        #expect(log.take() == [
            "C.viewDidLoad", "B.viewWillDisappear", "C.viewWillAppear", "C.viewIsAppearing", "B.viewDidDisappear",
            "C.viewDidAppear",
        ])
        navigation.setViewControllers([root, second], animated: false)
        host.update()
        #expect(log.take() == [
            "C.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "C.viewDidDisappear", "B.viewDidAppear",
            "C.deinit",
        ])
        #expect(host.lines == ["‹ Back  B", "B"])
    }

    @Test("Containment calls around a push and a pop")
    func containmentAroundPushAndPop() {
        let log = EventLog()
        let (host, navigation) = launch(log)
        navigation.pushViewController(LoggingController("B", log, extras: .containment), animated: false)
        host.update()
        #expect(log.take() == [
            "B.willMove(NavigationController)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
            "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(NavigationController)",
        ])
        navigation.popViewController(animated: false)
        #expect(log.take() == [
            "B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "B.viewDidDisappear",
            "A.viewDidAppear", "B.didMove(nil)", "B.deinit",
        ])
    }

    @Test("Pushing while off screen only changes the stack; the top appears with the navigation controller")
    func offScreen() {
        let log = EventLog()
        let navigation = NavigationController(rootViewController: LoggingController("A", log))
        navigation.pushViewController(LoggingController("B", log), animated: false)
        #expect(log.take() == [])
        let host = TestHost(columns: 20, rows: 4, rootViewController: navigation)
        #expect(log.take() == ["B.viewDidLoad", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear"])
        #expect(host.lines == ["‹ Back  B", "B"])
    }

    @Test("Pushing a controller already in the stack is refused with a diagnostic")
    func pushingTwice() {
        let log = EventLog()
        let (host, navigation) = launch(log)
        navigation.pushViewController(navigation.viewControllers[0], animated: false)
        #expect(log.take() == [])
        #expect(host.diagnostics == ["cannot set the navigation stack to [\"LoggingController\", \"LoggingController\"]: a controller is repeated, another's child or presented"])
    }

    @Test("Two pushes in one viewDidAppear both join the stack at once; only the last top appears")
    func twoPushesInACallback() {
        let log = EventLog()
        let (host, navigation) = launch(log)
        let second = LoggingController("B", log)
        second.hooks["viewDidAppear"] = {
            navigation.pushViewController(LoggingController("C", log), animated: true)
            navigation.pushViewController(LoggingController("D", log), animated: true)
            log("stack \(navigation.viewControllers.count)")
        }
        navigation.pushViewController(second, animated: true)
        host.update()
        #expect(log.take() == [
            "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "A.viewDidDisappear",
            "B.viewDidAppear", "stack 4", "D.viewDidLoad", "B.viewWillDisappear", "D.viewWillAppear",
            "D.viewIsAppearing", "B.viewDidDisappear", "D.viewDidAppear",
        ])
        #expect(host.lines == ["‹ Back  D", "D"])
        navigation.popViewController(animated: false)
        #expect(log.take() == [
            "C.viewDidLoad", "D.viewWillDisappear", "C.viewWillAppear", "C.viewIsAppearing", "D.viewDidDisappear",
            "C.viewDidAppear", "D.deinit",
        ])
    }

    @Test("A navigation controller made in a callback has its root at once")
    func madeInACallback() {
        let log = EventLog()
        let (host, navigation) = launch(log)
        let second = LoggingController("B", log)
        second.hooks["viewDidAppear"] = {
            let inner = NavigationController(rootViewController: LoggingController("X", log))
            log("inner \(inner.viewControllers.count) \(inner.topViewController.map { "\(type(of: $0))" } ?? "nil")")
        }
        navigation.pushViewController(second, animated: false)
        host.update()
        #expect(log.take() == [
            "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "A.viewDidDisappear",
            "B.viewDidAppear", "inner 1 LoggingController", "X.deinit",
        ])
    }

    @Test("A push in the root's viewWillAppear at launch waits for the launch: the root appears, then the push runs")
    func pushDuringLaunch() {
        let log = EventLog()
        let root = LoggingController("A", log)
        let navigation = NavigationController(rootViewController: root)
        root.hooks["viewWillAppear"] = { navigation.pushViewController(LoggingController("B", log), animated: false) }
        let host = TestHost(columns: 20, rows: 4, rootViewController: navigation)
        #expect(log.take() == [
            "A.viewDidLoad", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear", "B.viewDidLoad",
            "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "A.viewDidDisappear", "B.viewDidAppear",
        ])
        #expect(host.lines == ["‹ Back  B", "B"])
    }
}
