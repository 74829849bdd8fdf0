extension View {
    /// Pushes `destination` on the enclosing ``NavigationStack`` while
    /// `isPresented` is true.
    ///
    /// ```swift
    /// @State private var showsSettings = false
    /// Button("Settings") { showsSettings = true }
    ///     .navigationDestination(isPresented: $showsSettings) { SettingsView() }
    /// ```
    ///
    /// The screen goes above the path's screens and the views pushed by
    /// links; going back (Esc, Backspace, the bar's `‹`, `dismiss`) pops it
    /// and sets `isPresented` to false, and setting it to false from
    /// anywhere pops it. Outside a navigation stack it does nothing. Cost:
    /// one screen while presented; the binding is read once per update.
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View {
        let screen = AnyView(destination())
        return modifier(
            _NavigationPresentationModifier(
                identity: { isPresented.wrappedValue ? AnyHashable(true) : nil },
                end: { isPresented.wrappedValue = false },
                destination: { screen }))
    }

    /// Pushes the screen `destination` makes of `item` on the enclosing
    /// ``NavigationStack`` while `item` is not `nil`.
    ///
    /// ```swift
    /// @State private var opened: Recipe?
    /// RecipeList(onOpen: { opened = $0 })
    ///     .navigationDestination(item: $opened) { recipe in RecipeDetail(recipe) }
    /// ```
    ///
    /// Another item replaces the screen with a fresh one (its state starts
    /// anew); going back pops it and sets `item` to `nil`, and setting it to
    /// `nil` from anywhere pops it. Outside a navigation stack it does
    /// nothing. Cost: one screen while presented; the binding is read once
    /// per update.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(
            _NavigationPresentationModifier(
                identity: { item.wrappedValue.map { AnyHashable($0) } },
                end: { item.wrappedValue = nil },
                destination: { item.wrappedValue.map { AnyView(destination($0)) } }))
    }
}

/// Pushes a screen on the enclosing navigation stack while a binding says
/// so: the modifier behind `.navigationDestination(isPresented:)` and
/// `(item:)`.
///
/// `identity` reads the binding: `nil` while nothing is presented, and a
/// value that changes when another item is. `end` writes the binding back
/// to "not presented".
public struct _NavigationPresentationModifier: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let identity: () -> AnyHashable?
    let end: () -> Void
    let destination: () -> AnyView?

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(NavigationPresentationNode(view: modifier, inputs: inputs))
    }
}

/// The node of `.navigationDestination(isPresented:)` and `(item:)`: reads
/// the binding (recording it as a dependency) when it is mounted, updated
/// or invalidated, and presents or dismisses its screen through the stack's
/// ``NavigationContext``. Unmounted, it dismisses the screen without
/// writing the binding.
@MainActor
final class NavigationPresentationNode<Content: View>: ModifierNode<Content, _NavigationPresentationModifier> {
    private var context: NavigationContext?
    private var isPresenting = false

    override func mountContent() {
        context = Evaluation.readEnvironment(for: self) { environment.navigation }
        super.mountContent()
        applyPresentation()
    }

    override func reconcile() {
        super.reconcile()
        applyPresentation()
    }

    override func readsDidChange() {
        applyPresentation()
    }

    private func applyPresentation() {
        guard let context else { return }
        let (identity, destination) = Evaluation.run(for: self) { (modifier.identity(), modifier.destination()) }
        guard let identity, let destination else {
            if isPresenting {
                isPresenting = false
                context.dismiss(self)
            }
            return
        }
        isPresenting = true
        context.present(
            NavigationContext.PresentedScreen(
                owner: self, identity: identity, view: destination, end: modifier.end))
    }

    override func releaseResources() {
        if isPresenting {
            context?.dismiss(self)
        }
        super.releaseResources()
    }

    override var modifierName: String { "navigationDestination" }
}
