import Foundation

/// What a `List` does to its rows with the keys and clicks of editing:
/// deleting (`.onDelete`), moving (`.onMove`) and the row's action menu
/// (`.swipeActions`, `.contextMenu`).
///
/// The row acted on is the one holding the focused view when a control
/// inside a row has the focus (a toggle in a to-do row), else the current
/// one: the selected row, the `Set` selection's cursor, or, in a list
/// without a selection, the row cursor the arrows move (drawn in reverse
/// video while the list has the focus).
///
/// ```
/// Delete, Backspace      .onDelete([offset])        (Set selection: every selected row of that ForEach)
/// Alt-↓ on row 2         .onMove([2], 4)            the row goes before the one that was at 4
/// Alt-↑ on row 2         .onMove([2], 1)
/// Shift-F10, Alt-Return  the row's action menu: leading swipe actions, trailing ones,
/// right click            the context menu's, the list's menu for the selection
///                        (.contextMenu(forSelectionType:)), then "Delete" when the ForEach deletes
/// Return                 the list's primaryAction for the selection
/// ```
///
/// A row with `.deleteDisabled(true)` or `.moveDisabled(true)` is left out
/// of deleting or moving: the keys do nothing on it and its menu has no
/// "Delete".
extension ListNode {
    /// Handles an editing key; returns whether it was one the current row
    /// answers.
    func respondToEditingKey(_ press: KeyPress, in stack: LazyStackNode<LazyVStack<Content>>) -> Bool {
        if press.opensActionMenu {
            return openMenu(forRowAt: actedIndex(in: stack), in: stack)
        }
        switch (press.key, press.modifiers.subtracting([.capsLock, .numericPad])) {
        case (.delete, []), (.deleteForward, []): return deleteCurrentRows(in: stack)
        case (.upArrow, .option): return moveCurrentRow(by: -1, in: stack)
        case (.downArrow, .option): return moveCurrentRow(by: 1, in: stack)
        default: return false
        }
    }

    /// The row the editing keys act on: the row holding the focused view
    /// when a control inside a row has the focus, else the current row.
    private func actedIndex(in stack: LazyStackNode<LazyVStack<Content>>) -> Int? {
        var node: ViewNode? = graph.focus.focused
        while let current = node, current.parent !== stack {
            node = current === self ? nil : current.parent
        }
        if let row = node, let placement = stack.window.first(where: { $0.row === row }) {
            return placement.index
        }
        return currentIndex(in: stack)
    }

    /// Deletes the current row (with `Set` selection, the selected rows of
    /// its `ForEach`, or the cursor's row when none is selected) through its
    /// `.onDelete`; the cursor goes to the row after it (before it at the end).
    private func deleteCurrentRows(in stack: LazyStackNode<LazyVStack<Content>>) -> Bool {
        guard let index = actedIndex(in: stack) else { return false }
        let (segmentIndex, offset) = stack.locate(index)
        let segment = stack.segments[segmentIndex]
        guard let delete = segment.editActions.delete else { return false }
        var offsets = IndexSet()
        if case .multiple(let binding) = view.selection {
            for value in binding.wrappedValue {
                if let selected = stack.index(ofSelection: AnyHashable(value), hint: index),
                    stack.locate(selected).segment == segmentIndex, !isDeleteDisabled(rowAt: selected, in: stack)
                {
                    offsets.insert(stack.locate(selected).offset)
                }
            }
        }
        // With rows selected, Delete removes them; else the current row.
        if offsets.isEmpty {
            guard !isDeleteDisabled(rowAt: index, in: stack) else { return true }
            offsets.insert(offset)
        }
        if usesRowCursor {
            let next = offset + 1 < segment.count ? index + 1 : index - 1
            rowCursor =
                next >= 0 && next < stack.rowCount && !offsets.contains(stack.locate(next).offset)
                ? stack.selectionValue(at: next) : nil
            decoration.cursor = rowCursor
        }
        delete(offsets)
        return true
    }

