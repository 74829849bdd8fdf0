import Foundation

extension View {
    /// Runs `action` when `key` is pressed while this view or a view inside
    /// it holds the focus.
    ///
    /// ```swift
    /// List().focusable()
    ///     .onKeyPress(.downArrow) { selection += 1; return .handled }
    /// ```
    ///
    /// A press starts at the focused view and goes towards the root: the
    /// first handler that returns `.handled` stops it; `.ignored` lets the
    /// next one see it. With nothing focused, a press starts at the root
    /// view's innermost single-child descendant, so handlers on the root
    /// view (and on what it wraps) see every press. The key is matched
    /// without its modifiers (Shift-↓ matches `.downArrow`); read them from
    /// the other overloads' `KeyPress`.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        modifier(_KeyPressModifier(keys: [key], phases: [.down, .repeat]) { _ in action() })
    }

    /// Runs `action` when `key` is pressed in one of `phases`, with the press.
    ///
    /// ```swift
    /// .onKeyPress(.tab, phases: .down) { press in press.modifiers.contains(.shift) ? .ignored : .handled }
    /// ```
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(_KeyPressModifier(keys: [key], phases: phases, action: action))
    }

    /// Runs `action` when any of `keys` is pressed in one of `phases`.
    ///
    /// ```swift
    /// .onKeyPress(keys: [.upArrow, .downArrow]) { press in move(press.key); return .handled }
    /// ```
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(_KeyPressModifier(keys: keys, phases: phases, action: action))
    }

    /// Runs `action` when a key typing only characters of `characters` is
    /// pressed in one of `phases`.
    ///
    /// ```swift
    /// .onKeyPress(characters: .decimalDigits) { press in digits += press.characters; return .handled }
    /// ```
    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(_KeyPressModifier(characters: characters, phases: phases, action: action))
    }

    /// Runs `action` for every key pressed in one of `phases`.
    ///
    /// ```swift
    /// .onKeyPress { press in log.append(press.description); return .ignored }
    /// ```
    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(_KeyPressModifier(phases: phases, action: action))
    }
}

/// Handles key presses on their way from the focused view to the root.
public struct _KeyPressModifier: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// The keys handled, or `nil` for any.
    let keys: Set<KeyEquivalent>?
    /// The characters handled, or `nil` for any.
    let characters: CharacterSet?
    let phases: KeyPress.Phases
    let action: (KeyPress) -> KeyPress.Result

    init(
        keys: Set<KeyEquivalent>? = nil, characters: CharacterSet? = nil, phases: KeyPress.Phases,
        action: @escaping (KeyPress) -> KeyPress.Result
    ) {
        self.keys = keys
        self.characters = characters
        self.phases = phases
        self.action = action
    }

    /// Whether the handler wants `press`.
    func matches(_ press: KeyPress) -> Bool {
        guard phases.contains(press.phase) else { return false }
        if let keys, !keys.contains(press.key) {
            return false
        }
        if let characters {
            let scalars = press.characters.unicodeScalars
            return !scalars.isEmpty && scalars.allSatisfy { characters.contains($0) }
        }
        return true
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(KeyPressNode(view: modifier, inputs: inputs))
    }
}

/// The node of `.onKeyPress`: offers matching presses to the current action.
@MainActor
final class KeyPressNode<Content: View>: ModifierNode<Content, _KeyPressModifier> {
    override func respond(to press: KeyPress) -> KeyPress.Result {
        guard modifier.matches(press) else { return .ignored }
        return modifier.action(press)
    }

    override var modifierName: String { "onKeyPress" }
}
