/// How a `Table` looks in SwiftUI; in a terminal every style draws the
/// same header, rule and rows.
///
/// ```swift
/// Table(people) { TableColumn("Name", value: \.name) }.tableStyle(.bordered)
/// ```
@MainActor @preconcurrency
public protocol TableStyle {}

/// The platform's default table style.
public struct AutomaticTableStyle: TableStyle {
    /// Creates the style.
    public init() {}
}

/// Rows inset from the table's edges in SwiftUI.
public struct InsetTableStyle: TableStyle {
    /// Creates the style.
    public init() {}
}

/// Lines around and between the cells in SwiftUI.
public struct BorderedTableStyle: TableStyle {
    /// Creates the style.
    public init() {}
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The platform's default table style.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// Rows inset from the table's edges.
    public static var inset: InsetTableStyle { InsetTableStyle() }
}

extension TableStyle where Self == BorderedTableStyle {
    /// Lines around and between the cells.
    public static var bordered: BorderedTableStyle { BorderedTableStyle() }
}

extension View {
    /// Sets the style of the tables inside in SwiftUI. Accepted: a terminal
    /// table draws its header, rule and rows the same in every style.
    ///
    /// ```swift
    /// Table(people) { TableColumn("Name", value: \.name) }.tableStyle(.inset)
    /// ```
    public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        self
    }
}
