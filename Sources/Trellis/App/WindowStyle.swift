/// The look of a scene's windows: SwiftUI's `WindowStyle`, accepted by
/// ``Scene/windowStyle(_:)``.
///
/// ```swift
/// WindowGroup { ContentView() }.windowStyle(.hiddenTitleBar)
/// ```
///
/// A terminal window has no title bar, so every style looks the same.
public protocol WindowStyle {}

/// The platform's window style.
public struct DefaultWindowStyle: WindowStyle {
    /// The platform's window style.
    public init() {}
}

/// Windows with a title bar.
public struct TitleBarWindowStyle: WindowStyle {
    /// Windows with a title bar.
    public init() {}
}

/// Windows without a title bar.
public struct HiddenTitleBarWindowStyle: WindowStyle {
    /// Windows without a title bar.
    public init() {}
}

/// Windows with no chrome at all.
public struct PlainWindowStyle: WindowStyle {
    /// Windows with no chrome at all.
    public init() {}
}

extension WindowStyle where Self == DefaultWindowStyle {
    /// The platform's window style.
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}

extension WindowStyle where Self == TitleBarWindowStyle {
    /// Windows with a title bar.
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}

extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    /// Windows without a title bar.
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}

extension WindowStyle where Self == PlainWindowStyle {
    /// Windows with no chrome at all.
    public static var plain: PlainWindowStyle { PlainWindowStyle() }
}
