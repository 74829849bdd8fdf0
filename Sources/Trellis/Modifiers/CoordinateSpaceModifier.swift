extension View {
    /// Names the view's space, so that views inside it can read their
    /// positions relative to it.
    ///
    /// ```swift
    /// ScrollView {
    ///     GeometryReader { proxy in
    ///         Header(offset: proxy.frame(in: .named("scroll")).minY)
    ///     }
    ///     .frame(height: 3)
    ///     Rows()
    /// }
    /// .coordinateSpace(name: "scroll")
    /// ```
    ///
    /// The space's origin is the view's top-leading cell: a view inside a
    /// scroll view named this way has negative positions once scrolled
    /// past. `GeometryProxy.frame(in: .named(name))`, `.onGeometryChange`,
    /// `DragGesture`, `SpatialTapGesture` and `.onTapGesture` with
    /// `coordinateSpace: .named(name)` answer in it; the nearest view with
    /// the name wins. The view lays out and draws as it would without the
    /// name. Cost: finding a view's origins walks its ancestors once
    /// (O(depth)) while any space is named.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Names the view's space `name` (written `.named(_:)`).
    ///
    /// ```swift
    /// VStack { Board() }
    ///     .coordinateSpace(.named("board"))
    /// ```
    ///
    /// As ``View/coordinateSpace(name:)``.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }
}

/// Names the modified view's space.
public struct _CoordinateSpaceModifier: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let name: AnyHashable

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(CoordinateSpaceNode(view: modifier, inputs: inputs))
    }
}

/// The node of `.coordinateSpace`: lays its content out unchanged and names
/// its space, counted in the graph's named spaces while mounted.
@MainActor
final class CoordinateSpaceNode<Content: View>: ModifierNode<Content, _CoordinateSpaceModifier> {
    override func mountContent() {
        graph.namedCoordinateSpaces += 1
        super.mountContent()
    }

    override func releaseResources() {
        graph.namedCoordinateSpaces -= 1
        super.releaseResources()
    }

    override var coordinateSpaceName: CoordinateSpaceOrigins.Name? { .user(modifier.name) }

    override var modifierName: String { "coordinateSpace" }

    override var stateDescription: String? { "name: \(modifier.name)" }
}
