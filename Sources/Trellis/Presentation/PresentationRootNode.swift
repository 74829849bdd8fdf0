/// The node at the root of a presented view: a presentation root
/// (``ViewNode/isPresentationRoot``) that boxes or covers its content,
/// gives it `dismiss`, and dismisses on Esc.
///
/// Owned by the presenting modifier's node (its second child), so the
/// content's state lives and dies with the presentation and its environment
/// is the presenter's. While mounted it is registered with the graph's
/// ``PresentationLayer``, which places it over the whole screen:
///
/// ```
/// boxed (sheet, alert)        ┌──────────┐   content proposed the screen less two
///                             │ content  │   cells each way, inset by one cell,
///                             └──────────┘   centred; the area inside is cleared
/// cover                       the whole screen, cleared, the content in it
/// over full screen            the whole screen, not cleared: the presenter shows
///                             through the cells the content leaves blank
/// ```
///
/// Esc, when nothing in the content handles it, dismisses a sheet or cover
/// unless the content says `.interactiveDismissDisabled()`, and runs an
/// alert's cancel button (or just dismisses it). Key presses and clicks
/// never bubble past this node to the presenter.
@MainActor
final class PresentationRootNode<Content: View>: TypedNode<_PresentationRoot<Content>>, PresentedRoot {
    private var link: ModifierEnvironmentEntry?

    /// The view that had the focus when the presentation came: given the
    /// focus back when the presentation ends (as SwiftUI does, and UIKit's
    /// first responder), if it is still in Tab traversal, nothing else has
    /// the focus, and no other presentation covers it.
    weak var focusBeforePresentation: ViewNode?

    var presentation: Presentation { view.presentation }

    override var environmentForChildren: EnvironmentValues { EnvironmentValues(head: link) }

    override func mountContent() {
        var values = environment
        let presentation = view.presentation
        values.presentation = presentation
        values.dismiss = DismissAction { presentation.dismiss() }
        values.isPresented = true
        link = ModifierEnvironmentEntry(entries: values.entries(above: environment), next: environment.head)
        children = [makeChild(view.content)]
        graph.presentations.add(self)
        focusBeforePresentation = graph.focus.focused
        if presentation.style.dismissesOnAction {
            graph.enqueueAction(.actions) { [weak self] in self?.focusDefaultButton() }
        }
    }

    /// Focuses an alert's or a dialog's default button once it has
    /// appeared, unless something inside already took the focus: the
    /// `.defaultAction` button, else the first without a role, else the
    /// cancel button; never a destructive one (``DefaultButtonCandidate``).
    private func focusDefaultButton() {
        guard isAlive, !graph.focus.isFocusWithin(self) else { return }
        var best: (rank: Int, node: any Focusable)?
        for node in graph.focus.traversalOrder where Focus.isNode(node, inside: self) {
            guard let rank = (node.parent as? any DefaultButtonCandidate)?.defaultButtonRank else { continue }
            if rank < best?.rank ?? Int.max {
                best = (rank, node)
            }
        }
        if let best {
            graph.focus.move(to: best.node)
        }
    }

    override func reconcile() {
        updateChild(children[0], to: view.content)
    }

    override func releaseResources() {
        graph.presentations.remove(self)
        if isAlive {
            // Not when the whole graph is being released (`releaseSubtree`).
            returnFocus()
        }
        super.releaseResources()
    }

    /// Gives the focus back, once the update is done, to the view that had
    /// it before the presentation.
    private func returnFocus() {
        guard let node = focusBeforePresentation as? any Focusable else { return }
        let graph = graph
        graph.enqueueAction(.actions) { [weak node] in
            guard let node, graph.focus.focused == nil, graph.focus.isRegistered(node) else { return }
            if let cover = graph.presentations.topmost, !Focus.isNode(node, inside: cover) {
                return
            }
            graph.focus.move(to: node)
        }
    }

    override var isPresentationRoot: Bool { true }

    /// Whether the content asked, with `.interactiveDismissDisabled()`, not
    /// to be dismissed by Esc.
    var isInteractiveDismissDisabled: Bool {
        preferences[InteractiveDismissDisabledKey.self] ?? false
    }

    // MARK: Layout and drawing

    private var inset: Int { presentation.style.isBoxed ? 1 : 0 }

    private func contentProposal(_ proposal: CellProposal) -> CellProposal {
        CellProposal(
            width: proposal.width.map { max($0 - 2 * inset, 0) }, height: proposal.height.map { max($0 - 2 * inset, 0) })
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        let content = measureItems(layoutItems, proposal: contentProposal(proposal))
        let boxed = CellSize(width: content.width + 2 * inset, height: content.height + 2 * inset)
        guard presentation.style.isBoxed else { return proposal.replacingUnspecified(with: boxed) }
        return CellSize(
            width: min(boxed.width, proposal.width ?? boxed.width), height: min(boxed.height, proposal.height ?? boxed.height))
    }

    override func placeContent(in size: CellSize, proposal: CellProposal) {
        let inner = CellSize(width: max(size.width - 2 * inset, 0), height: max(size.height - 2 * inset, 0))
        placeItems(in: inner, proposal: CellProposal(inner), at: CellPoint(column: inset, row: inset))
    }

    override func drawContent(in context: inout DrawContext) {
        let frame = CellRect(
            column: context.origin.column, row: context.origin.row, width: layout.size.width, height: layout.size.height)
        if presentation.style != .overFullScreen {
            context.buffer.clear(frame.intersection(context.clip))
        }
        let width = layout.size.width
        let height = layout.size.height
        guard presentation.style.isBoxed, width >= 2, height >= 2 else { return }
        let (topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical) = BorderStyle.rounded.characters
        let style = Cell(background: .clear)
        context.put(String(topLeft) + String(repeating: horizontal, count: width - 2) + String(topRight), column: 0, row: 0, style: style)
        for row in 1..<(height - 1) {
            context.put(String(vertical), column: 0, row: row, style: style)
            context.put(String(vertical), column: width - 1, row: row, style: style)
        }
        context.put(
            String(bottomLeft) + String(repeating: horizontal, count: width - 2) + String(bottomRight), column: 0,
            row: height - 1, style: style)
    }

    // MARK: Input

    override func respond(to press: KeyPress) -> KeyPress.Result {
        guard press.key == .escape, press.modifiers.subtracting([.capsLock, .numericPad]).isEmpty else {
            return .ignored
        }
        if presentation.style.dismissesOnAction {
            if presentation.cancelAction?() != true {
                presentation.dismiss()
            }
        } else if graph.shortcuts.answers(press, within: self) {
            // A `.cancelAction` button inside answers Esc (and dismisses,
            // if its action does), as in a SwiftUI sheet on macOS.
            return .ignored
        } else if !isInteractiveDismissDisabled {
            presentation.dismiss()
        }
        return .handled
    }

    override var displayName: String { "Presentation" }

    override var stateDescription: String? { "\(presentation.style)" }
}
