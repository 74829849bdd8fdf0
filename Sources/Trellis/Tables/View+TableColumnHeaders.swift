/// The environment value `.tableColumnHeaders(_:)` sets.
struct TableColumnHeadersKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}

extension EnvironmentValues {
    /// Whether the tables here show their header row and its rule.
    var tableColumnHeaders: Visibility {
        get { self[TableColumnHeadersKey.self] }
        set { self[TableColumnHeadersKey.self] = newValue }
    }
}

extension View {
    /// Shows (`.visible`, `.automatic`) or hides (`.hidden`) the header row
    /// of the tables inside.
    ///
    /// ```swift
    /// Table(people) { TableColumn("Name", value: \.name) }.tableColumnHeaders(.hidden)
    /// ```
    ///
    /// A hidden header takes no rows: the table's rows start at its top,
    /// and its columns cannot be sorted by a click (their number keys still
    /// sort). Cost: an environment write.
    public func tableColumnHeaders(_ visibility: Visibility) -> some View {
        environment(\.tableColumnHeaders, visibility)
    }
}
