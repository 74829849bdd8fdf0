extension View {
    /// Tells the enclosing ``NavigationStack`` how to show pushed values of
    /// type `data`.
    ///
    /// ```swift
    /// RecipeList()
    ///     .navigationDestination(for: Recipe.self) { recipe in RecipeDetail(recipe) }
    /// ```
    ///
    /// The registration lasts while this view is mounted (also while it is
    /// a covered screen); the last registration for a type wins. A pushed
    /// value whose type has no destination shows an empty screen. Cost: one
    /// dictionary entry; a change of the closure rebuilds the pushed screens.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(
            _NavigationDestinationModifier(type: ObjectIdentifier(D.self)) { value in
                (value.base as? D).map { AnyView(destination($0)) } ?? AnyView(EmptyView())
            })
    }
}

/// Registers a destination builder with the enclosing navigation stack.
public struct _NavigationDestinationModifier: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let type: ObjectIdentifier
    let build: (AnyHashable) -> AnyView

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(NavigationDestinationNode(view: modifier, inputs: inputs))
    }
}

/// The node of `.navigationDestination(for:)`: registers its builder with
/// the stack's ``NavigationContext`` (from its environment) while mounted.
@MainActor
final class NavigationDestinationNode<Content: View>: ModifierNode<Content, _NavigationDestinationModifier> {
    private var context: NavigationContext?

    override func mountContent() {
        context = Evaluation.readEnvironment(for: self) { environment.navigation }
        register()
        super.mountContent()
    }

    override func modifierDidUpdate(from old: _NavigationDestinationModifier) {
        if old.type != modifier.type {
            context?.unregister(self, for: old.type)
        }
        register()
    }

    private func register() {
        context?.register(NavigationContext.Destination(owner: self, build: modifier.build), for: modifier.type)
    }

    override func releaseResources() {
        context?.unregister(self, for: modifier.type)
        super.releaseResources()
    }

    override var modifierName: String { "navigationDestination" }
}
