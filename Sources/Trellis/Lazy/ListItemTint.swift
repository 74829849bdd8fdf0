/// The tint of a list row's content: SwiftUI's `ListItemTint`, for
/// `.listItemTint(_:)`.
///
/// ```swift
/// Label("Favourites", systemImage: "star").listItemTint(.fixed(.yellow))
/// ```
///
/// In a terminal a fixed and a preferred tint are the same: the row's
/// `.tint`, which the system never overrides. `.monochrome` tints with the
/// primary colour. A value type of one optional colour.
public struct ListItemTint: Hashable, Sendable {
    /// The colour the row is tinted with; `nil` for the primary colour.
    let color: Color?

    /// A tint the system keeps: the row's content takes `tint`.
    public static func fixed(_ tint: Color) -> ListItemTint {
        ListItemTint(color: tint)
    }

    /// A tint the system may override in SwiftUI; in a terminal it is
    /// always used, as `.fixed` is.
    public static func preferred(_ tint: Color) -> ListItemTint {
        ListItemTint(color: tint)
    }

    /// The primary colour, as a monochrome row.
    public static let monochrome = ListItemTint(color: .primary)
}

extension View {
    /// Tints this list row's content: its symbols, its `.tint` styles and
    /// its controls take `tint`'s colour.
    ///
    /// ```swift
    /// ForEach(folders) { folder in
    ///     Label(folder.name, systemImage: "folder").listItemTint(folder.color)
    /// }
    /// ```
    ///
    /// It sets the row's `.tint(_:)`, so it works outside a list too; `nil`
    /// keeps the tint of the environment. Cost: one environment value.
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        self.tint(tint?.color)
    }

    /// Tints this list row's content with `color`: `.listItemTint(.fixed(color))`.
    ///
    /// ```swift
    /// Label("Trash", systemImage: "trash").listItemTint(.red)
    /// ```
    public func listItemTint(_ color: Color?) -> some View {
        self.tint(color)
    }
}
