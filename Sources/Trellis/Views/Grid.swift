/// Arranges views in rows and columns: a table or a form.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Name"); Text("Size") }
///     Divider().gridCellUnsizedAxes(.horizontal)
///     GridRow { Text("README.md"); Text("2 KB") }
///     GridRow { Text("Package.swift"); Text("1 KB") }
/// }
/// ```
/// ```
/// Name          Size
/// ──────────────────
/// README.md     2 KB
/// Package.swift 1 KB
/// ```
///
/// Each ``GridRow`` is a row, and each of its subviews a cell (a `ForEach`
/// in a row gives one cell per element); the grid has as many columns as
/// its longest row. A column is as wide as its widest cell and a row as
/// tall as its tallest cell, so cells line up in both directions, which
/// separate `HStack`s in a `VStack` do not. A view placed in the grid
/// outside any row is a row of one cell that spans every column (the
/// `Divider` above).
///
/// A cell smaller than its cell area is placed in it by `alignment`; a
/// row's own alignment (``GridRow/init(alignment:content:)``) replaces the
/// vertical part for that row, and ``View/gridColumnAlignment(_:)`` the
/// horizontal part for a column. ``View/gridCellColumns(_:)`` makes a cell
/// span several columns, and ``View/gridCellUnsizedAxes(_:)`` keeps a
/// flexible cell (a `Color`, a `Divider`) from sizing its column or row.
///
/// Spacing is in whole cells: `horizontalSpacing` between columns defaults
/// to 1 column (as in an `HStack`, so words in adjacent cells do not run
/// together), `verticalSpacing` between rows to 0 (as in a `VStack`).
/// Fractional spacings are rounded to the nearest cell.
///
/// **Leftover width.** Proposed more width than its cells need, the grid
/// shares the width among its columns the way an `HStack` shares it among
/// its subviews, treating each column as one subview that is as wide as the
/// widest of its cells for the width it is offered: columns that can grow
/// (a `Color`, a `Spacer`, a `.frame(maxWidth: .infinity)` cell) take what
/// the others leave. Rows share a proposed height the same way. A cell
/// spanning several columns, or a view outside any row, is then offered
/// its columns plus whatever width the grid still has unused, and when it
/// takes more than its columns, they widen by equal shares (leading
/// columns first for the remainder). So a `Divider` outside any row widens
/// the grid to the width it is offered, as in SwiftUI; give it
/// `.gridCellUnsizedAxes(.horizontal)` to make it exactly as wide as the
/// table. For example, proposed 20 columns:
///
/// ```swift
/// Grid {
///     GridRow { Text("Name"); Text("Qty"); Text("end").frame(maxWidth: .infinity, alignment: .trailing) }
///     GridRow { Text("Ann"); Text("12") }
///     Text("Total: 3 items")
/// }
/// ```
/// ```
/// 20 − 2 spacing = 18 to share; least flexible first (a text can shrink to 0):
/// "Qty" column offered 18/3 = 6, takes 3 · "Name" offered 15/2 = 7, takes 4
/// the flexible column offered 11, takes 11 · "Total: 3 items" offered 20, takes 14
///
/// Name Qty         end
/// Ann  12
///    Total: 3 items
/// ```
///
/// Cost: any change inside the grid measures every cell again (from each
/// cell's size cache, so only changed cells compute) and places every row:
/// O(cells).
public struct Grid<Content: View>: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// Where cells sit in their cell areas.
    let alignment: Alignment
    /// The columns between adjacent columns, or `nil` for the default of 1.
    let horizontalSpacing: CGFloat?
    /// The rows between adjacent rows, or `nil` for the default of 0.
    let verticalSpacing: CGFloat?
    /// The rows.
    let content: Content

    /// Creates a grid of the rows `content` builds.
    ///
    /// - Parameters:
    ///   - alignment: Where each cell sits in its cell area when it is
    ///     smaller; centred by default.
    ///   - horizontalSpacing: Columns between adjacent columns; `nil` for 1.
    ///   - verticalSpacing: Rows between adjacent rows; `nil` for 0.
    ///   - content: The rows: ``GridRow``s, and views that each span a whole row.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    /// The columns between adjacent columns.
    var cellHorizontalSpacing: Int { (horizontalSpacing ?? 1).wholeCells }

    /// The rows between adjacent rows.
    var cellVerticalSpacing: Int { (verticalSpacing ?? 0).wholeCells }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(GridNode(view: view, inputs: inputs))
    }
}
