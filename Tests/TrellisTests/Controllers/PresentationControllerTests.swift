import Testing
@testable import Trellis

/// Presenting and dismissing controllers: Lifecycle.md rules 22 and 23,
/// the screens each style draws, and presented controllers being freed.
@MainActor
@Suite("ViewController presentation")
struct PresentationControllerTests {
    /// A root `A` on screen, its launch already taken from the log.
    private func launch(_ log: EventLog, columns: Int = 30, rows: Int = 5, content: AnyView? = nil) -> (TestHost, LoggingController) {
        let presenter = LoggingController("A", log, content: content)
        let host = TestHost(columns: columns, rows: rows, rootViewController: presenter)
        #expect(log.take() == ["A.viewDidLoad", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear"])
        return (host, presenter)
    }

    @Test(
        "Presenting as a sheet or over full screen tells only the presented controller; dismissing frees it (rule 22)",
        arguments: [ModalPresentationStyle.automatic, .pageSheet, .overFullScreen])
    func presentWithoutRemovingPresenter(style: ModalPresentationStyle) {
        let log = EventLog()
        let (host, presenter) = launch(log)
        weak var presentedReference: LoggingController?
        do {
            let presented = LoggingController("B", log)
            presented.modalPresentationStyle = style
            presentedReference = presented
            presenter.present(presented, animated: true)
        }
        host.update()
        #expect(log.take() == ["B.viewDidLoad", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear"])
        #expect(presenter.presentedViewController === presentedReference)
        #expect(presentedReference?.presentingViewController === presenter)
        presenter.dismiss(animated: true)
        host.update()
        #expect(log.take() == ["B.viewWillDisappear", "B.viewDidDisappear", "B.deinit"])
        #expect(presentedReference == nil)
        #expect(host.screen == "A")
    }

