/// The order of a menu's items: SwiftUI's `MenuOrder`, accepted by
/// ``View/menuOrder(_:)``.
///
/// ```swift
/// Menu("Sort") { … }.menuOrder(.fixed)
/// ```
///
/// A terminal menu always lists its items top to bottom as written, which
/// is `.fixed`; the other orders are accepted.
public struct MenuOrder: Hashable, Sendable {
    let name: String

    /// As the platform orders menus.
    public static let automatic = MenuOrder(name: "automatic")
    /// The first items nearest the pointer.
    public static let priority = MenuOrder(name: "priority")
    /// Top to bottom as written.
    public static let fixed = MenuOrder(name: "fixed")
}

extension View {
    /// Sets the order of the items of the menus in this view, in SwiftUI.
    /// Accepted: see ``MenuOrder``.
    ///
    /// ```swift
    /// Menu("Add") { Button("Note") {}; Button("Folder") {} }.menuOrder(.fixed)
    /// ```
    public func menuOrder(_ order: MenuOrder) -> some View {
        modifier(_PassthroughModifier(kind: "menuOrder"))
    }
}
