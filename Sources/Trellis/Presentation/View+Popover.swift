extension View {
    /// Presents `content` in a popover while `isPresented` is true: in a
    /// terminal, as a sheet (a box over the dimmed screen that Esc closes).
    ///
    /// ```swift
    /// Button("Info") { showsInfo = true }
    ///     .popover(isPresented: $showsInfo) { Text("Version 2.1") }
    /// ```
    ///
    /// A popover's arrow and anchor have no meaning in cells:
    /// `attachmentAnchor` and `arrowEdge` are accepted. Lifecycle, focus and
    /// dismissal are a sheet's (`sheet(isPresented:onDismiss:content:)`).
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Presents a popover for `item` while it is not `nil`, as a sheet.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        sheet(item: item, content: content)
    }
}

/// Where a popover points in SwiftUI; accepted: a terminal popover is a
/// sheet.
public enum PopoverAttachmentAnchor: Hashable, Sendable {
    /// A rectangle of the presenting view.
    case rect(Rect)
    /// A point of the presenting view.
    case point(UnitPoint)

    /// The rectangle a popover is attached to.
    public enum Rect: Hashable, Sendable {
        /// The presenting view's bounds.
        case bounds
    }
}
