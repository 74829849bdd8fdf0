import Foundation

/// A `List` row of a ``ForEach`` that has `.onDelete` or `.onMove`: its
/// view, with a delete handle before it and a move handle after it while
/// the edit mode is on.
///
/// ```
/// inactive   Buy milk
/// active     ⊖ Buy milk                     ≡
/// ```
///
/// The handles take two columns at each side only in edit mode; a click on
/// `⊖` deletes the row. A row with `.deleteDisabled(true)` or
/// `.moveDisabled(true)` keeps the columns (the rows stay aligned) with the
/// handle left blank. The row's traits (its `.tag`) pass through, so a
/// list's selection still finds them. Cost: one node per built row.
struct EditableRow<Content: View>: View {
    /// Drawn by the engine: there is no body to evaluate.
    typealias Body = Never

    let actions: _EditActions
    /// The row's offset in its `ForEach`'s data.
    let offset: Int
    let content: Content

    static func _makeView(view: EditableRow, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(EditableRowNode(view: view, inputs: inputs))
    }
}

/// The node of an ``EditableRow``.
@MainActor
final class EditableRowNode<Content: View>: TypedNode<EditableRow<Content>> {
    private var isEditing = false

    override func mountContent() {
        readEditMode()
        children = [makeChild(view.content)]
    }

    override func reconcile() {
        readEditMode()
        updateChild(children[0], to: view.content)
    }

    override func readsDidChange() {
        readEditMode()
    }

    /// Reads the edit mode as this node's evaluation, so a change of it
    /// updates only the rows.
    private func readEditMode() {
        let editing = Evaluation.run(for: self) { environment.editMode?.wrappedValue.isEditing ?? false }
        if editing != isEditing {
            isEditing = editing
            setNeedsLayout()
        }
    }

    private var leading: Int { isEditing && view.actions.delete != nil ? 2 : 0 }
    private var trailing: Int { isEditing && view.actions.move != nil ? 2 : 0 }

    override func measure(_ proposal: CellProposal) -> CellSize {
        let insets = leading + trailing
        let content = measureItems(
            layoutItems, proposal: CellProposal(width: proposal.width.map { max($0 - insets, 0) }, height: proposal.height))
        let width = insets > 0 ? (proposal.width ?? content.width + insets) : content.width
        return CellSize(width: width, height: max(content.height, insets > 0 ? 1 : 0))
    }

    override func placeContent(in size: CellSize, proposal: CellProposal) {
        let inner = CellSize(width: max(size.width - leading - trailing, 0), height: size.height)
        placeItems(
            layoutItems, in: inner, proposal: CellProposal(width: inner.width, height: proposal.height),
            at: CellPoint(column: leading, row: 0))
    }

    override func drawContent(in context: inout DrawContext) {
        let traits = _ListRowTraits.traits(of: self)
        if leading > 0, traits.isDeleteDisabled != true {
            context.put("⊖", column: 0, row: 0, style: Cell(foreground: .red, background: .clear))
        }
        if trailing > 0, traits.isMoveDisabled != true {
            context.put("≡", column: layout.size.width - 1, row: 0, style: Cell(foreground: .secondary, background: .clear))
        }
    }

    override func respondToClick(at point: CellPoint) -> Bool {
        guard leading > 0, point.column < leading, let delete = view.actions.delete,
            _ListRowTraits.traits(of: self).isDeleteDisabled != true
        else { return false }
        delete(IndexSet(integer: view.offset))
        return true
    }

    override var forwardsTraits: Bool { true }

    override var displayName: String { "EditableRow" }

    override var stateDescription: String? { isEditing ? "editing" : nil }
}
