/// How a `List` looks.
///
/// ```swift
/// List { … }.listStyle(.insetGrouped)
/// ```
///
/// - `.plain`, `.grouped`, `.sidebar`, `.automatic`: rows from the list's
///   first column to its last.
/// - `.inset`, `.insetGrouped`: rows inset by a column on each side, their
///   separators and highlights too, as iOS draws them away from the edges.
@MainActor @preconcurrency
public protocol ListStyle {
    /// Whether the list insets its rows (engine hook).
    var _insetsRows: Bool { get }
}

/// The default list style: rows edge to edge.
public struct DefaultListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// Edge to edge.
    public var _insetsRows: Bool { false }
}

/// Rows edge to edge.
public struct PlainListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// Edge to edge.
    public var _insetsRows: Bool { false }
}

/// Grouped sections; rows edge to edge.
public struct GroupedListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// Edge to edge.
    public var _insetsRows: Bool { false }
}

/// A sidebar's list; rows edge to edge.
public struct SidebarListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// Edge to edge.
    public var _insetsRows: Bool { false }
}

/// Rows inset from the edges.
public struct InsetListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// Inset.
    public var _insetsRows: Bool { true }
}

/// Grouped sections with rows inset from the edges.
public struct InsetGroupedListStyle: ListStyle {
    /// Creates the style.
    public init() {}
    /// Inset.
    public var _insetsRows: Bool { true }
}

extension ListStyle where Self == DefaultListStyle {
    /// The default style.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Grouped sections.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Grouped sections, rows inset from the edges.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

struct ListInsetsRowsKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the lists here inset their rows.
    var listInsetsRows: Bool {
        get { self[ListInsetsRowsKey.self] }
        set { self[ListInsetsRowsKey.self] = newValue }
    }
}

extension View {
    /// Sets how the lists in this view look.
    public func listStyle<Style: ListStyle>(_ style: Style) -> some View {
        environment(\.listInsetsRows, style._insetsRows)
    }
}
