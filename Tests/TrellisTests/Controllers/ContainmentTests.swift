import Testing
@testable import Trellis

/// Child controllers: UIKit's containment calls, appearance forwarded
/// parent first, and custom containers that forward it by hand.
@MainActor
@Suite("ViewController containment")
struct ContainmentTests {
    /// A container that adds `child` to its view when it loads, and may
    /// forward appearance by hand.
    final class Container: LoggingController {
        let child: ViewController
        let forwardsAutomatically: Bool
        let forwardsByHand: Bool

        init(_ log: EventLog, child: ViewController, forwardsAutomatically: Bool = true, forwardsByHand: Bool = false) {
            self.child = child
            self.forwardsAutomatically = forwardsAutomatically
            self.forwardsByHand = forwardsByHand
            super.init("P", log)
        }

        override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAutomatically }

        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            if forwardsByHand {
                child.beginAppearanceTransition(true, animated: animated)
            }
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if forwardsByHand {
                child.endAppearanceTransition()
            }
        }
    }

    @Test("Adding a child's view to a container on screen makes it appear; removing it makes it disappear")
    func addAndRemoveOnScreen() {
        let log = EventLog()
        let parent = LoggingController("P", log)
        let host = TestHost(columns: 20, rows: 3, rootViewController: parent)
        _ = log.take()
        let child = LoggingController("C", log, extras: .containment)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.take() == [
            "C.willMove(P)", "C.viewDidLoad", "C.viewWillAppear", "C.viewIsAppearing", "C.viewDidAppear", "C.didMove(P)",
        ])
        host.update()
        #expect(host.lines == ["P", "C"])
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.take() == ["C.willMove(nil)", "C.viewWillDisappear", "C.viewDidDisappear", "C.didMove(nil)"])
        host.update()
        #expect(host.lines == ["P"])
        #expect(parent.children.isEmpty)
    }

    @Test("A container forwards its appearance to its children, parent before child, at every step")
    func forwarding() {
        let log = EventLog()
        let container = Container(log, child: LoggingController("C", log, extras: .containment))
        let host = TestHost(columns: 20, rows: 3, rootViewController: container)
        #expect(log.take() == [
            "P.viewDidLoad", "C.willMove(P)", "C.viewDidLoad", "C.didMove(P)", "P.viewWillAppear", "C.viewWillAppear",
            "P.viewIsAppearing", "C.viewIsAppearing", "P.viewDidAppear", "C.viewDidAppear",
        ])
        let cover = LoggingController("D", log)
        cover.modalPresentationStyle = .fullScreen
        container.child.present(cover, animated: false)
        #expect(log.take() == [
            "D.viewDidLoad", "P.viewWillDisappear", "C.viewWillDisappear", "D.viewWillAppear", "D.viewIsAppearing",
            "D.viewDidAppear", "P.viewDidDisappear", "C.viewDidDisappear",
        ])
        #expect(cover.presentingViewController === container)
        host.update()
        #expect(host.screen == "D")
    }

    @Test("A container that does not forward automatically leaves its children alone")
    func optOut() {
        let log = EventLog()
        let container = Container(log, child: LoggingController("C", log), forwardsAutomatically: false)
        let host = TestHost(columns: 20, rows: 3, rootViewController: container)
        #expect(log.take() == ["P.viewDidLoad", "C.viewDidLoad", "P.viewWillAppear", "P.viewIsAppearing", "P.viewDidAppear"])
        #expect(host.lines == ["P"])
    }

    @Test("A custom container forwards by hand with beginAppearanceTransition and endAppearanceTransition")
    func forwardingByHand() {
        let log = EventLog()
        let container = Container(log, child: LoggingController("C", log), forwardsAutomatically: false, forwardsByHand: true)
        let host = TestHost(columns: 20, rows: 3, rootViewController: container)
        #expect(log.take() == [
            "P.viewDidLoad", "C.viewDidLoad", "P.viewWillAppear", "C.viewWillAppear", "P.viewIsAppearing", "P.viewDidAppear",
            "C.viewIsAppearing", "C.viewDidAppear",
        ])
        #expect(host.lines == ["P", "C"])
        container.child.beginAppearanceTransition(false, animated: false)
        container.child.endAppearanceTransition()
        #expect(log.take() == ["C.viewWillDisappear", "C.viewDidDisappear"])
        host.update()
        #expect(host.lines == ["P"])
    }

    @Test("Adding a child by hand: begin before the view is added, end after")
    func addingByHand() {
        let log = EventLog()
        let parent = Container(log, child: ViewController(), forwardsAutomatically: false)
        let host = TestHost(columns: 20, rows: 3, rootViewController: parent)
        _ = log.take()
        let child = LoggingController("C", log, extras: .containment)
        parent.addChild(child)
        child.beginAppearanceTransition(true, animated: false)
        parent.view.addSubview(child.view)
        child.endAppearanceTransition()
        child.didMove(toParent: parent)
        #expect(log.take() == [
            "C.willMove(P)", "C.viewDidLoad", "C.viewWillAppear", "C.viewIsAppearing", "C.viewDidAppear", "C.didMove(P)",
        ])
        host.update()
        #expect(host.lines == ["P", "C"])
    }

    @Test("A child added in the parent's viewIsAppearing gets its will when added and the rest with the parent")
    func childAddedWhileAppearing() {
        let log = EventLog()
        let parent = LoggingController("P", log)
        let child = LoggingController("C", log)
        parent.hooks["viewIsAppearing"] = { [unowned parent] in
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        let host = TestHost(columns: 20, rows: 3, rootViewController: parent)
        #expect(log.take() == [
            "P.viewDidLoad", "P.viewWillAppear", "P.viewIsAppearing", "C.viewDidLoad", "C.viewWillAppear",
            "C.viewIsAppearing", "P.viewDidAppear", "C.viewDidAppear",
        ])
        #expect(host.lines == ["P", "C"])
    }

    @Test("A child removed in the parent's viewDidDisappear still finishes disappearing, and is freed")
    func childRemovedWhileDisappearing() {
        let log = EventLog()
        let parent = LoggingController("P", log)
        let host = TestHost(columns: 20, rows: 3, rootViewController: parent)
        do {
            let child = LoggingController("C", log)
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            parent.hooks["viewDidDisappear"] = { [unowned parent, unowned child] in
                child.willMove(toParent: nil)
                child.view.removeFromSuperview()
                child.removeFromParent()
                #expect(parent.children.isEmpty)
            }
        }
        _ = log.take()
        let cover = LoggingController("B", log)
        cover.modalPresentationStyle = .fullScreen
        parent.present(cover, animated: false)
        host.update()
        #expect(log.take() == [
            "B.viewDidLoad", "P.viewWillDisappear", "C.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing",
            "B.viewDidAppear", "P.viewDidDisappear", "C.viewDidDisappear", "C.deinit",
        ])
    }
}
