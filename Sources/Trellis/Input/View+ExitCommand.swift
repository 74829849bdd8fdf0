extension View {
    /// Runs `action` when the user presses Esc, the exit command, inside
    /// this view: SwiftUI's `onExitCommand(perform:)` (macOS, tvOS), in a
    /// terminal.
    ///
    /// ```swift
    /// DemoPage(demo)
    ///     .onExitCommand { openDemo = nil }   // Esc goes back to the list
    /// ```
    ///
    /// The innermost context takes Esc first: a focused view that uses it
    /// (a prompt, a presented sheet), a focused text field (which gives up
    /// the focus), then a navigation stack inside this view that can go
    /// back, and only then `action`. With
    /// nothing focused, Esc still reaches it, after those inside. `nil`
    /// does nothing. Cost: one shortcut target while the view is shown.
    public func onExitCommand(perform action: (() -> Void)?) -> some View {
        modifier(_ExitCommandModifier(action: action))
    }
}

/// Runs an action on Esc (`.onExitCommand(perform:)`).
public struct _ExitCommandModifier: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let action: (() -> Void)?

    /// Creates the graph node for this modifier (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(ExitCommandNode(view: modifier, inputs: inputs))
    }
}

/// The node of ``_ExitCommandModifier``: answers Esc from a focused view
/// inside, or as a keyboard shortcut when nothing inside took it.
@MainActor
final class ExitCommandNode<Content: View>: ModifierNode<Content, _ExitCommandModifier>, KeyboardShortcutTarget {
    var shortcut: KeyboardShortcut? { modifier.action == nil ? nil : .cancelAction }

    override var answersShortcuts: Bool { true }

    override var leavesOnEscape: Bool { modifier.action != nil }

    func performShortcut() -> Bool {
        guard let action = modifier.action else { return false }
        action()
        return true
    }

    /// Esc goes first to the shortcut targets inside (a navigation stack
    /// going back), then to the action.
    func performShortcut(for press: KeyPress) -> Bool {
        guard shortcut?.matches(press) == true else { return false }
        return graph.shortcuts.perform(press, within: self, excluding: self) || performShortcut()
    }

    /// From a focused view inside that did not use Esc (its ancestors
    /// inside this view, a navigation stack among them, had it first).
    /// With nothing focused the press is left to the shortcuts, where the
    /// targets inside answer first.
    override func respond(to press: KeyPress) -> KeyPress.Result {
        guard graph.focus.focused != nil, shortcut?.matches(press) == true else { return .ignored }
        return performShortcut() ? .handled : .ignored
    }

    override var modifierName: String { "onExitCommand" }
}
