/// One key press, as `.onKeyPress` handlers receive it.
///
/// SwiftUI's `KeyPress`: the ``key`` (the unmodified key: Shift-A is key
/// `"a"` with ``modifiers`` `.shift`), the ``characters`` it typed (`"A"`)
/// and the ``phase``. Terminals report presses only, so the phase is always
/// `.down`.
///
/// ```swift
/// .onKeyPress(phases: .down) { press in
///     log.append("\(press.modifiers) \(press.key)")
///     return .ignored
/// }
/// ```
public struct KeyPress: Hashable, Sendable, CustomStringConvertible {
    /// The key pressed.
    public let key: KeyEquivalent
    /// What the key typed, with its modifiers applied (Control-C types U+0003).
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers
    /// Whether the key went down, repeated or went up.
    public let phase: Phases

    /// A press of `key` typing `characters` (by default the key's own
    /// character) with `modifiers`.
    public init(_ key: KeyEquivalent, characters: String? = nil, modifiers: EventModifiers = [], phase: Phases = .down) {
        self.key = key
        self.characters = characters ?? String(key.character)
        self.modifiers = modifiers
        self.phase = phase
    }

    /// The phases of a key press a handler asks for.
    public struct Phases: OptionSet, Hashable, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The key went down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key repeated while held (terminals do not tell repeats apart).
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key went up (terminals do not report it).
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]
    }

    /// What a handler did with a press: `.handled` stops it, `.ignored`
    /// lets it go on to the next handler towards the root.
    public enum Result: Sendable {
        /// The press was handled; no other handler sees it.
        case handled
        /// The press was not handled; it goes on.
        case ignored
    }

    /// The press as a user reads it: `"Ctrl-Shift-↑"`.
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.option) { parts.append("Alt") }
        if modifiers.contains(.command) { parts.append("Meta") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        parts.append(key.description)
        return parts.joined(separator: "-")
    }
}
