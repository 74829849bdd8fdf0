/// A table's sort order binding, erased from its comparator type: what the
/// headers show and what a click on one (or its number key) writes.
///
/// A column leads the sort order when the order's first comparator is the
/// column's, in either direction. Choosing a column reverses it when it
/// leads, and otherwise moves it to the front in its own direction:
///
/// ```
/// [age▲, name▲]  choose age  → [age▼, name▲]
/// [age▲, name▲]  choose name → [name▲, age▲]
/// [age▲]         choose name → [name▲, age▲]
/// ```
@MainActor
struct TableSorting {
    /// The direction of the sort order's first comparator when it is
    /// `comparator`'s column, else `nil`.
    let leadingOrder: @MainActor (any SortComparator) -> SortOrder?
    /// Sorts by `comparator`'s column as above.
    let choose: @MainActor (any SortComparator) -> Void

    init<Sort: SortComparator>(_ sortOrder: Binding<[Sort]>) {
        leadingOrder = { comparator in
            guard let column = comparator as? Sort, let first = sortOrder.wrappedValue.first,
                Self.sameColumn(first, column)
            else { return nil }
            return first.order
        }
        choose = { comparator in
            guard let column = comparator as? Sort else { return }
            var order = sortOrder.wrappedValue
            if let first = order.first, Self.sameColumn(first, column) {
                order[0].order = first.order == .forward ? .reverse : .forward
            } else {
                order.removeAll { Self.sameColumn($0, column) }
                order.insert(column, at: 0)
            }
            sortOrder.wrappedValue = order
        }
    }

    /// Whether two comparators sort the same way but for their direction.
    private static func sameColumn<Sort: SortComparator>(_ first: Sort, _ second: Sort) -> Bool {
        var (first, second) = (first, second)
        first.order = .forward
        second.order = .forward
        return first == second
    }
}
