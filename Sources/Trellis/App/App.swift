import Foundation

/// A Trellis program: its scenes, and a `main` that runs them full screen.
///
/// ```swift
/// @main
/// struct CounterApp: App {
///     var body: some Scene {
///         WindowGroup { CounterView() }
///     }
/// }
/// ```
///
/// `main()` (supplied, as in SwiftUI) runs the window group's content on
/// the alternate screen until a view calls `@Environment(\.dismiss)` or
/// the user presses Ctrl-C that no view handled, then restores the
/// terminal and exits: status 0, or 128 + the signal after Ctrl-C,
/// `SIGINT`, `SIGTERM` or `SIGHUP`, or 1 with a message on standard error
/// when the program has no usable terminal (`TERM=dumb`, no TTY).
/// `@SceneStorage` values are restored at launch and saved when the scene
/// goes to the background (Ctrl-Z) and when it quits. One scene is shown:
/// the first window group.
///
/// The app's own `@State`, `@StateObject` and `@Environment` work as in
/// SwiftUI: the app is the root of the view graph (``AppRoot``), its body
/// evaluated again when a value it read changes.
///
/// ```swift
/// @main
/// struct TodoApp: App {
///     @State private var store = TodoStore()      // one store for the app's life
///     var body: some Scene {
///         WindowGroup { TodoList().environment(store) }
///     }
/// }
/// ```
///
/// (So that the graph finds those properties, `App` refines
/// ``DynamicProperty``, which SwiftUI's does not; an app conforms to it
/// without writing anything.)
@MainActor @preconcurrency
public protocol App: DynamicProperty {
    /// The type of the app's scenes.
    associatedtype Body: Scene

    /// The app's scenes.
    @SceneBuilder var body: Body { get }

    /// Creates the app; `main()` calls it once.
    init()
}

extension App {
    /// Runs the app: see ``App``.
    public static func main() {
        let root = AppRoot(Self())
        TerminalHost.runApplication { session in session.mount(root) }
    }
}

/// The root view of an ``App``: the app's first window group, with the
/// app's own dynamic properties (`@State`, `@StateObject`, `@Environment`)
/// linked as a view's are, so its body runs again when they change.
///
/// ```swift
/// let host = TestHost { AppRoot(TodoApp()) }   // the app as `main()` runs it
/// ```
///
/// Cost: the app's body once at launch, and again only when a value it
/// read changes.
public struct AppRoot<Program: App>: View {
    var app: Program

    /// The root of `app`.
    public init(_ app: Program) {
        self.app = app
    }

    /// The app's first window group.
    public var body: some View {
        app.body.rootView
    }
}

/// A part of an app's interface with a life cycle of its own: a
/// ``WindowGroup``, or a scene of yours made of others.
///
/// ```swift
/// struct MainScene: Scene {
///     var body: some Scene { WindowGroup { ContentView() } }
/// }
/// ```
@MainActor @preconcurrency
public protocol Scene {
    /// The type of the scene's content.
    associatedtype Body: Scene

    /// The scene's content.
    @SceneBuilder var body: Body { get }
}

extension Scene {
    /// The view the terminal shows for this scene.
    var rootView: AnyView {
        if let primitive = self as? any PrimitiveScene {
            return primitive.primitiveRootView
        }
        return body.rootView
    }
}

/// A scene Trellis shows directly (``WindowGroup``).
@MainActor
protocol PrimitiveScene {
    var primitiveRootView: AnyView { get }
}

extension Never: Scene {}

/// Builds an app's scenes: the terminal shows the first window group.
@MainActor @resultBuilder
public enum SceneBuilder {
    /// The single scene of a body.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }

    /// Several scenes (a window group and `Settings`, more window groups):
    /// see ``TupleScene``.
    public static func buildBlock<First: Scene, Second: Scene, each Rest: Scene>(
        _ first: First, _ second: Second, _ rest: repeat each Rest
    ) -> TupleScene<First, Second, repeat each Rest> {
        TupleScene((first, second, repeat each rest))
    }
}

/// The scene of a terminal app: its window is the terminal.
///
/// ```swift
/// WindowGroup { ContentView() }
/// ```
///
/// Its content fills the terminal, is laid out again when the terminal is
/// resized (views keep their state), and sees the scene's phase in
/// `@Environment(\.scenePhase)`.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    /// A primitive scene: never evaluated.
    public typealias Body = Never

    let content: Content

    /// A window group showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }


    /// Never called: a window group is shown directly.
    public var body: Never {
        fatalError("WindowGroup has no body")
    }

    var primitiveRootView: AnyView { AnyView(content) }
}
