import Foundation

/// Alerts about a `LocalizedError`: titled with its `errorDescription`.
extension View {
    /// Presents an alert about `error` while `isPresented` is true and
    /// `error` is not `nil`, titled with its `errorDescription` and with its
    /// `failureReason` and `recoverySuggestion` as the message.
    ///
    /// ```swift
    /// .alert(isPresented: $failed, error: uploadError) {
    ///     Button("Retry") { upload() }
    ///     Button("Cancel", role: .cancel) {}
    /// }
    /// ```
    ///
    /// Otherwise as `.alert(_:isPresented:presenting:actions:)`: a button or
    /// Esc ends it by writing `false` to `isPresented`. Cost: the same.
    public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> some View {
        let actionsView = actions()
        return alert(isPresented: isPresented, error: error) { _ in actionsView } message: { error in
            let lines = [error.failureReason, error.recoverySuggestion].compactMap { $0 }
            if !lines.isEmpty {
                Text(lines.joined(separator: "\n"))
            }
        }
    }

    /// Presents an alert about `error` while `isPresented` is true and
    /// `error` is not `nil`, titled with its `errorDescription`, its buttons
    /// and message made from the error.
    ///
    /// ```swift
    /// .alert(isPresented: $failed, error: uploadError) { _ in
    ///     Button("OK") {}
    /// } message: { error in
    ///     Text(error.recoverySuggestion ?? "Try again later.")
    /// }
    /// ```
    ///
    /// Otherwise as `.alert(_:isPresented:presenting:actions:message:)`.
    /// Cost: the same.
    public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View {
        alert(
            Text(error?.errorDescription ?? ""), isPresented: isPresented, presenting: error, actions: actions,
            message: message)
    }
}
