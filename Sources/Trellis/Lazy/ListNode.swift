/// The node of a `List`: a scroll view over a lazy vertical stack of the
/// list's rows, the selection and the keys that move it.
///
/// Owns its content node (the scroll view, its only child) and the
/// ``ListDecoration`` it hands to its lazy stack, which draws the
/// separators, the selected rows and the cursor. Moving the selection
/// finds the current row's index by ID in the lazy stack (O(1) for `Range`
/// data, otherwise a search outward from the rows in view) and steps over
/// rows that cannot be selected (headers, footers), without building the
/// rows in between.
@MainActor
final class ListNode<SelectionValue: Hashable, Content: View>: TypedNode<List<SelectionValue, Content>>, Focusable {
    /// Looked up once per node rather than per evaluation.
    private let profile = ObservationProfile.shared(by: ListNode.self)

    override var observationProfile: Unmanaged<ObservationProfile> { .passUnretained(profile) }

    let decoration = ListDecoration()
    private(set) weak var stack: LazyStackNode<LazyVStack<Content>>?
    private var hasFocus = false
    private var isEnabled = true
    private var showsSeparators = true
    /// Whether the rows are inset by a column on each side (`.listStyle(.inset)`).
    private var insetsRows = false
    /// The selection as last read: the selected value, or the set.
    private var selectedValue: AnyHashable?
    /// The row the keys move with `Set` selection.
    private var cursor: SelectionValue?
    /// The index of the row the keys last moved to or a click chose: the
    /// first place to look for the selection (O(1) when it is still there),
    /// and the section it is in when two sections share IDs.
    var selectionIndex: Int?
    /// The row the keys move in a list without a selection whose rows have
    /// actions (`.onDelete`, `.onMove`, `.swipeActions`, `.contextMenu`).
    var rowCursor: AnyHashable?
    /// Whether the list moves ``rowCursor`` over its rows and takes the
    /// focus for it.
    private(set) var usesRowCursor = false
    /// The action menu the list opens for a row.
    let menu = ActionMenuState()

    override func mountContent() {
        _ = readInputs()
        decoration.isSelected = { [unowned self] id in isSelected(id) }
        decoration.select = { [unowned self] value in
            guard hasSelection, let value = value.base as? SelectionValue else { return false }
            choose(value, adding: true)
            return true
        }
        decoration.clearSelection = { [unowned self] in clearSelection() }
        decoration.rowActionsDidChange = { [unowned self] in invalidate() }
        children = [makeChild(content)]
        stack = findStack()
        updateRowCursorMode()
    }

    /// A new view or a change of what the list read: the selection (of
    /// this view's binding, which may be a new one) and the environment
    /// are read again, and the rows redrawn when they changed.
    override func reconcile() {
        if readInputs() {
            stack?.setNeedsDisplay()
        }
        updateChild(children[0], to: content)
        updateRowCursorMode()
    }

    /// Decides whether the list moves a row cursor (its rows gained or lost
    /// actions); the scroll view inside takes the focus only when it does not.
    private func updateRowCursorMode() {
        let uses =
            !hasSelection
            && (decoration.rowActionCount > 0 || (stack?.segments.contains { !$0.editActions.isEmpty } ?? false))
        guard uses != usesRowCursor else { return }
        usesRowCursor = uses
        decoration.highlightsCursor = uses
        if !uses {
            rowCursor = nil
            decoration.cursor = nil
        }
        updateChild(children[0], to: content)
        if hasFocus, !acceptsFocus {
            graph.focus.move(to: nil)
        }
    }

