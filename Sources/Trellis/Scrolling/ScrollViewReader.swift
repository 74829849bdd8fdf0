/// A view that gives its content a proxy to scroll the scroll views inside
/// it to a view by ID: SwiftUI's `ScrollViewReader`.
///
/// ```swift
/// ScrollViewReader { proxy in
///     VStack {
///         Button("Last") { proxy.scrollTo(999, anchor: .bottom) }
///         ScrollView { LazyVStack { ForEach(0..<1_000) { Text("\($0)").id($0) } } }
///     }
/// }
/// ```
///
/// The reader lays out as its content; it adds no node state beyond the
/// proxy's link back to it.
public struct ScrollViewReader<Content: View>: View {
    public typealias Body = Never

    /// Builds the content, handed the proxy.
    public var content: (ScrollViewProxy) -> Content

    /// Creates a reader whose content can scroll with `proxy`.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(ScrollViewReaderNode(view: view, inputs: inputs))
    }
}

/// Scrolls the scroll views inside a ``ScrollViewReader``.
///
/// ```swift
/// proxy.scrollTo(item.id)               // the least scroll that shows it
/// proxy.scrollTo(item.id, anchor: .top) // its top at the viewport's top
/// ```
///
/// The target is a `ForEach` row (by its element's ID) or a view with
/// `.id(_:)`. In a lazy stack the row is found without building the others:
/// O(1) for `Range` data, otherwise a search outward from the rows in view;
/// in non-lazy content the search walks the scroll view's nodes. The scroll
/// happens at the next layout, so calling it from an action, `onAppear`
/// or `onChange` shows the target in the same frame.
@MainActor
public struct ScrollViewProxy {
    fileprivate let reader: ScrollViewReaderLink

    /// Scrolls the first scroll view inside the reader that holds the view
    /// with `id` so that the view's `anchor` point meets the viewport's
    /// (`nil`: the least scroll that shows it whole). An unknown ID does
    /// nothing.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let node = reader.node, node.isAlive else { return }
        let target = AnyHashable(id)
        var stack: [ViewNode] = [node]
        while let current = stack.popLast() {
            if let container = current as? any ScrollingContainer, container.scrollTo(target, anchor: anchor) {
                return
            }
            stack.append(contentsOf: current.children.reversed())
        }
    }
}

/// The proxy's weak link to its reader's node.
@MainActor
final class ScrollViewReaderLink {
    weak var node: ViewNode?

    init(node: ViewNode) {
        self.node = node
    }
}

/// The node of a ``ScrollViewReader``: builds its content with a proxy
/// linked to itself. Its content is its only child.
@MainActor
final class ScrollViewReaderNode<Content: View>: TypedNode<ScrollViewReader<Content>> {
    /// Looked up once per node rather than per evaluation.
    private let profile = ObservationProfile.shared(by: ScrollViewReaderNode.self)

    override var observationProfile: Unmanaged<ObservationProfile> { .passUnretained(profile) }

    private lazy var link = ScrollViewReaderLink(node: self)

    override func mountContent() {
        children = [makeChild(evaluate())]
    }

    override func reconcile() {
        updateChild(children[0], to: evaluate())
    }

    private func evaluate() -> Content {
        let proxy = ScrollViewProxy(reader: link)
        let content = view.content
        return Evaluation.run(for: self) { content(proxy) }
    }

    override var forwardsTraits: Bool { true }

    override var displayName: String { "ScrollViewReader" }
}
