/// The scene of an app's settings window, on macOS: SwiftUI's `Settings`.
///
/// ```swift
/// var body: some Scene {
///     WindowGroup { ContentView() }
///     Settings { SettingsView() }
/// }
/// ```
///
/// Accepted: a terminal app is one window, the app's window group, so the
/// settings scene is never shown. Show the same view from the app itself,
/// in a sheet or a navigation destination, to reach it in a terminal.
/// Alone in a body, it is shown, as the app's only scene.
public struct Settings<Content: View>: Scene, PrimitiveScene, AuxiliaryScene {
    /// A primitive scene: never evaluated.
    public typealias Body = Never

    let content: Content

    /// A settings scene showing `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// Never called: a settings scene is shown directly, or not at all.
    public var body: Never {
        fatalError("Settings has no body")
    }

    var primitiveRootView: AnyView { AnyView(content) }
}
