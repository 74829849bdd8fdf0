extension EnvironmentValues {
    /// Whether the scroll views here scroll when the user asks (keys, the
    /// wheel); `false` under `.scrollDisabled(true)`. Scrolling from code
    /// (`ScrollViewReader`, `.scrollPosition`) and to reveal the focused
    /// view still moves them.
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledKey.self] }
        set { self[IsScrollEnabledKey.self] = newValue }
    }
}

private struct IsScrollEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension View {
    /// Stops the scroll views in this view from scrolling when the user
    /// asks: their keys and the wheel pass to the views around them.
    ///
    /// ```swift
    /// ScrollView { Terms() }.scrollDisabled(!hasAcceptedCookies)
    /// ```
    ///
    /// `false` leaves a disabling from further out as it is, as in SwiftUI.
    /// Scrolling from code and revealing the focused view still work.
    /// Cost: one environment entry.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isScrollEnabled) { isEnabled in
            if disabled {
                isEnabled = false
            }
        }
    }
}