    /// Moves the current row one place through its `.onMove`; the cursor
    /// stays on it.
    private func moveCurrentRow(by delta: Int, in stack: LazyStackNode<LazyVStack<Content>>) -> Bool {
        guard let index = actedIndex(in: stack) else { return false }
        let (segmentIndex, offset) = stack.locate(index)
        let segment = stack.segments[segmentIndex]
        guard let move = segment.editActions.move else { return false }
        let target = offset + delta
        guard target >= 0, target < segment.count, _ListRowTraits.traits(of: stack.row(at: index)).isMoveDisabled != true
        else { return true }
        move(IndexSet(integer: offset), delta > 0 ? offset + 2 : offset - 1)
        selectionIndex = index + delta
        stack.scroll(toIndex: index + delta, anchor: nil)
        return true
    }

    /// Opens the action menu of row `index`: its swipe actions and context
    /// menu, and "Delete" when its `ForEach` deletes. Returns whether the
    /// row has any action.
    @discardableResult
    func openMenu(forRowAt index: Int?, in stack: LazyStackNode<LazyVStack<Content>>) -> Bool {
        guard let index, index >= 0, index < stack.rowCount else { return false }
        let (segmentIndex, offset) = stack.locate(index)
        var found: [(kind: _RowActionsModifier.Kind, actions: AnyView)] = []
        var pending = [stack.row(at: index)]
        while let node = pending.popLast() {
            if let provider = node as? any RowActionsProviding {
                found.append((provider.kind, provider.actions))
            }
            pending.append(contentsOf: node.children.reversed())
        }
        var actions = found.enumerated().sorted { ($0.element.kind, $0.offset) < ($1.element.kind, $1.offset) }
            .map(\.element.actions)
        if let selectionMenu = environment.selectionMenu {
            actions.append(selectionMenu.menu(values(actedOnAt: index, in: stack)))
        }
        if let delete = stack.segments[segmentIndex].editActions.delete, !isDeleteDisabled(rowAt: index, in: stack) {
            actions.append(AnyView(Button("Delete", role: .destructive) { delete(IndexSet(integer: offset)) }))
        }
        guard !actions.isEmpty else { return false }
        menu.open(ActionMenu(title: nil, actions: actions))
        return true
    }

    /// Runs the list's `primaryAction` (`.contextMenu(forSelectionType:)`)
    /// for the current row; returns whether there was one.
    func performPrimaryAction(in stack: LazyStackNode<LazyVStack<Content>>) -> Bool {
        guard let action = environment.selectionMenu?.primaryAction, let index = currentIndex(in: stack) else {
            return false
        }
        action(values(actedOnAt: index, in: stack))
        return true
    }

    /// The row values a selection menu acts on from row `index`: the
    /// selection when the row is in it, else the row's own value.
    ///
    /// ```
    /// selection {b, c}, row c   →  {b, c}
    /// selection {b, c}, row a   →  {a}
    /// ```
    private func values(actedOnAt index: Int, in stack: LazyStackNode<LazyVStack<Content>>) -> Set<AnyHashable> {
        let row = stack.selectionValue(at: index)
        if case .multiple(let binding) = view.selection {
            let selected = Set(binding.wrappedValue.map { AnyHashable($0) })
            if selected.contains(row) {
                return selected
            }
        }
        return [row]
    }

    /// Whether row `index` says `.deleteDisabled(true)`.
    private func isDeleteDisabled(rowAt index: Int, in stack: LazyStackNode<LazyVStack<Content>>) -> Bool {
        _ListRowTraits.traits(of: stack.row(at: index)).isDeleteDisabled == true
    }

    /// Opens the action menu of the row under a right click (moving the
    /// row cursor there).
    func openMenu(forRowAtScreenRow screenRow: Int) -> Bool {
        guard let stack, let index = stack.index(atScreenRow: screenRow)
        else { return false }
        if usesRowCursor, stack.isSelectableRow(at: index) {
            rowCursor = stack.selectionValue(at: index)
            selectionIndex = index
            stack.setNeedsDisplay()
        }
        return openMenu(forRowAt: index, in: stack)
    }
}

/// A node giving a row actions for its action menu (``RowActionsNode``).
@MainActor
protocol RowActionsProviding: AnyObject {
    var kind: _RowActionsModifier.Kind { get }
    var actions: AnyView { get }
}

extension RowActionsNode: RowActionsProviding {}