    @Test("Presenting full screen takes the presenter off screen and dismissing brings it back (rule 23)")
    func presentFullScreen() {
        let log = EventLog()
        let (host, presenter) = launch(log)
        weak var presentedReference: LoggingController?
        do {
            let presented = LoggingController("B", log)
            presented.modalPresentationStyle = .fullScreen
            presentedReference = presented
            presenter.present(presented, animated: true)
        }
        host.update()
        #expect(log.take() == [
            "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear",
            "A.viewDidDisappear",
        ])
        presentedReference?.dismiss(animated: true)
        host.update()
        #expect(log.take() == [
            "B.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear", "B.viewDidDisappear",
            "B.deinit",
        ])
        #expect(presentedReference == nil)
    }

    @Test("The completions run after the presented controller appeared and after it disappeared")
    func completions() {
        let log = EventLog()
        let (host, presenter) = launch(log)
        let presented = LoggingController("B", log)
        presenter.present(presented, animated: false) { log("presented") }
        presented.dismiss(animated: false) { log("dismissed") }
        host.update()
        #expect(log.take() == [
            "B.viewDidLoad", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear", "presented",
            "B.viewWillDisappear", "B.viewDidDisappear", "dismissed",
        ])
    }

    @Test("Over full screen the presenter shows through blank cells; full screen hides it")
    func screens() {
        let log = EventLog()
        let (host, presenter) = launch(log, content: AnyView(Text("Presenter")))
        let over = LoggingController("B", log, content: AnyView(Text("Over").padding(.leading, 12)))
        over.modalPresentationStyle = .overFullScreen
        presenter.present(over, animated: false)
        host.update()
        #expect(host.screen == "Presenter   Over")
        presenter.dismiss(animated: false)
        let full = LoggingController("C", log, content: AnyView(Text("Full").padding(.leading, 12)))
        full.modalPresentationStyle = .fullScreen
        presenter.present(full, animated: false)
        host.update()
        #expect(host.screen == "            Full")
        presenter.dismiss(animated: false)
        host.update()
        #expect(host.screen == "Presenter")
    }

    @Test("A page sheet is a box over the dimmed presenter, and Esc dismisses it")
    func pageSheet() {
        let log = EventLog()
        let (host, presenter) = launch(log, columns: 20, rows: 5, content: AnyView(Text("Presenter")))
        let sheet = LoggingController("Sheet", log)
        sheet.modalPresentationStyle = .pageSheet
        presenter.present(sheet, animated: false)
        host.update()
        #expect(host.lines == [
            "Presenter",
            "      ╭─────╮",
            "      │Sheet│",
            "      ╰─────╯",
        ])
        #expect(host.cell(column: 0, row: 0).attributes.contains(.dim))
        _ = log.take()
        host.press(.escape)
        #expect(log.take() == ["Sheet.viewWillDisappear", "Sheet.viewDidDisappear"])
        #expect(presenter.presentedViewController == nil)
    }

    @Test("A controller modal in presentation stays up on Esc")
    func modalInPresentation() {
        let log = EventLog()
        let (host, presenter) = launch(log)
        let sheet = LoggingController("B", log)
        sheet.isModalInPresentation = true
        presenter.present(sheet, animated: false)
        host.update()
        _ = log.take()
        host.press(.escape)
        #expect(log.take() == [])
        #expect(presenter.presentedViewController === sheet)
    }

    @Test("Presenting on a controller that already presents reports a diagnostic and changes nothing")
    func presentingTwice() {
        let log = EventLog()
        let (host, presenter) = launch(log)
        presenter.present(LoggingController("B", log), animated: false)
        _ = log.take()
        presenter.present(LoggingController("C", log), animated: false)
        host.update()
        #expect(log.take() == ["C.deinit"])
        #expect(host.diagnostics == ["cannot present LoggingController on LoggingController, which is already presenting LoggingController"])
    }

    @Test("presentingViewController: set before the presented controller's viewDidLoad, and seen by its children, as in UIKit")
    func presentingSeenByChildren() {
        let log = EventLog()
        let (host, presenter) = launch(log)
        let root = LoggingController("R", log)
        let navigation = NavigationController(rootViewController: root)
        var presenterSeenInViewDidLoad: ViewController?
        root.hooks["viewDidLoad"] = { presenterSeenInViewDidLoad = root.presentingViewController }
        presenter.present(navigation, animated: false)
        host.update()
        #expect(navigation.presentingViewController === presenter)
        #expect(root.presentingViewController === presenter)
        #expect(presenterSeenInViewDidLoad === presenter)
        root.presentingViewController?.dismiss(animated: false)
        host.update()
        #expect(presenter.presentedViewController == nil)
        #expect(root.presentingViewController == nil)
    }

    @Test("Dismissing a chain of sheets: the visible ones disappear together, topmost first, and all are freed")
    func dismissingAChain() {
        let log = EventLog()
        let (host, presenter) = launch(log)
        weak var middleReference: LoggingController?
        do {
            let middle = LoggingController("B", log)
            middleReference = middle
            presenter.present(middle, animated: false)
            middle.present(LoggingController("C", log), animated: false)
        }
        host.update()
        _ = log.take()
        presenter.dismiss(animated: false)
        host.update()
        #expect(log.take() == [
            "C.viewWillDisappear", "B.viewWillDisappear", "C.viewDidDisappear", "B.viewDidDisappear", "B.deinit",
            "C.deinit",
        ])
        #expect(middleReference == nil)
        #expect(host.screen == "A")
    }

    @Test("Dismissing a chain of full-screen presentations from the bottom: the hidden middle stays hidden, all are freed")
    func dismissingAFullScreenChain() {
        let log = EventLog()
        let (host, presenter) = launch(log)
        weak var middleReference: LoggingController?
        weak var topReference: LoggingController?
        do {
            let middle = LoggingController("B", log)
            middle.modalPresentationStyle = .fullScreen
            let top = LoggingController("C", log)
            top.modalPresentationStyle = .fullScreen
            middleReference = middle
            topReference = top
            presenter.present(middle, animated: false)
            middle.present(top, animated: false)
        }
        host.update()
        #expect(log.take() == [
            "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear",
            "A.viewDidDisappear", "C.viewDidLoad", "B.viewWillDisappear", "C.viewWillAppear", "C.viewIsAppearing",
            "C.viewDidAppear", "B.viewDidDisappear",
        ])
        presenter.dismiss(animated: false)
        host.update()
        #expect(log.take() == [
            "C.viewWillDisappear", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear", "C.viewDidDisappear",
            "B.deinit", "C.deinit",
        ])
        #expect(middleReference == nil)
        #expect(topReference == nil)
        #expect(host.screen == "A")
    }

    @Test("A present in the root's viewIsAppearing at launch runs once the root appeared")
    func presentDuringLaunch() {
        let log = EventLog()
        let root = LoggingController("A", log)
        root.hooks["viewIsAppearing"] = { root.present(LoggingController("B", log), animated: false) }
        let host = TestHost(columns: 30, rows: 5, rootViewController: root)
        #expect(log.take() == [
            "A.viewDidLoad", "A.viewWillAppear", "A.viewIsAppearing", "A.viewDidAppear", "B.viewDidLoad",
            "B.viewWillAppear", "B.viewIsAppearing", "B.viewDidAppear",
        ])
        #expect(host.diagnostics == [])
        #expect(root.presentedViewController != nil)
    }

    @Test("Replacing the window's root takes what the old root presents off screen with it, dismisses it, and frees both")
    func replacingThePresentingRoot() throws {
        let log = EventLog()
        let host: TestHost
        do {
            let (launched, presenter) = launch(log)
            host = launched
            presenter.present(LoggingController("B", log), animated: false)
        }
        host.update()
        _ = log.take()
        let window = try #require(host.session.scene?.keyWindow)
        window.rootViewController = LoggingController("R", log)
        host.update()
        #expect(log.take() == [
            "R.viewDidLoad", "B.viewWillDisappear", "A.viewWillDisappear", "R.viewWillAppear", "R.viewIsAppearing",
            "B.viewDidDisappear", "A.viewDidDisappear", "R.viewDidAppear", "B.deinit", "A.deinit",
        ])
        #expect(host.screen == "R")
    }
}
