extension View {
    /// Runs `action` when Delete (Backspace) or Forward Delete is pressed
    /// while this view or one inside it has the focus.
    ///
    /// ```swift
    /// PhotoGrid(selection: $selection)
    ///     .focusable()
    ///     .onDeleteCommand { library.remove(selection) }
    /// ```
    ///
    /// The focused view takes the keys first (a text field deletes a
    /// character, a list with `.onDelete` a row); the action sees the ones
    /// left. `nil` lets them go on. With nothing focused, a root view's
    /// action sees them, as ``onKeyPress(keys:phases:action:)``'s does, which
    /// it is built on: one node.
    public func onDeleteCommand(perform action: (() -> Void)?) -> some View {
        onKeyPress(keys: [.delete, .deleteForward]) { press in
            guard let action, press.modifiers.subtracting([.capsLock, .numericPad]).isEmpty else { return .ignored }
            action()
            return .handled
        }
    }
}
