import Foundation

extension Scene {
    /// Gives the app's menu bar the commands in `content`, in SwiftUI.
    /// Accepted: see ``Commands``.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }
    ///     .commands {
    ///         CommandMenu("Note") { Button("Pin") { … } }
    ///         CommandGroup(replacing: .newItem) { }
    ///     }
    /// ```
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        self
    }

    /// Sets the size of the scene's first window, in SwiftUI. Accepted:
    /// the window is the terminal, whose size the user sets.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }.defaultSize(width: 800, height: 600)
    /// ```
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        self
    }

    /// Sets the size of the scene's first window, in SwiftUI. Accepted.
    public func defaultSize(_ size: CGSize) -> some Scene {
        self
    }

    /// Sets how the scene's windows may be resized, in SwiftUI. Accepted:
    /// the content follows the terminal's size whatever the value.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }.windowResizability(.contentSize)
    /// ```
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        self
    }

    /// Sets the style of the scene's windows, in SwiftUI. Accepted: a
    /// terminal has no title bar to hide or show.
    ///
    /// ```swift
    /// WindowGroup { ContentView() }.windowStyle(.hiddenTitleBar)
    /// ```
    public func windowStyle<Style: WindowStyle>(_ style: Style) -> some Scene {
        self
    }
}

/// How a window may be resized: SwiftUI's `WindowResizability`, accepted
/// by ``Scene/windowResizability(_:)``.
///
/// ```swift
/// .windowResizability(.contentMinSize)
/// ```
public struct WindowResizability: Hashable, Sendable {
    let name: String

    /// As the platform resizes windows.
    public static let automatic = WindowResizability(name: "automatic")
    /// Exactly the content's size.
    public static let contentSize = WindowResizability(name: "contentSize")
    /// At least the content's minimum size.
    public static let contentMinSize = WindowResizability(name: "contentMinSize")
}
