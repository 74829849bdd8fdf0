struct IsFocusedKey: EnvironmentKey {
    static let defaultValue = false
}

struct IsEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether the nearest focusable view enclosing this one holds the
    /// keyboard focus.
    ///
    /// ```swift
    /// struct Tile: View {
    ///     @Environment(\.isFocused) private var isFocused
    ///     var body: some View { Text(isFocused ? "> tile" : "  tile") }
    /// }
    /// // used as Tile().focusable()
    /// ```
    ///
    /// Set by `.focusable()` and the controls for their content; `false`
    /// outside any focusable view.
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }

    /// Whether the views here respond to input; `.disabled(true)` makes it
    /// `false` for a whole subtree, and nothing below can turn it back on.
    ///
    /// ```swift
    /// @Environment(\.isEnabled) private var isEnabled
    /// ```
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

extension View {
    /// Disables the view and everything in it when `isDisabled` is true:
    /// controls ignore keys and clicks, draw faint and leave Tab traversal;
    /// a focused view inside loses the focus.
    ///
    /// ```swift
    /// Button("Send") { send() }.disabled(message.isEmpty)
    /// ```
    ///
    /// An enclosing `.disabled(true)` wins over an inner `.disabled(false)`,
    /// as in SwiftUI.
    public func disabled(_ isDisabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { isEnabled in
            isEnabled = isEnabled && !isDisabled
        }
    }
}
