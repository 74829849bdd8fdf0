/// Groups views without changing how they are laid out.
///
/// ```swift
/// Group {
///     Text("One")
///     Text("Two")
/// }
/// .onAppear { log("group appeared") }
/// ```
///
/// A modifier applied to a group applies to the group as one view.
public struct Group<Content: View>: View, ContentContainer {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// The grouped views.
    public var content: Content

    /// Creates a group of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    static var isTransparentInLists: Bool { true }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(ContainerNode(view: view, inputs: inputs))
    }
}
