/// A controller whose view is a declarative view: how SwiftUI-style
/// screens join a controller hierarchy.
///
/// ```swift
/// let settings = HostingController(rootView: SettingsView(model: model))
/// settings.title = "Settings"
/// navigationController?.pushViewController(settings, animated: true)
/// ```
///
/// The root view's `onAppear` runs right after the controller's
/// ``ViewController/viewWillAppear(_:)`` and its `onDisappear` right after
/// ``ViewController/viewDidDisappear(_:)``, as with UIKit's
/// `UIHostingController`; its tasks run while it is on screen. Its state
/// lives as long as the view is shown by a host (off screen under a pushed
/// or full-screen controller included). Setting ``rootView`` updates the
/// view in the next update: a root view of the same type keeps its state.
/// Cost: the declarative view's, plus one node.
@MainActor
open class HostingController<Content: View>: ViewController {
    /// The declarative view shown.
    ///
    /// ```swift
    /// hosting.rootView = SettingsView(model: newModel)
    /// ```
    public var rootView: Content {
        didSet {
            let rootView = rootView
            viewIfLoaded?.setContent { rootView }
        }
    }

    /// A controller showing `rootView`.
    ///
    /// ```swift
    /// let hosting = HostingController(rootView: Text("Hello"))
    /// ```
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    /// Loads a view whose content is ``rootView``.
    ///
    /// ```swift
    /// hosting.loadViewIfNeeded()   // calls loadView() once
    /// ```
    open override func loadView() {
        let rootView = rootView
        view = ControllerView { rootView }
    }
}
