/// Related controls side by side: SwiftUI's `ControlGroup`.
///
/// ```swift
/// ControlGroup {
///     Button("Cut") { cut() }
///     Button("Copy") { copy() }
///     Button("Paste") { paste() }
/// }
/// ```
///
/// The controls stand in a row, one column apart, each reachable with Tab
/// as on its own; a label, when given, is not drawn (SwiftUI shows it only
/// where the group collapses into a menu). `.controlGroupStyle` is accepted.
public struct ControlGroup<Content: View>: View {
    let content: Content

    /// A group of `content`'s controls.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group of `content`'s controls with a label.
    public init<Label: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
    }

    /// A group of `content`'s controls titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group of `content`'s controls titled `title`.
    ///
    /// ```swift
    /// ControlGroup(section.name) { Button("Add") { add() }; Button("Remove") { remove() } }
    /// ```
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group of `content`'s controls titled `titleKey` with an SF Symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group of `content`'s controls titled `title` with an SF Symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The controls in a row.
    public var body: some View {
        HStack(spacing: 1) { content }
    }
}

/// A control group style; accepted.
public protocol ControlGroupStyle: Sendable {}

/// The control group styles SwiftUI names; all draw a row.
public struct _AcceptedControlGroupStyle: ControlGroupStyle {}

extension ControlGroupStyle where Self == _AcceptedControlGroupStyle {
    /// The default style.
    public static var automatic: _AcceptedControlGroupStyle { _AcceptedControlGroupStyle() }
    /// Controls in a navigation bar.
    public static var navigation: _AcceptedControlGroupStyle { _AcceptedControlGroupStyle() }
    /// A menu (drawn as a row).
    public static var menu: _AcceptedControlGroupStyle { _AcceptedControlGroupStyle() }
    /// A compact menu (drawn as a row).
    public static var compactMenu: _AcceptedControlGroupStyle { _AcceptedControlGroupStyle() }
    /// A palette (drawn as a row).
    public static var palette: _AcceptedControlGroupStyle { _AcceptedControlGroupStyle() }
}

extension View {
    /// Sets the style of control groups inside; accepted.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}
