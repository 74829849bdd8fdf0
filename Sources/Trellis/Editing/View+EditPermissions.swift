extension View {
    /// Keeps this list row from being deleted by the list's editing keys
    /// and handles, while `isDisabled` is true.
    ///
    /// ```swift
    /// ForEach(accounts) { account in
    ///     Text(account.name).deleteDisabled(account.isPrimary)
    /// }
    /// .onDelete { accounts.remove(atOffsets: $0) }
    /// ```
    ///
    /// On such a row Delete and Backspace do nothing (with a `Set`
    /// selection, the selected rows that allow it are deleted), its action
    /// menu has no "Delete", and in edit mode its `⊖` handle is blank and
    /// a click there does nothing. Other rows of the same `ForEach` are
    /// deleted as before. Cost: one row trait, read when a row is edited.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(_ListRowTraits(isDeleteDisabled: isDisabled))
    }

    /// Keeps this list row from being moved by the list's editing keys and
    /// handles, while `isDisabled` is true.
    ///
    /// ```swift
    /// ForEach(steps) { step in
    ///     Text(step.title).moveDisabled(step.isPinned)
    /// }
    /// .onMove { steps.move(fromOffsets: $0, toOffset: $1) }
    /// ```
    ///
    /// On such a row Alt-↑ and Alt-↓ do nothing, and in edit mode its `≡`
    /// handle is blank. Other rows may still move past it, as in SwiftUI.
    /// Cost: one row trait, read when a row is edited.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(_ListRowTraits(isMoveDisabled: isDisabled))
    }
}
