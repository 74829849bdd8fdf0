/// One item of a toolbar: a view and where it goes.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarTrailing) {
///         Button("Add", systemImage: "plus") { store.add() }
///     }
/// }
/// ```
///
/// The view is drawn in the bar its placement names (``ToolbarItemPlacement``)
/// with the environment of the view that declared the toolbar, so a button
/// in it reads the same environment objects and `dismiss` as the screen.
/// Its views keep their state while the item stays at the same place in
/// the toolbar's builder (or keeps its `id`).
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    /// Primitive: collected directly.
    public typealias Body = Never

    let placement: ToolbarItemPlacement
    let id: String?
    let content: Content

    /// Collects the item (engine hook).
    public static func _collectItems(_ content: Self, into items: inout _ToolbarItems) {
        items.append(placement: content.placement, id: content.id, content: AnyView(content.content))
    }
}

extension ToolbarItem where ID == () {
    /// An item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.id = nil
        self.content = content()
    }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {
    /// An item named `id`, at `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.id = id
        self.content = content()
    }
}

/// Several views placed together in a toolbar, side by side.
///
/// ```swift
/// .toolbar {
///     ToolbarItemGroup(placement: .bottomBar) {
///         Button("Archive") { archive() }
///         Spacer()
///         Button("Delete", role: .destructive) { delete() }
///     }
/// }
/// ```
///
/// The views are laid out in a row in the bar the placement names.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    /// Primitive: collected directly.
    public typealias Body = Never

    let placement: ToolbarItemPlacement
    let content: Content

    /// A group at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Collects the group as one item (engine hook).
    public static func _collectItems(_ content: Self, into items: inout _ToolbarItems) {
        items.append(
            placement: content.placement, id: nil,
            content: AnyView(HStack(spacing: 1) { content.content }))
    }
}
