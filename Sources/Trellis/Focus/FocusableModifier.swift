extension View {
    /// Lets the view take the keyboard focus: Tab reaches it, a click gives
    /// it the focus, and key presses start at it while it holds the focus.
    ///
    /// ```swift
    /// Text("Press space").focusable()
    ///     .onKeyPress(.space) { count += 1; return .handled }
    /// ```
    ///
    /// The focused view shows a focus effect unless `.focusEffectDisabled()`
    /// is set: one row high, it is drawn in reverse video (as a focused
    /// button); taller (a list, a prompt), its first column is, a bar that
    /// leaves the rows it highlights itself standing out. Views inside read
    /// `@Environment(\.isFocused)` to draw their own indication. A disabled
    /// view (`.disabled(true)`) does not take the focus, and loses it when
    /// it becomes disabled. Cost: a focus change re-evaluates only the views
    /// that read `isFocused` below this one.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        modifier(_FocusableModifier(isFocusable: isFocusable))
    }

    /// Draws no focus effect when a focusable view inside holds the focus
    /// (`disabled` false turns it back on).
    ///
    /// ```swift
    /// Tile().focusable().focusEffectDisabled()   // Tile reads isFocused itself
    /// ```
    public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
        environment(\.isFocusEffectEnabled, !disabled)
    }
}

struct IsFocusEffectEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether focusable views draw a focus effect on the focused one
    /// (`.focusEffectDisabled()` turns it off).
    public var isFocusEffectEnabled: Bool {
        get { self[IsFocusEffectEnabledKey.self] }
        set { self[IsFocusEffectEnabledKey.self] = newValue }
    }
}

/// Makes the modified view focusable (`.focusable(_:)`).
public struct _FocusableModifier: ViewModifier, Equatable {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    var isFocusable: Bool

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(FocusableNode(view: modifier, inputs: inputs))
    }
}
