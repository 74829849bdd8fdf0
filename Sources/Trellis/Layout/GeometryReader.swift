/// A view that builds its content from the size it is given.
///
/// ```swift
/// GeometryReader { proxy in
///     Text(String(repeating: "─", count: Int(proxy.size.width)))
/// }
/// ```
///
/// The reader takes all the space it is offered (none when asked for its
/// ideal size) and places its content at its top-leading corner. The content
/// is built during layout, once the size is known, and built again when the
/// size changes or a value it read changes; like a body, its state and
/// lifecycle follow its identity.
public struct GeometryReader<Content: View>: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// Builds the content for a size.
    public var content: (GeometryProxy) -> Content

    /// Creates a reader whose content `content` builds.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(GeometryReaderNode(view: view, inputs: inputs))
    }
}

/// The node of a `GeometryReader`: builds and reconciles its content during
/// layout, when its size is known, and again when its size or its place on
/// screen changes (checked after every layout pass).
@MainActor
final class GeometryReaderNode<Content: View>: TypedNode<GeometryReader<Content>>, GeometryObserving {
    /// Looked up once per node rather than per evaluation.
    private let profile = ObservationProfile.shared(by: GeometryReaderNode.self)

    override var observationProfile: Unmanaged<ObservationProfile> { .passUnretained(profile) }

    private var builtSize: CellSize?
    /// Where the content was last built, on screen and in the named spaces
    /// around, for `frame(in:)`.
    private var builtOrigins: CoordinateSpaceOrigins?

    override func mountContent() {
        graph.addGeometryObserver(self)
    }

    override func releaseResources() {
        graph.removeGeometryObserver(self)
        super.releaseResources()
    }

    /// Builds the content again when the reader moved on screen or in a
    /// named space without changing size (its proxy's frames changed).
    func checkGeometry() {
        guard let builtOrigins, builtOrigins != coordinateSpaceOrigins else { return }
        builtSize = nil
        setNeedsLayout()
    }

    override func reconcile() {
        builtSize = nil
        setNeedsLayout()
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        proposal.replacingUnspecified(with: .zero)
    }

    override func placeContent(in size: CellSize, proposal: CellProposal) {
        if builtSize != size || children.isEmpty {
            builtSize = size
            build(size)
        }
        placeItems(in: size, proposal: CellProposal(size), at: .zero)
    }

    private func build(_ size: CellSize) {
        let origins = coordinateSpaceOrigins
        builtOrigins = origins
        let proxy = GeometryProxy(size: size.cgSize, origins: origins)
        let content = Evaluation.run(for: self) { view.content(proxy) }
        if let child = children.first {
            updateChild(child, to: content)
        } else {
            children = [makeChild(content)]
            layout.items = nil
        }
    }

    override var isTransparentInLists: Bool { false }
}