    private var content: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: showsSeparators ? 1 : 0) { view.content }
        }
        .environment(\.listDecoration, decoration)
        .environment(\.scrollViewTakesFocus, !hasSelection && !usesRowCursor)
        .padding(.horizontal, insetsRows ? 1 : 0)
        .actionMenu(menu)
    }

    /// Reads the environment and the selection in one evaluation, so that
    /// a change of either updates the list; returns whether what the rows
    /// show changed. Cost: O(1), plus hashing a `Set` selection.
    private func readInputs() -> Bool {
        let selection = view.selection
        let (enabled, separators, selected, inset) = Evaluation.run(for: self) {
            let selected: AnyHashable? =
                switch selection {
                case .none: nil
                case .single(let binding): binding.wrappedValue.map { AnyHashable($0) }
                case .multiple(let binding): AnyHashable(binding.wrappedValue)
                }
            return (
                environment.isEnabled, environment.listRowSeparator != .hidden, selected, environment.listInsetsRows
            )
        }
        let changed =
            enabled != isEnabled || separators != showsSeparators || selected != selectedValue || inset != insetsRows
        (isEnabled, showsSeparators, selectedValue, insetsRows) = (enabled, separators, selected, inset)
        decoration.showsSeparators = showsSeparators
        if hasFocus, !acceptsFocus {
            graph.focus.move(to: nil)
        }
        return changed
    }

    func findStack() -> LazyStackNode<LazyVStack<Content>>? {
        var stack: [ViewNode] = [self]
        while let node = stack.popLast() {
            if let found = node as? LazyStackNode<LazyVStack<Content>> {
                return found
            }
            stack.append(contentsOf: node.children)
        }
        return nil
    }

    var hasSelection: Bool {
        if case .none = view.selection { return false }
        return true
    }

    private func isSelected(_ id: AnyHashable) -> Bool {
        switch view.selection {
        case .none: return false
        case .single(let binding): return binding.wrappedValue.map { AnyHashable($0) == id } ?? false
        case .multiple(let binding):
            guard let value = id.base as? SelectionValue else { return false }
            return binding.wrappedValue.contains(value)
        }
    }

    // MARK: Moving the selection

    /// The index of the selected row (the cursor's with `Set` selection,
    /// the row cursor's without a selection).
    func currentIndex(in stack: LazyStackNode<LazyVStack<Content>>) -> Int? {
        let current: AnyHashable?
        switch view.selection {
        case .none: current = rowCursor
        case .single(let binding): current = binding.wrappedValue.map { AnyHashable($0) }
        case .multiple: current = cursor.map { AnyHashable($0) }
        }
        return current.flatMap { stack.index(ofSelection: $0, hint: selectionIndex) }
    }

    /// The selectable row nearest `index` going in `step`'s direction, or
    /// going back when there is none that way.
    private func selectableIndex(from index: Int, step: Int, in stack: LazyStackNode<LazyVStack<Content>>) -> Int? {
        let count = stack.rowCount
        var candidate = min(max(index, 0), count - 1)
        while candidate >= 0, candidate < count {
            if stack.isSelectableRow(at: candidate) { return candidate }
            candidate += step
        }
        candidate = min(max(index, 0), count - 1)
        while candidate >= 0, candidate < count {
            if stack.isSelectableRow(at: candidate) { return candidate }
            candidate -= step
        }
        return nil
    }

    /// Moves the selection (the cursor) to the selectable row `delta` rows
    /// away, or to the first (`nil`, forwards) or last (`nil`, backwards).
    func move(by delta: Int?, forward: Bool) {
        guard let stack, stack.rowCount > 0 else { return }
        let step = forward ? 1 : -1
        let target: Int
        if let delta, let current = currentIndex(in: stack) {
            target = current + delta
        } else if delta != nil {
            target = forward ? 0 : stack.rowCount - 1
        } else {
            target = forward ? stack.rowCount - 1 : 0
        }
        guard let index = selectableIndex(from: target, step: delta == nil ? -step : step, in: stack) else { return }
        let rowValue = stack.selectionValue(at: index)
        switch view.selection {
        case .none:
            guard usesRowCursor else { return }
            rowCursor = rowValue
            decoration.cursor = rowValue
        case .single(let binding):
            guard let value = rowValue.base as? SelectionValue else { return }
            binding.wrappedValue = value
        case .multiple:
            guard let value = rowValue.base as? SelectionValue else { return }
            cursor = value
            decoration.cursor = rowValue
        }
        selectionIndex = index
        stack.scroll(toIndex: index, anchor: nil)
        stack.setNeedsDisplay()
    }

    /// Selects the row with `value` (with `Set` selection, adds or removes
    /// it, or only adds it when `adding`).
    private func choose(_ value: SelectionValue, adding: Bool = false) {
        switch view.selection {
        case .none: return
        case .single(let binding): binding.wrappedValue = value
        case .multiple(let binding):
            cursor = value
            decoration.cursor = AnyHashable(value)
            if !binding.wrappedValue.contains(value) {
                binding.wrappedValue.insert(value)
            } else if !adding {
                binding.wrappedValue.remove(value)
            }
        }
        stack?.setNeedsDisplay()
    }

    private func clearSelection() {
        switch view.selection {
        case .none: return
        case .single(let binding): binding.wrappedValue = nil
        case .multiple(let binding): binding.wrappedValue = []
        }
        stack?.setNeedsDisplay()
    }

    /// Whether the selection is a `Set`, moved by a cursor.
    private var isMultipleSelection: Bool {
        if case .multiple = view.selection { return true }
        return false
    }

    // MARK: Input

    override var focusable: (any Focusable)? { self }

    var acceptsFocus: Bool { isEnabled && (hasSelection || usesRowCursor) }

    func focusDidChange(to isFocused: Bool) {
        hasFocus = isFocused
        decoration.showsCursor = isFocused
        // The cursor starts on the first row, so the first Space chooses it
        // and the first ↓ goes to the second.
        if isFocused, usesRowCursor ? rowCursor == nil : (isMultipleSelection && cursor == nil) {
            move(by: 1, forward: true)
        }
        stack?.setNeedsDisplay()
    }

    override func respond(to press: KeyPress) -> KeyPress.Result {
        guard isEnabled, press.phase != .up, let stack else { return .ignored }
        // Editing keys also come up from a control inside a row, never from
        // a press that reached the list with nothing in it focused.
        if hasFocus || graph.focus.isFocusWithin(self), respondToEditingKey(press, in: stack) {
            return .handled
        }
        guard hasFocus else { return .ignored }
        guard press.modifiers.subtracting([.capsLock, .numericPad]).isEmpty else { return .ignored }
        let page = max(stack.layout.size.height / (showsSeparators ? 2 : 1) - 1, 1)
        switch press.key {
        case .upArrow: move(by: -1, forward: false)
        case .downArrow: move(by: 1, forward: true)
        case .pageUp: move(by: -page, forward: false)
        case .pageDown: move(by: page, forward: true)
        case .home: move(by: nil, forward: false)
        case .end: move(by: nil, forward: true)
        case .space:
            guard case .multiple = view.selection, let cursor else { return respondInCurrentRow(press, in: stack) }
            choose(cursor)
        case .return:
            if performPrimaryAction(in: stack) { return .handled }
            guard case .single(let binding) = view.selection, binding.wrappedValue != nil,
                environment.splitColumn != nil
            else { return respondInCurrentRow(press, in: stack) }
            showNextSplitColumn()
        default: return respondInCurrentRow(press, in: stack)
        }
        return .handled
    }

    /// Hands a key the list does not use to its current row, as though the
    /// row held the focus: → and ← expand and collapse a hierarchical
    /// list's row, Space and Return toggle it.
    private func respondInCurrentRow(_ press: KeyPress, in stack: LazyStackNode<LazyVStack<Content>>) -> KeyPress.Result {
        guard let index = currentIndex(in: stack) else { return .ignored }
        return graph.dispatch(press, within: stack.builtRow(at: index)) ? .handled : .ignored
    }

    override func respondToClick(at point: CellPoint) -> Bool {
        guard isEnabled, hasSelection || usesRowCursor, let stack,
            let index = stack.index(atScreenRow: absoluteOrigin.row + point.row), stack.isSelectableRow(at: index)
        else { return false }
        let rowValue = stack.selectionValue(at: index)
        selectionIndex = index
        if usesRowCursor {
            rowCursor = rowValue
            decoration.cursor = rowValue
            stack.setNeedsDisplay()
            return true
        }
        guard let value = rowValue.base as? SelectionValue else { return false }
        choose(value)
        showNextSplitColumn()
        return true
    }

    /// In a split view's column, shows the next column for the chosen row
    /// (a compact split view pushes it), as a tap on a sidebar row does.
    private func showNextSplitColumn() {
        guard case .single = view.selection, let column = environment.splitColumn else { return }
        column.didSelect { [weak self] in self?.clearSelection() }
    }

    override func respondToSecondaryClick(at point: CellPoint) -> Bool {
        isEnabled && openMenu(forRowAtScreenRow: absoluteOrigin.row + point.row)
    }

    override var displayName: String { "List" }
}
