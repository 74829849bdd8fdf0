import Foundation

/// Which columns of a ``NavigationSplitView`` show side by side.
///
/// ```swift
/// @State private var visibility = NavigationSplitViewVisibility.all
/// NavigationSplitView(columnVisibility: $visibility) { Sidebar() } detail: { Detail() }
/// ```
///
/// In a compact terminal the split view is one stack and this is ignored.
public struct NavigationSplitViewVisibility: Hashable, Codable, Sendable {
    let name: String

    /// The platform decides: every column, in a terminal.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The last two columns: content and detail, or sidebar and detail.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail column alone.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A column of a ``NavigationSplitView``.
public enum NavigationSplitViewColumn: Hashable, Sendable {
    /// The first column.
    case sidebar
    /// The middle column of a three-column split view.
    case content
    /// The last column.
    case detail
}

/// How a split view's columns share the width: accepted, the sidebar and
/// content columns take their widths and the detail the rest.
public protocol NavigationSplitViewStyle {}

/// The platform's choice.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the style.
    public init() {}
}

/// Columns shrink the detail to show side by side.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the style.
    public init() {}
}

/// The detail keeps its size; the others cover it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    /// Creates the style.
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's choice.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Columns shrink the detail.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The detail keeps its size.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}

extension View {
    /// Accepted: the sidebar and content columns take their widths and the
    /// detail the rest.
    public func navigationSplitViewStyle<Style: NavigationSplitViewStyle>(_ style: Style) -> some View {
        modifier(_PassthroughModifier(kind: "navigationSplitViewStyle"))
    }

    /// Sets the width of the split-view column this view is in, in cells.
    ///
    /// ```swift
    /// List(folders) { … }.navigationSplitViewColumnWidth(30)
    /// ```
    ///
    /// The detail column takes what the others leave; its width is ignored.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        preference(key: SplitColumnWidthKey.self, value: Int(width.rounded()))
    }

    /// Sets the width of the split-view column this view is in: its ideal
    /// width (the terminal does not resize columns by dragging).
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        preference(key: SplitColumnWidthKey.self, value: Int(ideal.rounded()))
    }
}

/// The width a split-view column's content asks for.
struct SplitColumnWidthKey: PreferenceKey {
    static var defaultValue: Int? { nil }

    static func reduce(value: inout Int?, nextValue: () -> Int?) {
        value = nextValue() ?? value
    }
}
