/// A view that shows a root view and the views pushed over it, one screen
/// at a time, with a header line to go back.
///
/// ```swift
/// @State private var path: [Recipe] = []
///
/// NavigationStack(path: $path) {
///     List(recipes) { NavigationLink($0.name, value: $0) }
///         .navigationDestination(for: Recipe.self) { RecipeDetail($0) }
///         .navigationTitle("Recipes")
/// }
/// ```
///
/// Only the top screen is laid out, drawn and in the visible hierarchy. The
/// navigation bar above it shows `‹ Back` when something is pushed, the top
/// screen's `.navigationTitle` and its `.toolbar` items (`NavigationBar`);
/// a bottom bar below it shows its `.bottomBar` items. A bar with nothing
/// to show takes no row. Going back: Esc or Backspace when no focused view
/// handles them, or a click on `‹ Back`; it pops the top screen (a view
/// pushed with `NavigationLink(destination:)`, else the last path value).
/// `.navigationBarBackButtonHidden()` on the top screen turns all three off.
///
/// **Lifecycle** (Lifecycle.md rule 18). Push: the destination appears, then
/// the previous top disappears, keeping its state. Pop: the revealed screen
/// appears, then the popped one disappears and its state is destroyed.
/// Screens are matched to the path by position and value, so changing the
/// path from `[A, B, C]` to `[]` makes only `C` disappear and the root
/// appear; `A` and `B` are destroyed without appearing. Screens below the
/// top that a new path creates are built hidden.
///
/// Cost: O(path length) per path change, plus building the screens that
/// changed; one screen laid out and drawn.
public struct NavigationStack<Data, Root: View>: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let path: NavigationStackPath
    let root: Root

    /// Creates the graph node for this view (engine hook).
    public static func _makeView(view: NavigationStack, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(NavigationStackNode(view: view, inputs: inputs))
    }
}

extension NavigationStack where Data == NavigationPath {
    /// Creates a stack that keeps its own path, starting at `root`.
    public init(@ViewBuilder root: () -> Root) {
        self.path = NavigationStackPath(binding: nil)
        self.root = root()
    }

    /// Creates a stack whose pushed values are `path`.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.path = NavigationStackPath(
            binding: (
                read: { path.wrappedValue.elements },
                write: { path.wrappedValue.elements = $0 }
            ))
        self.root = root()
    }
}

extension NavigationStack
where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// Creates a stack whose pushed values are `path`, all of one type.
    ///
    /// A `NavigationLink` whose value is of another type pushes nothing.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.path = NavigationStackPath(
            binding: (
                read: { path.wrappedValue.map { AnyHashable($0) } },
                write: { elements in path.wrappedValue = Data(elements.compactMap { $0.base as? Data.Element }) }
            ))
        self.root = root()
    }
}

/// The screens of a ``NavigationStack``, between its bars: the root and
/// the pushed screens (``NavigationScreensNode``).
struct NavigationScreens<Data, Root: View>: View {
    /// Drawn by the engine: there is no body to evaluate.
    typealias Body = Never

    let path: NavigationStackPath
    let root: Root

    static func _makeView(view: NavigationScreens, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(NavigationScreensNode(view: view, inputs: inputs))
    }
}

/// How a ``NavigationStack`` reads and writes its path: through the
/// binding it was given, or, without one, in its node.
struct NavigationStackPath {
    let binding: (read: () -> [AnyHashable], write: ([AnyHashable]) -> Void)?
}
