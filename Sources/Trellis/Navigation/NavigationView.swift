/// SwiftUI's first navigation container, kept so older code ports: a stack
/// with one view, columns with two or three.
///
/// ```swift
/// NavigationView {
///     List(recipes) { recipe in
///         NavigationLink(recipe.name, destination: RecipeDetail(recipe: recipe))
///     }
///     .navigationTitle("Recipes")
/// }
/// ```
///
/// One view (or `.navigationViewStyle(.stack)`): a ``NavigationStack``.
/// Two or three views: a ``NavigationSplitView`` with them as sidebar,
/// (content,) detail — side by side in a wide terminal, a stack in a
/// narrow one — where a link in the first column shows its destination in
/// the next. Cost: as the container it becomes.
public struct NavigationView<Content: View>: View {
    let content: Content
    @Environment(\.navigationViewStyle) private var style

    /// A navigation view of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The stack or the split view.
    public var body: some View {
        let columns = (content as? any ViewSequence)?.elementViews ?? []
        if columns.count >= 2, style != .stack {
            if columns.count == 2 {
                NavigationSplitView { columns[0] } detail: { columns[1] }
            } else {
                NavigationSplitView { columns[0] } content: { columns[1] } detail: { columns[columns.count - 1] }
            }
        } else {
            NavigationStack { content }
        }
    }
}

/// A view made of a fixed sequence of views, which a container can take
/// apart (``NavigationView``'s columns).
@MainActor
protocol ViewSequence {
    /// The views, in order, each type-erased.
    var elementViews: [AnyView] { get }
}

extension TupleView: ViewSequence {
    var elementViews: [AnyView] {
        var views: [AnyView] = []
        for view in repeat each value {
            views.append(AnyView(view))
        }
        return views
    }
}

/// How a ``NavigationView`` shows its views.
public protocol NavigationViewStyle {
    /// The layout the style asks for (engine hook).
    var _layout: NavigationViewLayout { get }
}

/// The layouts a ``NavigationViewStyle`` chooses between (engine hook).
public enum NavigationViewLayout: Hashable, Sendable {
    /// Columns when given several views.
    case automatic
    /// Always a stack.
    case stack
}

/// Columns when the navigation view has several views, a stack otherwise.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// Creates the style.
    public init() {}
    /// Columns when given several views.
    public var _layout: NavigationViewLayout { .automatic }
}

/// Always one stack, even with several views.
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// Creates the style.
    public init() {}
    /// Always a stack.
    public var _layout: NavigationViewLayout { .stack }
}

/// Columns side by side.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
    /// Creates the style.
    public init() {}
    /// Columns when given several views.
    public var _layout: NavigationViewLayout { .automatic }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// Columns with several views, a stack otherwise.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// Always a stack.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    /// Columns side by side.
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

struct NavigationViewStyleKey: EnvironmentKey {
    static var defaultValue: NavigationViewLayout { .automatic }
}

extension EnvironmentValues {
    /// The layout navigation views below choose.
    var navigationViewStyle: NavigationViewLayout {
        get { self[NavigationViewStyleKey.self] }
        set { self[NavigationViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets how the navigation views below show their views.
    ///
    /// ```swift
    /// NavigationView { Sidebar(); Detail() }.navigationViewStyle(.stack)
    /// ```
    public func navigationViewStyle<Style: NavigationViewStyle>(_ style: Style) -> some View {
        environment(\.navigationViewStyle, style._layout)
    }
}
