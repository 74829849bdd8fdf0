import Trellis

/// UIKit-style screens: a controller that presents another full screen,
/// over full screen or as a page sheet, every callback in the event log.
///
/// ```swift
/// DemoScreen(title: "UIKit-style screens", log: log) { ControllerScreens(log: log) }
/// ```
///
/// The representable makes the presenting controller `A`, so its
/// `viewDidLoad` … `viewDidAppear` are logged when the demo appears. Each
/// press presents a new `B`: `.fullScreen` takes `A` off screen (rule 23:
/// `A.viewWillDisappear` … `A.viewDidDisappear`), the other styles leave
/// it (rule 22: `A` hears nothing); Esc or Close dismisses `B`, which is
/// freed (`B.deinit`).
public struct ControllerScreens: ViewControllerRepresentable {
    let log: LifecycleLog

    /// Creates the demo, logging into `log`.
    public init(log: LifecycleLog) {
        self.log = log
    }

    public func makeViewController(context: Context) -> PresentingController {
        PresentingController(log: log)
    }

    public func updateViewController(_ viewController: PresentingController, context: Context) {}
}

/// Controller `A`: a counter of its own and the three ways to present `B`.
public final class PresentingController: LoggedController {
    private var presentations = 0

    /// Creates `A`, logging into `log`.
    public init(log: LifecycleLog) {
        super.init(name: "A", log: log)
    }

    public override func loadView() {
        view = ControllerView {
            ControllerAScreen { [weak self] style in self?.presentScreen(style) }
        }
    }

    /// Presents a new `B` in `style`.
    private func presentScreen(_ style: ModalPresentationStyle) {
        presentations += 1
        let presented = PresentedController(log: log, number: presentations)
        presented.modalPresentationStyle = style
        log.record(.action, "present B \(style)")
        present(presented, animated: true)
    }
}

/// Controller `B`: what it was presented as, and a Close button.
final class PresentedController: LoggedController {
    private let number: Int

    init(log: LifecycleLog, number: Int) {
        self.number = number
        super.init(name: "B", log: log)
    }

    override func loadView() {
        let style = modalPresentationStyle
        let number = number
        view = ControllerView {
            ControllerBScreen(number: number, style: style) { [weak self] in self?.dismiss(animated: true) }
        }
    }
}

/// `A`'s content: a counter that shows the presenter's state survives, and
/// a button per presentation style.
struct ControllerAScreen: View {
    let present: (ModalPresentationStyle) -> Void
    @State private var count = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Controller A").bold()
            HStack(spacing: 1) {
                Text("count \(count)")
                Button("+1") { count += 1 }
            }
            Text(" ")
            Button("Present full screen") { present(.fullScreen) }
            Button("Present over full screen") { present(.overFullScreen) }
            Button("Present page sheet") { present(.pageSheet) }
            Text(" ")
            Text("Full screen takes A off screen: A hears will/didDisappear, then will/didAppear.").dim()
            Text("The other styles leave A on screen: A hears nothing.").dim()
        }
    }
}

/// `B`'s content.
struct ControllerBScreen: View {
    let number: Int
    let style: ModalPresentationStyle
    let close: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Controller B #\(number), presented \(String(describing: style))").bold()
            Button("Close") { close() }
            Text("Esc closes too").dim()
        }
        .padding(1)
        .background(Color.blue)
        .border(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
