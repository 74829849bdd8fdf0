extension View {
    /// Makes this cell of a ``GridRow`` span `count` columns.
    ///
    /// ```swift
    /// Grid {
    ///     GridRow { Text("Total").gridCellColumns(2); Text("42") }
    ///     GridRow { Text("apples"); Text("12"); Text("30") }
    /// }
    /// ```
    ///
    /// The cell's area is the spanned columns and the spacing between them.
    /// A spanning cell wider than its columns widens them by equal shares
    /// (see ``Grid``). A count below 1 counts as 1. Outside a grid row the
    /// modifier does nothing; a view outside any row always spans the whole
    /// row. Cost: one node.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(_GridCellTraitsModifier(traits: GridCellTraits(columns: count)))
    }

    /// Sets the horizontal alignment of the grid column this cell is in,
    /// for every cell of that column.
    ///
    /// ```swift
    /// Grid {
    ///     GridRow { Text("Name:").gridColumnAlignment(.trailing); Text("Ada") }
    ///     GridRow { Text("Language:"); Text("Swift") }
    /// }
    /// ```
    /// ```
    ///     Name:  Ada
    /// Language: Swift
    /// ```
    ///
    /// It replaces the horizontal part of the grid's alignment for the
    /// one-column cells of the column. When several cells of a column set
    /// it, the topmost wins. Cost: one node.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(_GridCellTraitsModifier(traits: GridCellTraits(columnAlignment: guide)))
    }

    /// Keeps this grid cell from sizing its column (`.horizontal`) or its
    /// row (`.vertical`): it takes the size the other cells give them.
    ///
    /// ```swift
    /// Grid {
    ///     GridRow { Text("a"); Text("b") }
    ///     Divider().gridCellUnsizedAxes(.horizontal)   // as wide as the table
    ///     GridRow { Text("c"); Text("d") }
    /// }
    /// ```
    ///
    /// Flexible views (`Color`, `Divider`, `Spacer`) take whatever they are
    /// offered, so without this a divider outside any row widens the grid
    /// to the whole width it is offered. Cost: one node.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(_GridCellTraitsModifier(traits: GridCellTraits(unsizedAxes: axes)))
    }
}

/// Gives the modified view grid-cell traits.
public struct _GridCellTraitsModifier: ViewModifier, Equatable {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// The traits written; unset fields are left to inner modifiers.
    let traits: GridCellTraits

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(GridCellTraitsNode(view: modifier, inputs: inputs))
    }
}

/// The node of a grid-cell modifier: shows its content unchanged and tells
/// the enclosing grid its traits.
@MainActor
final class GridCellTraitsNode<Content: View>: ModifierNode<Content, _GridCellTraitsModifier>, GridCellTraitsProviding {
    var gridCellTraits: GridCellTraits { modifier.traits }

    override func modifierDidUpdate(from old: _GridCellTraitsModifier) {
        if old != modifier {
            setNeedsLayout()
        }
    }

    override var modifierName: String {
        if modifier.traits.columns != nil { return "gridCellColumns" }
        if modifier.traits.columnAlignment != nil { return "gridColumnAlignment" }
        return "gridCellUnsizedAxes"
    }
}
