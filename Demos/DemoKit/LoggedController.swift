import Trellis

/// A controller that records every appearance callback, and its
/// deallocation, in a ``LifecycleLog`` under its name.
///
/// ```swift
/// final class Inbox: LoggedController { … }   // "Inbox.viewDidLoad", "Inbox.viewWillAppear", …
/// ```
open class LoggedController: ViewController {
    /// The name the log shows.
    public let name: String
    /// Where the callbacks are recorded.
    public let log: LifecycleLog

    /// Creates a controller named `name` that records into `log`.
    public init(name: String, log: LifecycleLog) {
        self.name = name
        self.log = log
        super.init()
    }

    private func record(_ callback: String) {
        log.record(.callback, "\(name).\(callback)")
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        record("viewDidLoad")
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        record("viewWillAppear")
    }

    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        record("viewIsAppearing")
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        record("viewDidAppear")
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        record("viewWillDisappear")
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        record("viewDidDisappear")
    }

    isolated deinit {
        record("deinit")
    }
}
