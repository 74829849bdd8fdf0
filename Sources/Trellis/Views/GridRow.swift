/// A row of cells in a ``Grid``.
///
/// ```swift
/// Grid {
///     GridRow(alignment: .top) {
///         Text("Notes")
///         Text("First line\nSecond line")
///     }
///     GridRow {
///         Text("Tags")
///         ForEach(tags, id: \.self) { Text($0) }   // one cell per tag
///     }
/// }
/// ```
///
/// Each subview of the row is a cell, in column order: views in a
/// `ForEach`, a `Group` or a custom view's body each make their own cell.
/// `alignment`, when given, replaces the vertical part of the grid's
/// alignment for this row's cells.
///
/// Outside a grid, a row lays its cells out like an `HStack` with the
/// default spacing of 1 column, aligned by `alignment` (centred when `nil`).
///
/// Cost: a row adds one node; its cells are measured and placed by the grid.
public struct GridRow<Content: View>: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// The vertical alignment of the row's cells, or `nil` for the grid's.
    let alignment: VerticalAlignment?
    /// The cells.
    let content: Content

    /// Creates a row of the cells `content` builds.
    ///
    /// - Parameters:
    ///   - alignment: How the row's cells are aligned vertically in their
    ///     cell areas; `nil` uses the vertical part of the grid's alignment.
    ///   - content: The cells, one per subview.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(GridRowNode(view: view, inputs: inputs))
    }
}
