/// A view with an explicit identity, created by `.id(_:)`.
///
/// A new `id` value is a new identity: the content is removed (its state
/// destroyed, its disappear actions run) and mounted again with fresh state.
/// Modifiers outside the `.id` keep theirs: an `onAppear` outside does not
/// fire again, one inside does (Lifecycle.md rule 2).
public struct IDView<Content: View, ID: Hashable>: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// The identified view.
    public var content: Content
    /// The identity.
    public var id: ID

    /// Identifies `content` by `id`.
    public init(_ content: Content, id: ID) {
        self.content = content
        self.id = id
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(IDViewNode(view: view, inputs: inputs))
    }
}

extension View {
    /// Gives this view an explicit identity: when `id` changes, the view is
    /// replaced by a new one with fresh state.
    ///
    /// ```swift
    /// DetailView(item: item).id(item.id)   // reset detail state per item
    /// ```
    public func id<ID: Hashable>(_ id: ID) -> IDView<Self, ID> {
        IDView(self, id: id)
    }
}
