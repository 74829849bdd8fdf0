import Testing
@testable import Trellis

/// Hosting in both directions: declarative views inside controllers
/// (`HostingController`) and controllers inside declarative views
/// (`ViewControllerRepresentable`).
@MainActor
@Suite("Hosting controllers and representables")
struct HostingTests {
    @Test("In a navigation controller, a hosted view appears after viewWillAppear and disappears after viewDidDisappear")
    func hostingInNavigation() {
        let log = EventLog()
        let first = LoggingHostingController("H1", log, rootView: AppearanceProbe(name: "h1", log: log))
        let navigation = NavigationController(rootViewController: first)
        let host = TestHost(columns: 20, rows: 3, rootViewController: navigation)
        #expect(log.take() == ["H1.viewDidLoad", "H1.viewWillAppear", "h1+", "H1.viewIsAppearing", "H1.viewDidAppear"])
        host.press(.tab)
        host.press("+")
        #expect(host.lines == ["h1 1"])
        navigation.pushViewController(LoggingHostingController("H2", log, rootView: AppearanceProbe(name: "h2", log: log)), animated: true)
        host.update()
        #expect(log.take() == [
            "H2.viewDidLoad", "H1.viewWillDisappear", "H2.viewWillAppear", "h2+", "H2.viewIsAppearing",
            "H1.viewDidDisappear", "h1-", "H2.viewDidAppear",
        ])
        #expect(host.lines == ["‹ Back", "h2 0"])
        navigation.popViewController(animated: true)
        host.update()
        #expect(log.take() == [
            "H2.viewWillDisappear", "H1.viewWillAppear", "h1+", "H1.viewIsAppearing", "H2.viewDidDisappear", "h2-",
            "H1.viewDidAppear", "H2.deinit",
        ])
        #expect(host.lines == ["h1 1"])
    }

    @Test("Setting a hosting controller's root view updates it in place, keeping its state")
    func rootViewUpdate() {
        let log = EventLog()
        let hosting = HostingController(rootView: AppearanceProbe(name: "a", log: log))
        let host = TestHost(columns: 20, rows: 3, rootViewController: hosting)
        host.press(.tab)
        host.press("+")
        hosting.rootView = AppearanceProbe(name: "b", log: log)
        host.update()
        #expect(host.lines == ["b 1"])
        #expect(log.take() == ["a+"])
    }

    /// Embeds a ``LoggingController`` named `E`, logging the representable's calls.
    struct Embedded: ViewControllerRepresentable {
        let log: EventLog
        var label: String

        final class Coordinator {}

        func makeCoordinator() -> Coordinator {
            log("makeCoordinator")
            return Coordinator()
        }

        func makeViewController(context: Context) -> LoggingController {
            log("make")
            return LoggingController("E", log, content: AnyView(Text("embedded")))
        }

        func updateViewController(_ viewController: LoggingController, context: Context) {
            log("update(\(label))")
        }

        static func dismantleViewController(_ viewController: LoggingController, coordinator: Coordinator) {
            viewController.log("dismantle")
        }
    }

    struct Screen: View {
        let log: EventLog
        let switches: Switches

        var body: some View {
            VStack(alignment: .leading) {
                Text("top")
                if switches.flag {
                    Embedded(log: log, label: switches.text)
                }
            }
        }
    }

    @Test("A representable inside an if: made, updated and shown when its branch appears; dismantled and freed when it goes")
    func representableInConditional() {
        let log = EventLog()
        let switches = Switches()
        switches.flag = false
        let host = TestHost(columns: 20, rows: 3) { Screen(log: log, switches: switches) }
        #expect(host.lines == ["top"])
        switches.flag = true
        host.update()
        #expect(log.take() == [
            "makeCoordinator", "make", "update(a)", "E.viewDidLoad", "E.viewWillAppear", "E.viewIsAppearing",
            "E.viewDidAppear",
        ])
        #expect(host.lines == ["top", "embedded"])
        switches.text = "b"
        host.update()
        #expect(log.take() == ["update(b)"])
        switches.flag = false
        host.update()
        #expect(log.take() == ["E.viewWillDisappear", "E.viewDidDisappear", "dismantle", "E.deinit"])
        #expect(host.lines == ["top"])
    }

    @Test("A representable's controller disappears and appears again with its tab, without being remade")
    func representableInTabView() {
        let log = EventLog()
        let selection = StateHandle<Int>()
        struct Tabs: View {
            let log: EventLog
            let selection: StateHandle<Int>
            @State private var selected = 0
            var body: some View {
                let _ = selection.bind($selected)
                TabView(selection: $selected) {
                    Embedded(log: log, label: "a").tabItem { Text("E") }.tag(0)
                    Text("other").tabItem { Text("O") }.tag(1)
                }
            }
        }
        let host = TestHost(columns: 20, rows: 3) { Tabs(log: log, selection: selection) }
        #expect(log.take() == [
            "makeCoordinator", "make", "update(a)", "E.viewDidLoad", "E.viewWillAppear", "E.viewIsAppearing",
            "E.viewDidAppear",
        ])
        selection.value = 1
        host.update()
        #expect(log.take() == ["E.viewWillDisappear", "E.viewDidDisappear"])
        selection.value = 0
        host.update()
        #expect(log.take() == ["E.viewWillAppear", "E.viewIsAppearing", "E.viewDidAppear"])
        #expect(host.lines == [" E  O", "embedded"])
    }

    /// Shows a controller made beforehand, so a test can present on it.
    struct Given: ViewControllerRepresentable {
        let controller: LoggingController

        func makeViewController(context: Context) -> LoggingController { controller }

        func updateViewController(_ viewController: LoggingController, context: Context) {}
    }

    @Test("What a representable's controller presents disappears and appears again with its tab")
    func presentationInHiddenRepresentable() {
        let log = EventLog()
        let selection = StateHandle<Int>()
        let embedded = LoggingController("E", log, content: AnyView(Text("embedded")))
        struct Tabs: View {
            let embedded: LoggingController
            let selection: StateHandle<Int>
            @State private var selected = 0
            var body: some View {
                let _ = selection.bind($selected)
                TabView(selection: $selected) {
                    Given(controller: embedded).tabItem { Text("E") }.tag(0)
                    Text("other").tabItem { Text("O") }.tag(1)
                }
            }
        }
        let host = TestHost(columns: 20, rows: 3) { Tabs(embedded: embedded, selection: selection) }
        embedded.present(LoggingController("B", log), animated: false)
        host.update()
        _ = log.take()
        selection.value = 1
        host.update()
        #expect(log.take() == ["B.viewWillDisappear", "E.viewWillDisappear", "B.viewDidDisappear", "E.viewDidDisappear"])
        #expect(host.lines == [" E  O", "other"])
        selection.value = 0
        host.update()
        #expect(log.take() == [
            "E.viewWillAppear", "B.viewWillAppear", "E.viewIsAppearing", "B.viewIsAppearing", "E.viewDidAppear",
            "B.viewDidAppear",
        ])
    }

    @Test("Removing a representable whose controller presents takes both off screen and frees both")
    func presentationInRemovedRepresentable() {
        let log = EventLog()
        let switches = Switches()
        struct Screen: View {
            let switches: Switches
            let make: () -> LoggingController
            var body: some View {
                if switches.flag {
                    Given(controller: make())
                }
            }
        }
        weak var embeddedReference: LoggingController?
        let host = TestHost(columns: 20, rows: 3) {
            Screen(switches: switches) {
                if let embeddedReference { return embeddedReference }
                let embedded = LoggingController("E", log)
                embeddedReference = embedded
                return embedded
            }
        }
        embeddedReference?.present(LoggingController("B", log), animated: false)
        host.update()
        _ = log.take()
        switches.flag = false
        host.update()
        #expect(log.take() == [
            "B.viewWillDisappear", "E.viewWillDisappear", "B.viewDidDisappear", "E.viewDidDisappear", "B.deinit",
            "E.deinit",
        ])
        #expect(embeddedReference == nil)
    }
}
