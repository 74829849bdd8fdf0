/// Runs a button's action on Return, Space, a click or its shortcut.
public struct _ButtonActionModifier: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let action: () -> Void
    var role: ButtonRole?
    /// Whether Return goes to a `.defaultAction` button when there is one
    /// (a toggle: Space toggles it, Return submits the form it is in).
    var yieldsReturnToDefaultAction = false

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(ButtonActionNode(view: modifier, inputs: inputs))
    }
}

/// The node that makes a button press: takes Return and Space from the
/// focused label below it, clicks on it, and its keyboard shortcut (read
/// from the environment; registered while the button is in the visible
/// hierarchy). Does nothing while disabled. Inside an alert or a
/// confirmation dialog it ends the presentation after its action, and a
/// cancel button is the one Esc runs.
@MainActor
final class ButtonActionNode<Content: View>: ModifierNode<Content, _ButtonActionModifier>, KeyboardShortcutTarget,
    DefaultButtonCandidate
{
    private(set) var shortcut: KeyboardShortcut?
    private var isEnabled = true
    /// The alert or dialog this button ends, if it is in one.
    private var presentation: Presentation?

    override func mountContent() {
        readEnvironment()
        if modifier.role == .cancel, let presentation {
            presentation.cancelAction = { [weak self] in self?.performShortcut() ?? false }
        }
        super.mountContent()
    }

    override func dependenciesDidChange() {
        readEnvironment()
    }

    override var answersShortcuts: Bool { true }

    override func releaseResources() {
        if modifier.role == .cancel, presentation?.cancelAction != nil {
            presentation?.cancelAction = nil
        }
        super.releaseResources()
    }

    override func respond(to press: KeyPress) -> KeyPress.Result {
        guard press.key == .return || press.key == .space, press.modifiers.subtracting([.capsLock, .numericPad]).isEmpty
        else { return .ignored }
        if press.key == .return, modifier.yieldsReturnToDefaultAction,
            graph.shortcuts.answers(press, within: graph.presentations.topmost)
        {
            return .ignored
        }
        return performShortcut() ? .handled : .ignored
    }

    override func respondToClick(at point: CellPoint) -> Bool {
        performShortcut()
    }

    func performShortcut() -> Bool {
        guard isEnabled else { return false }
        modifier.action()
        presentation?.dismiss()
        return true
    }

    override var modifierName: String { "buttonAction" }

    /// How this button ranks as its alert's default, lowest first (see
    /// `PresentationRootNode`): its shortcut is `.defaultAction` 0, no
    /// role 1, `.cancel` 2; a destructive button is never the default.
    var defaultButtonRank: Int? {
        if shortcut == .defaultAction { return 0 }
        switch modifier.role {
        case nil: return 1
        case .cancel?: return 2
        default: return nil
        }
    }

    private func readEnvironment() {
        Evaluation.readEnvironment(for: self) {
            shortcut = environment.keyboardShortcut
            isEnabled = environment.isEnabled
            presentation = environment.presentation.flatMap { $0.style.dismissesOnAction ? $0 : nil }
        }
    }
}
