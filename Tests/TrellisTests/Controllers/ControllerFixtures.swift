import Testing
@testable import Trellis

/// What a ``LoggingController`` writes to the log besides its appearance:
/// containment calls, layout passes, size and trait changes.
struct LoggedExtras: OptionSet {
    let rawValue: Int
    static let containment = LoggedExtras(rawValue: 1)
    static let layout = LoggedExtras(rawValue: 2)
    static let size = LoggedExtras(rawValue: 4)
}

/// A controller that logs its lifecycle as `"<name>.<callback>"`, shows
/// `Text(name)` (or the given content), and logs `"<name>.deinit"` when it
/// is freed.
///
/// `hooks` run once, right after the callback they are named after is
/// logged: `controller.hooks["viewDidAppear"] = { navigation.pushViewController(b, animated: false) }`.
class LoggingController: ViewController {
    let name: String
    let log: EventLog
    let extras: LoggedExtras
    private let content: AnyView?
    var hooks: [String: () -> Void] = [:]

    init(_ name: String, _ log: EventLog, extras: LoggedExtras = [], content: AnyView? = nil) {
        self.name = name
        self.log = log
        self.extras = extras
        self.content = content
        super.init()
        title = name
    }

    override func loadView() {
        let content = content ?? AnyView(Text(name))
        view = ControllerView { content }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log("\(name).viewDidLoad")
        runHook("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log("\(name).viewWillAppear")
        runHook("viewWillAppear")
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        log("\(name).viewIsAppearing")
        runHook("viewIsAppearing")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log("\(name).viewDidAppear")
        runHook("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log("\(name).viewWillDisappear")
        runHook("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log("\(name).viewDidDisappear")
        runHook("viewDidDisappear")
    }

    override func willMove(toParent parent: ViewController?) {
        super.willMove(toParent: parent)
        if extras.contains(.containment) {
            log("\(name).willMove(\(Self.name(of: parent)))")
        }
    }

    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        if extras.contains(.containment) {
            log("\(name).didMove(\(Self.name(of: parent)))")
        }
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if extras.contains(.layout) {
            log("\(name).viewWillLayoutSubviews")
        }
        runHook("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if extras.contains(.layout) {
            log("\(name).viewDidLayoutSubviews")
        }
        runHook("viewDidLayoutSubviews")
    }

    override func viewWillTransition(to size: CGSize) {
        super.viewWillTransition(to: size)
        if extras.contains(.size) {
            log("\(name).viewWillTransition(\(Int(size.width))×\(Int(size.height)))")
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if extras.contains(.size) {
            let traits = traitCollection
            log("\(name).traitCollectionDidChange(\(traits.horizontalSizeClass.map { "\($0)" } ?? "nil"), \(traits.verticalSizeClass.map { "\($0)" } ?? "nil"))")
        }
    }

    isolated deinit {
        log("\(name).deinit")
    }

    private func runHook(_ callback: String) {
        hooks.removeValue(forKey: callback)?()
    }

    private static func name(of parent: ViewController?) -> String {
        (parent as? LoggingController)?.name ?? parent.map { "\(type(of: $0))" } ?? "nil"
    }
}

/// A hosting controller that logs its appearance as `"<name>.<callback>"`
/// and its deinit.
final class LoggingHostingController<Content: View>: HostingController<Content> {
    let name: String
    let log: EventLog

    init(_ name: String, _ log: EventLog, rootView: Content) {
        self.name = name
        self.log = log
        super.init(rootView: rootView)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log("\(name).viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log("\(name).viewWillAppear")
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        log("\(name).viewIsAppearing")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log("\(name).viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log("\(name).viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log("\(name).viewDidDisappear")
    }

    isolated deinit {
        log("\(name).deinit")
    }
}

/// A declarative view that logs `name+` on appear and `name-` on
/// disappear, and counts its own taps in `@State`.
struct AppearanceProbe: View {
    let name: String
    let log: EventLog
    @State private var count = 0

    var body: some View {
        Text("\(name) \(count)")
            .focusable()
            .onKeyPress("+") {
                count += 1
                return .handled
            }
            .onAppear { log("\(name)+") }
            .onDisappear { log("\(name)-") }
    }
}
