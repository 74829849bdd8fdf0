import Testing
@testable import Trellis

/// A terminal resize as a rotation: the hierarchy hears
/// `viewWillTransition(to:)`, traits that change, and lays out again; no
/// controller is recreated.
@MainActor
@Suite("ViewController resize and layout")
struct ResizeAndLayoutTests {
    @Test("A resize calls viewWillTransition, then traitCollectionDidChange when a size class changed, then layout")
    func resize() {
        let log = EventLog()
        let child = LoggingController("C", log, extras: .size)
        let parent = LoggingController("P", log, extras: [.size, .layout])
        let host = TestHost(columns: 60, rows: 20, rootViewController: parent)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        host.update()
        #expect(parent.traitCollection.horizontalSizeClass == .compact)
        _ = log.take()
        host.resize(columns: 100, rows: 30)
        #expect(log.take() == [
            "P.viewWillTransition(100×30)", "C.viewWillTransition(100×30)", "P.traitCollectionDidChange(regular, regular)",
            "C.traitCollectionDidChange(regular, regular)", "P.viewWillLayoutSubviews", "P.viewDidLayoutSubviews",
        ])
        host.resize(columns: 110, rows: 30)
        #expect(log.take() == [
            "P.viewWillTransition(110×30)", "C.viewWillTransition(110×30)", "P.viewWillLayoutSubviews",
            "P.viewDidLayoutSubviews",
        ])
        #expect(host.lines == ["P", "C"])
    }

    struct Embedded: ViewControllerRepresentable {
        let controller: LoggingController
        func makeViewController(context: Context) -> LoggingController { controller }
        func updateViewController(_ viewController: LoggingController, context: Context) {}
    }

    @Test("A representable's controller, in a declarative host, hears a resize as a window's controllers do; once removed, nothing")
    func resizeReachesRepresentable() {
        let log = EventLog()
        let shown = StateHandle<Bool>()
        let embedded = LoggingController("E", log, extras: .size)
        struct Screen: View {
            let embedded: LoggingController
            let shown: StateHandle<Bool>
            @State private var isShown = true
            var body: some View {
                let _ = shown.bind($isShown)
                if isShown {
                    Embedded(controller: embedded)
                }
            }
        }
        let host = TestHost(columns: 60, rows: 20) { Screen(embedded: embedded, shown: shown) }
        #expect(embedded.traitCollection.horizontalSizeClass == .compact)
        _ = log.take()
        host.resize(columns: 100, rows: 30)
        #expect(log.take() == ["E.viewWillTransition(100×30)", "E.traitCollectionDidChange(regular, regular)"])
        shown.value = false
        host.update()
        _ = log.take()
        host.resize(columns: 60, rows: 20)
        #expect(log.take() == [])
        #expect(host.testGraph.screenSizeObservers.isEmpty)
    }

    @Test("The first layout runs after the controller appeared, once per frame that lays it out")
    func layoutAtLaunch() {
        let log = EventLog()
        let controller = LoggingController("A", log, extras: .layout)
        let host = TestHost(columns: 20, rows: 3, rootViewController: controller)
        #expect(log.take() == [
            "A.viewDidLoad", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear", "A.viewWillLayoutSubviews",
            "A.viewDidLayoutSubviews",
        ])
        host.update()
        #expect(log.take() == [])
        controller.view.setNeedsLayout()
        host.update()
        #expect(log.take() == ["A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews"])
    }

    @Test("A view's subviews stack along its axis")
    func axis() {
        let log = EventLog()
        let parent = LoggingController("P", log)
        let host = TestHost(columns: 20, rows: 3, rootViewController: parent)
        for name in ["x", "y"] {
            let child = LoggingController(name, log)
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        host.update()
        #expect(host.lines == ["P", "x", "y"])
        parent.view.axis = .horizontal
        host.update()
        #expect(host.lines == ["Pxy"])
    }

    @Test("A present in viewWillLayoutSubviews waits until the layout is done, then the presenter lays out again")
    func presentDuringLayout() {
        let log = EventLog()
        let controller = LoggingController("A", log, extras: .layout)
        controller.hooks["viewWillLayoutSubviews"] = {
            let presented = LoggingController("B", log)
            presented.modalPresentationStyle = .overFullScreen
            controller.present(presented, animated: false)
        }
        let host = TestHost(columns: 20, rows: 3, rootViewController: controller)
        #expect(log.take() == [
            "A.viewDidLoad", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear", "A.viewWillLayoutSubviews",
            "A.viewDidLayoutSubviews", "B.viewDidLoad", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear",
            "A.viewWillLayoutSubviews", "A.viewDidLayoutSubviews",
        ])
        #expect(controller.presentedViewController != nil)
        #expect(host.screen == "B")
    }
}
