/// How a ``TabView`` shows its tabs: a bar of titles, or a row of page dots.
///
/// ```swift
/// TabView { Welcome(); Features(); Start() }
///     .tabViewStyle(.page)                 // the pages, then "● ○ ○" centred under them
/// ```
///
/// `.automatic`, `.sidebarAdaptable` and `.tabBarOnly` show the bar of
/// titles on the first row. `.page` shows the selected tab over a row of
/// dots, `●` for the selected page (a click on a dot selects it; ← and →
/// turn pages when no focused view takes them, besides `[`, `]`,
/// Ctrl-PageUp and Ctrl-PageDown); `.page(indexDisplayMode: .never)`
/// leaves the dots out and gives their row to the pages.
@MainActor @preconcurrency
public protocol TabViewStyle {
    /// How the style shows the tabs, in cells.
    var _tabBar: _TabBar { get }
}

/// Where a tab view shows which tab is selected (an engine type: use the
/// styles).
public enum _TabBar: Sendable, Equatable {
    /// The titles on the first row.
    case titles
    /// A dot per page on the last row, or nothing when `visible` is false.
    case pageDots(visible: Bool)
}

/// The style a tab view has when none is set: the bar of titles.
public struct DefaultTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}

    /// The bar of titles.
    public var _tabBar: _TabBar { .titles }
}

/// The tab bar, or a sidebar where there is room in SwiftUI: the bar of
/// titles in a terminal.
public struct SidebarAdaptableTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}

    /// The bar of titles.
    public var _tabBar: _TabBar { .titles }
}

/// The tab bar only: the bar of titles.
public struct TabBarOnlyTabViewStyle: TabViewStyle {
    /// Creates the style.
    public init() {}

    /// The bar of titles.
    public var _tabBar: _TabBar { .titles }
}

/// Pages side by side, one shown at a time, over a row of dots.
public struct PageTabViewStyle: TabViewStyle {
    /// When the dots are shown.
    public struct IndexDisplayMode: Sendable, Equatable {
        let isVisible: Bool

        /// Shown (in SwiftUI, only with more than one page).
        public static let automatic = IndexDisplayMode(isVisible: true)
        /// Always shown.
        public static let always = IndexDisplayMode(isVisible: true)
        /// Never shown: the pages take their row.
        public static let never = IndexDisplayMode(isVisible: false)
    }

    let indexDisplayMode: IndexDisplayMode

    /// Creates the style, with the dots shown unless `.never`.
    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    /// The dots, or nothing.
    public var _tabBar: _TabBar { .pageDots(visible: indexDisplayMode.isVisible) }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    /// The bar of titles.
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    /// The bar of titles (a sidebar in SwiftUI where there is room).
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
    /// The bar of titles.
    public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    /// Pages over a row of dots.
    public static var page: PageTabViewStyle { PageTabViewStyle() }

    /// Pages, with the dots shown as `indexDisplayMode` says.
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

struct TabBarKey: EnvironmentKey {
    static var defaultValue: _TabBar { .titles }
}

extension EnvironmentValues {
    /// How the tab views here show their tabs.
    var tabBar: _TabBar {
        get { self[TabBarKey.self] }
        set { self[TabBarKey.self] = newValue }
    }
}

extension View {
    /// Sets how the tab views in this view show their tabs.
    ///
    /// ```swift
    /// TabView { Welcome(); Features() }.tabViewStyle(.page(indexDisplayMode: .always))
    /// ```
    ///
    /// Mapped: the title styles keep the bar of titles, `.page` draws page
    /// dots under the pages (see ``TabViewStyle``). Cost: one environment
    /// value.
    public func tabViewStyle<Style: TabViewStyle>(_ style: Style) -> some View {
        environment(\.tabBar, style._tabBar)
    }
}
