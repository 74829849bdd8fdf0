/// What a `List`'s selection reads of its lazy stack's rows: which rows can
/// be selected and the value each stands for (Lifecycle.md rule 14b).
extension LazyStackNode {
    /// Whether row `index` can be selected in a `List`: a `ForEach` row, or
    /// a single view with a `.tag` (a section's header or footer has none).
    /// Cost: O(log segments); a single view's row is built to read its tag.
    func isSelectableRow(at index: Int) -> Bool {
        guard index >= 0, index < rowCount else { return false }
        if segments[locate(index).segment].isSelectable {
            return true
        }
        return builtRow(at: index).tagValue != nil
    }

    /// The node of row `index`, built if it was not (it waits in the
    /// retention cache until shown).
    func builtRow(at index: Int) -> ViewNode {
        let (segment, offset) = locate(index)
        return builtRow(for: key(at: index), segment: segment, offset: offset)
    }

    /// The value a `List`'s selection holds for row `index`: the row's
    /// `.tag` when it has one, else its `ForEach` element's ID. The row is
    /// built to read its tag if it was not (it waits in the retention cache).
    ///
    /// ```
    /// ForEach(flavours) { Text($0.name).tag($0) }   row 2 → the flavour plum
    /// ForEach(flavours) { Text($0.name) }           row 2 → plum's ID, 3
    /// ```
    func selectionValue(at index: Int) -> AnyHashable {
        builtRow(at: index).tagValue ?? key(at: index).id
    }

    /// The value `row`, a row of the window, stands for in a selection;
    /// `nil` for a row that cannot be selected.
    func selectionValue(of row: ViewNode, at index: Int) -> AnyHashable? {
        guard index < rowCount, let key = rowName(of: row)?.key else { return nil }
        if let tag = row.tagValue {
            return tag
        }
        return segments[locate(index).segment].isSelectable ? key.id : nil
    }

    /// The index of the row whose selection value is `value`: `hint`'s row
    /// when it is that one (O(1)), else a row in view with that value
    /// (O(rows in view)), else the row with that ID (see
    /// ``index(of:hint:)``; O(1) when `value` is not of the IDs' type).
    func index(ofSelection value: AnyHashable, hint: Int?) -> Int? {
        if let hint, hint >= 0, hint < rowCount, isSelectableRow(at: hint), selectionValue(at: hint) == value {
            return hint
        }
        for placement in window where selectionValue(of: placement.row, at: placement.index) == value {
            return placement.index
        }
        if let index = index(of: value), selectionValue(at: index) == value {
            return index
        }
        return nil
    }
}
