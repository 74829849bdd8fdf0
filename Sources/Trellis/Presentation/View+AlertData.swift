/// SwiftUI's alerts and confirmation dialogs about a piece of data: shown
/// while `isPresented` is true and `data` is not `nil`, their buttons and
/// message built from the data.
extension View {
    /// Presents an alert about `data` while `isPresented` is true and
    /// `data` is not `nil`.
    ///
    /// ```swift
    /// .alert("Delete \(file?.name ?? "")?", isPresented: $confirming, presenting: file) { file in
    ///     Button("Delete", role: .destructive) { delete(file) }
    /// } message: { file in
    ///     Text("\(file.size) bytes will be freed.")
    /// }
    /// ```
    ///
    /// The buttons and the message are built from the data when the
    /// presenter's body is evaluated. Otherwise as the other alerts: a
    /// button or Esc ends it by writing `false` to `isPresented`.
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        let content = data.map { _AlertContent(title: title, actions: actions($0), message: message($0), stacksActions: false) }
        return modifier(_PresentationModifier(style: .alert, isPresented: isPresented, presenting: content))
    }

    /// Presents an alert about `data`, titled with a localized key.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// Presents an alert about `data`, titled `title`.
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// Presents an alert about `data` without a message.
    public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(title, isPresented: isPresented, presenting: data, actions: actions) { _ in EmptyView() }
    }

    /// Presents an alert about `data` without a message, titled with a localized key.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(Text(titleKey), isPresented: isPresented, presenting: data, actions: actions) { _ in EmptyView() }
    }

    /// Presents an alert about `data` without a message, titled `title`.
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions) { _ in EmptyView() }
    }

    /// Presents a confirmation dialog about `data` while `isPresented` is
    /// true and `data` is not `nil`.
    ///
    /// ```swift
    /// .confirmationDialog("Share", isPresented: $sharing, presenting: photo) { photo in
    ///     Button("Copy link") { copyLink(photo) }
    ///     Button("Cancel", role: .cancel) {}
    /// }
    /// ```
    public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let content = data.map {
            _AlertContent(
                title: titleVisibility == .visible ? title : nil, actions: actions($0), message: message($0),
                stacksActions: true)
        }
        return modifier(_PresentationModifier(style: .confirmationDialog, isPresented: isPresented, presenting: content))
    }

    /// Presents a confirmation dialog about `data`, titled with a localized key.
    public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(
            Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions, message: message)
    }

    /// Presents a confirmation dialog about `data`, titled `title`.
    public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions, message: message)
    }

    /// Presents a confirmation dialog about `data` without a message.
    public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(
            title, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data, actions: actions
        ) { _ in EmptyView() }
    }

    /// Presents a confirmation dialog about `data` without a message,
    /// titled with a localized key.
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(
            Text(titleKey), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions
        ) { _ in EmptyView() }
    }

    /// Presents a confirmation dialog about `data` without a message,
    /// titled `title`.
    public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(
            Text(title), isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions
        ) { _ in EmptyView() }
    }
}
