/// A key combination that triggers a button from anywhere in its window.
///
/// ```swift
/// Button("Save") { save() }.keyboardShortcut("s", modifiers: .control)
/// Button("OK") { confirm() }.keyboardShortcut(.defaultAction)
/// ```
///
/// Terminals seldom send Command; `modifiers` defaults to `.command` as in
/// SwiftUI, so terminal apps usually pass `.control`, `.option` (Alt) or
/// `[]`.
public struct KeyboardShortcut: Hashable, Sendable {
    /// The key.
    public var key: KeyEquivalent
    /// The modifiers that must be held, exactly.
    public var modifiers: EventModifiers

    /// A shortcut of `key` with `modifiers`.
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return: the default button of a form or dialog.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the button that cancels.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// Whether `press` is this shortcut.
    func matches(_ press: KeyPress) -> Bool {
        press.key == key && press.modifiers.subtracting([.capsLock, .numericPad]) == modifiers
    }
}

struct KeyboardShortcutKey: EnvironmentKey {
    static let defaultValue: KeyboardShortcut? = nil
}

extension EnvironmentValues {
    /// The shortcut the buttons here answer to (`.keyboardShortcut(_:)`).
    public var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}

extension View {
    /// Makes the buttons in this view answer to `key` with `modifiers`
    /// wherever the focus is.
    ///
    /// ```swift
    /// Button("Quit") { dismiss() }.keyboardShortcut("q", modifiers: .control)
    /// ```
    ///
    /// A press is offered to the focused view and its ancestors first; a
    /// shortcut runs only if none of them handled it. When two enabled
    /// buttons in the visible hierarchy share a shortcut, the one that
    /// appeared first runs.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        environment(\.keyboardShortcut, KeyboardShortcut(key, modifiers: modifiers))
    }

    /// Makes the buttons in this view answer to `shortcut` (`nil` removes one).
    ///
    /// ```swift
    /// Button("Cancel", role: .cancel) { dismiss() }.keyboardShortcut(.cancelAction)
    /// ```
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        environment(\.keyboardShortcut, shortcut)
    }
}
