extension View {
    /// Presents `content` in a sheet while `isPresented` is true.
    ///
    /// ```swift
    /// Button("Edit") { editing = true }
    ///     .sheet(isPresented: $editing, onDismiss: save) { Editor() }
    /// ```
    ///
    /// The sheet is a box with a rounded border, sized to its content within
    /// the screen (less two columns and a row on each side; larger content
    /// is clipped) and centred over the presenter, which stays drawn but
    /// dimmed. The sheet is modal: key presses, Tab and clicks stay inside
    /// it, and the focus leaves the presenter. Esc runs a button inside
    /// marked `.keyboardShortcut(.cancelAction)`; without one it dismisses
    /// the sheet unless the content says `.interactiveDismissDisabled()`.
    /// `@Environment(\.dismiss)`
    /// inside it dismisses it too (both write `false` to `isPresented`).
    ///
    /// Lifecycle (Lifecycle.md rule 16): presenting appears the content and
    /// the presenter receives nothing; dismissing makes the content
    /// disappear, then calls `onDismiss`. Every presentation starts with
    /// fresh state. The content's state and environment come from where the
    /// modifier is written. Cost: the content's own, laid out and drawn
    /// after the rest of the screen.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(_PresentationModifier(style: .sheet, isPresented: isPresented, onDismiss: onDismiss, content: content))
    }

    /// Presents a sheet for `item` while it is not `nil`.
    ///
    /// ```swift
    /// .sheet(item: $selectedContact) { contact in ContactCard(contact) }
    /// ```
    ///
    /// As ``sheet(isPresented:onDismiss:content:)``; dismissing writes `nil`.
    /// When `item` changes to another identity while presented, the old
    /// content disappears, `onDismiss` runs, then the new content appears
    /// with fresh state (Lifecycle.md rule 16). The same identity keeps the
    /// content and updates it.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(_PresentationModifier(style: .sheet, item: item, onDismiss: onDismiss, content: content))
    }

    /// Presents `content` over the whole screen while `isPresented` is true.
    ///
    /// ```swift
    /// .fullScreenCover(isPresented: $showsPlayer) { Player() }
    /// ```
    ///
    /// The cover replaces the screen: the presenter is neither drawn nor in
    /// the visible hierarchy while it is up (its tasks are cancelled, its
    /// state is kept). Esc, `dismiss` and `.interactiveDismissDisabled()` as
    /// for a sheet.
    ///
    /// Lifecycle (Lifecycle.md rule 17): presenting appears the cover, then
    /// the presenter disappears; dismissing appears the presenter, then the
    /// cover disappears, then `onDismiss` runs. Cost: the cover's own; the
    /// presenter is still laid out, not drawn.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            _PresentationModifier(style: .fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content))
    }

    /// Presents a full-screen cover for `item` while it is not `nil`.
    ///
    /// ```swift
    /// .fullScreenCover(item: $openedDocument) { document in Reader(document) }
    /// ```
    ///
    /// As ``fullScreenCover(isPresented:onDismiss:content:)``; another
    /// identity while presented replaces the cover as `sheet(item:)` does.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(_PresentationModifier(style: .fullScreenCover, item: item, onDismiss: onDismiss, content: content))
    }
}
