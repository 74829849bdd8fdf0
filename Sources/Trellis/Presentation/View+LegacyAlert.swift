/// SwiftUI's first alert API: `.alert(isPresented:content:)` and
/// `.alert(item:content:)` with an ``Alert``, `.actionSheet` with an
/// ``ActionSheet``. Both are presented as `.alert(_:isPresented:actions:)`
/// and `.confirmationDialog` are.
extension View {
    /// Presents the alert `content` makes while `isPresented` is true.
    ///
    /// ```swift
    /// .alert(isPresented: $failed) {
    ///     Alert(title: Text("Upload failed"), dismissButton: .default(Text("OK")))
    /// }
    /// ```
    ///
    /// `content` runs when the presenter's body is evaluated. A button or
    /// Esc ends the alert by writing `false` to `isPresented`. Cost: as
    /// `.alert(_:isPresented:actions:)`.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let box = content().content(stacksActions: false)
        return modifier(_PresentationModifier(style: .alert, isPresented: isPresented, onDismiss: nil) { box })
    }

    /// Presents the alert `content` makes of `item` while it is not `nil`.
    ///
    /// ```swift
    /// .alert(item: $failure) { failure in
    ///     Alert(title: Text(failure.title), message: Text(failure.reason))
    /// }
    /// ```
    ///
    /// `content` runs when the presenter's body is evaluated; another item
    /// (another `id`) presents a fresh alert. A button or Esc ends it by
    /// writing `nil` to `item`. Cost: as `.alert(_:isPresented:actions:)`.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let box = item.wrappedValue.map { content($0).content(stacksActions: false) }
        return modifier(
            _PresentationModifier(
                style: .alert, identity: { item.wrappedValue.map { AnyHashable($0.id) } },
                end: { item.wrappedValue = nil }, onDismiss: nil, content: { box }))
    }

    /// Presents the action sheet `content` makes while `isPresented` is
    /// true.
    ///
    /// ```swift
    /// .actionSheet(isPresented: $sharing) {
    ///     ActionSheet(title: Text("Share"), buttons: [.default(Text("Copy link")) { copy() }, .cancel()])
    /// }
    /// ```
    ///
    /// Mapped onto a confirmation dialog with a visible title: one button
    /// per row. A button or Esc ends it by writing `false` to
    /// `isPresented`. Cost: as `.confirmationDialog`.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let box = content().alert.content(stacksActions: true)
        return modifier(
            _PresentationModifier(style: .confirmationDialog, isPresented: isPresented, onDismiss: nil) { box })
    }

    /// Presents the action sheet `content` makes of `item` while it is not
    /// `nil`; a button or Esc writes `nil` to `item`.
    ///
    /// ```swift
    /// .actionSheet(item: $photo) { photo in
    ///     ActionSheet(title: Text(photo.name), buttons: [.destructive(Text("Delete")) { delete(photo) }, .cancel()])
    /// }
    /// ```
    ///
    /// Cost: as `.confirmationDialog`.
    public func actionSheet<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View {
        let box = item.wrappedValue.map { content($0).alert.content(stacksActions: true) }
        return modifier(
            _PresentationModifier(
                style: .confirmationDialog, identity: { item.wrappedValue.map { AnyHashable($0.id) } },
                end: { item.wrappedValue = nil }, onDismiss: nil, content: { box }))
    }
}
