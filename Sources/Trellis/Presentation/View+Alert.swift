extension View {
    /// Presents an alert with a title, a message and buttons while
    /// `isPresented` is true.
    ///
    /// ```swift
    /// .alert("Delete the file?", isPresented: $confirming) {
    ///     Button("Delete", role: .destructive) { delete() }
    ///     Button("Cancel", role: .cancel) {}
    /// } message: {
    ///     Text("This cannot be undone.")
    /// }
    /// ```
    ///
    /// A small bordered box centred over the dimmed screen, modal as a
    /// sheet is. Any button ends the alert after running its action; Esc runs
    /// the `.cancel` button (or just ends the alert when there is none).
    /// Lifecycle as a sheet's (Lifecycle.md rule 16). Cost: a sheet's.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert titled `title`, as the `LocalizedStringKey` form does.
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert titled with a `Text`.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        let content = _AlertContent(title: title, actions: actions(), message: message(), stacksActions: false)
        return modifier(_PresentationModifier(style: .alert, isPresented: isPresented, onDismiss: nil) { content })
    }

    /// Presents an alert with a title and buttons, without a message.
    ///
    /// ```swift
    /// .alert("Saved", isPresented: $saved) { Button("OK") {} }
    /// ```
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, actions: actions) { EmptyView() }
    }

    /// Presents an alert titled `title`, without a message.
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(Text(title), isPresented: isPresented, actions: actions) { EmptyView() }
    }

    /// Presents an alert titled with a `Text`, without a message.
    public func alert<A: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(title, isPresented: isPresented, actions: actions) { EmptyView() }
    }

    /// Presents a confirmation dialog: a message and a column of buttons,
    /// the title shown when `titleVisibility` is `.visible`.
    ///
    /// ```swift
    /// .confirmationDialog("Discard changes?", isPresented: $asking, titleVisibility: .visible) {
    ///     Button("Discard", role: .destructive) { discard() }
    ///     Button("Keep editing", role: .cancel) {}
    /// } message: {
    ///     Text("Your edits will be lost.")
    /// }
    /// ```
    ///
    /// Drawn and handled as an alert, its buttons one per row.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        confirmationDialog(
            Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// Presents a confirmation dialog titled `title`.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions, message: message)
    }

    /// Presents a confirmation dialog titled with a `Text`.
    public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        let content = _AlertContent(
            title: titleVisibility == .visible ? title : nil, actions: actions(), message: message(), stacksActions: true)
        return modifier(
            _PresentationModifier(style: .confirmationDialog, isPresented: isPresented, onDismiss: nil) { content })
    }

    /// Presents a confirmation dialog without a message.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(
            Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions
        ) { EmptyView() }
    }

    /// Presents a confirmation dialog titled `title`, without a message.
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, actions: actions
        ) { EmptyView() }
    }

    /// Presents a confirmation dialog titled with a `Text`, without a message.
    public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions) {
            EmptyView()
        }
    }
}
