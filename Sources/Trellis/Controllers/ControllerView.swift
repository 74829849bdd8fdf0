/// The view a ``ViewController`` manages: declarative content, the views of
/// child controllers, or both, stacked.
///
/// ```swift
/// override func loadView() {
///     view = ControllerView { Text("Mail").bold() }     // a declarative root
/// }
/// override func viewDidLoad() {
///     super.viewDidLoad()
///     addChild(list)
///     view.addSubview(list.view)                        // a child controller below it
///     list.didMove(toParent: self)
/// }
/// ```
///
/// The content comes first, then the subviews in order, along ``axis``
/// (down by default), with no spacing, as a stack of views would be laid
/// out. Changing the content or the subviews redraws the view in the
/// next update; the content's own state (its `@State`) lives as long as
/// the view is shown by a host and the content keeps its type. A view that
/// belongs to a controller shows its content and subviews only while the
/// controller is on screen (from its `viewWillAppear` to its
/// `viewDidDisappear`). Cost: one graph node per view, plus its content's.
@MainActor
public final class ControllerView {
    /// The declarative content, if any.
    private(set) var content: AnyView?

    /// Incremented by each ``setContent(_:)``, so the node updates the
    /// content only when it changed.
    private(set) var contentGeneration = 0

    /// The controller whose view this is, or `nil` for a plain container.
    weak var owner: ViewController?

    /// The node that shows this view while a host shows it.
    weak var node: ControllerViewNode?

    /// An empty container: add subviews to it.
    ///
    /// ```swift
    /// let row = ControllerView()
    /// row.axis = .horizontal
    /// ```
    public init() {}

    /// A view showing the declarative `content`.
    ///
    /// ```swift
    /// view = ControllerView { VStack { Text("Hello"); Button("Next") { [weak self] in self?.next() } } }
    /// ```
    ///
    /// The controller holds its view, which holds the content: capture the
    /// controller weakly in the content's actions, or neither is freed.
    public init<Content: View>(@ViewBuilder content: () -> Content) {
        self.content = AnyView(content())
    }

    /// Replaces the declarative content; shown in the next update.
    ///
    /// ```swift
    /// view.setContent { Text("\(unread) unread") }
    /// ```
    ///
    /// Content of the same type as before keeps its state (and only what
    /// changed is drawn again); content of another type starts afresh.
    public func setContent<Content: View>(@ViewBuilder _ content: () -> Content) {
        self.content = AnyView(content())
        contentGeneration += 1
        node?.invalidate()
    }

    /// The direction the content and the subviews are stacked in:
    /// `.vertical` (the default) or `.horizontal`.
    ///
    /// ```swift
    /// split.view.axis = .horizontal   // list beside detail
    /// ```
    public var axis = Axis.vertical {
        didSet {
            if axis != oldValue {
                node?.invalidate()
            }
        }
    }

    // MARK: Subviews

    /// The views stacked after the content, in order.
    ///
    /// ```swift
    /// #expect(container.view.subviews.count == 2)
    /// ```
    public private(set) var subviews: [ControllerView] = []

    /// The view this one is a subview of, or `nil`.
    ///
    /// ```swift
    /// #expect(child.view.superview === container.view)
    /// ```
    public private(set) weak var superview: ControllerView?

    /// Adds `view` after the other subviews, taking it from its superview
    /// first.
    ///
    /// ```swift
    /// view.addSubview(child.view)
    /// ```
    ///
    /// When `view` belongs to a child controller of this view's controller
    /// and that controller is on screen, the child appears (UIKit's
    /// behaviour for custom containers), unless the container forwards
    /// appearance by hand.
    public func addSubview(_ view: ControllerView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped to the
    /// subviews' range), taking it from its superview first.
    ///
    /// ```swift
    /// view.insertSubview(banner.view, at: 0)
    /// ```
    public func insertSubview(_ view: ControllerView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        view.detach()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        node?.invalidate()
        notifyController(of: view, isJoining: true)
    }

    /// Removes the view from its superview; nothing when it has none.
    ///
    /// ```swift
    /// child.willMove(toParent: nil)
    /// child.view.removeFromSuperview()
    /// child.removeFromParent()
    /// ```
    public func removeFromSuperview() {
        guard let superview else { return }
        detach()
        superview.notifyController(of: self, isJoining: false)
    }

    /// Whether this view is `view` or lies inside it.
    ///
    /// ```swift
    /// #expect(child.view.isDescendant(of: container.view))
    /// ```
    public func isDescendant(of view: ControllerView) -> Bool {
        var current: ControllerView? = self
        while let candidate = current {
            if candidate === view {
                return true
            }
            current = candidate.superview
        }
        return false
    }

    /// Lays the view out again in the next frame (its controller's
    /// `viewWillLayoutSubviews` and `viewDidLayoutSubviews` run again).
    ///
    /// ```swift
    /// view.setNeedsLayout()
    /// ```
    public func setNeedsLayout() {
        node?.setNeedsLayout()
    }

    /// Takes the view out of its superview without telling any controller.
    private func detach() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        superview.node?.invalidate()
        self.superview = nil
    }

    /// The controller whose view contains this one: its own, or its
    /// nearest superview's.
    private var containingController: ViewController? {
        var current: ControllerView? = self
        while let view = current {
            if let owner = view.owner {
                return owner
            }
            current = view.superview
        }
        return nil
    }

    /// Tells the controller of this view that `view` (a child's, perhaps)
    /// joined or left it.
    private func notifyController(of view: ControllerView, isJoining: Bool) {
        guard let child = view.owner, let container = containingController else { return }
        container.childView(of: child, didMoveInto: isJoining)
    }
}
