/// The node of `.focusable()`: a place the keyboard focus can rest.
///
/// Registers with the graph's ``Focus`` while it is in the visible
/// hierarchy. Owns one link of the environment that tells its content
/// whether it holds the focus (`isFocused`), replaced when the focus
/// arrives or leaves so that only the views reading it re-evaluate. Reads
/// `isEnabled` and `isFocusEffectEnabled` from its own environment.
@MainActor
final class FocusableNode<Content: View>: ModifierNode<Content, _FocusableModifier>, Focusable {
    private var link: ModifierEnvironmentEntry?
    private var hasFocus = false
    private var isEnabled = true
    private var drawsFocusEffect = true

    override var environmentForChildren: EnvironmentValues { EnvironmentValues(head: link) }

    override func mountContent() {
        link = ModifierEnvironmentEntry(entries: readEnvironmentAndComputeValues(), next: environment.head)
        super.mountContent()
    }

    override func dependenciesDidChange() {
        let wasEnabled = isEnabled
        link?.replaceValues(with: readEnvironmentAndComputeValues(), in: graph)
        if wasEnabled != isEnabled {
            setNeedsDisplay()
        }
        resignIfRefused()
    }

    override func modifierDidUpdate(from old: _FocusableModifier) {
        resignIfRefused()
    }

    override var focusable: (any Focusable)? { self }

    var acceptsFocus: Bool { modifier.isFocusable && isEnabled }

    func focusDidChange(to isFocused: Bool) {
        hasFocus = isFocused
        link?.replaceValues(with: readEnvironmentAndComputeValues(), in: graph)
        setNeedsDisplay()
    }

    override func drawsOverSubviews(in area: CellRect, frame: CellRect) -> Bool {
        hasFocus && drawsFocusEffect && !frame.intersection(area).isEmpty
    }

    /// The focus effect: a view one row high is shown inverted, as a
    /// focused button is; a taller one (a list, a form, a prompt) gets a
    /// bar down its first column instead, so what it highlights inside
    /// itself (a cursor row drawn inverted) still stands out.
    ///
    /// ```
    /// [Save]  focused → inverse "[Save]"
    /// ▌ apple          (the first column inverted)
    /// ▌ banana         ← the prompt's own cursor row, inverted by the prompt
    /// ```
    override func drawOverSubviews(in context: inout DrawContext) {
        guard hasFocus, drawsFocusEffect else { return }
        let frame = CellRect(
            column: context.origin.column, row: context.origin.row,
            width: layout.size.height > 1 ? min(layout.size.width, 1) : layout.size.width,
            height: layout.size.height)
        context.buffer.insertAttributes(.inverse, in: frame.intersection(context.clip))
    }

    override var modifierName: String { "focusable" }

    override var stateDescription: String? { hasFocus ? "focused" : nil }

    /// Gives the focus away when the node no longer takes it.
    private func resignIfRefused() {
        if hasFocus, !acceptsFocus {
            graph.focus.move(to: nil)
        }
    }

    /// Reads what the node depends on and returns the values its content sees.
    private func readEnvironmentAndComputeValues() -> [any EnvironmentValueEntry] {
        Evaluation.readEnvironment(for: self) {
            isEnabled = environment.isEnabled
            drawsFocusEffect = environment.isFocusEffectEnabled
            var values = environment
            values.isFocused = hasFocus
            return values.entries(above: environment)
        }
    }
}
