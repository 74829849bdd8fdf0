/// Where a toolbar item goes, by what it does.
///
/// ```swift
/// ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
/// ToolbarItem(placement: .confirmationAction) { Button("Save", action: save) }
/// ```
///
/// A terminal has two bars: the navigation bar on the stack's first row
/// and a bottom bar on its last. Placements map to them by this table:
///
/// | placement | drawn |
/// |---|---|
/// | `.navigation`, `.cancellationAction`, `.topBarLeading`, `.navigationBarLeading` | navigation bar, after `‹ Back` |
/// | `.principal` | navigation bar, in place of the title |
/// | `.automatic`, `.primaryAction`, `.secondaryAction`, `.confirmationAction`, `.destructiveAction`, `.topBarTrailing`, `.navigationBarTrailing` | navigation bar, at the right edge |
/// | `.bottomBar`, `.status` | bottom bar |
/// | `.keyboard` | not drawn: a terminal has no on-screen keyboard |
public struct ToolbarItemPlacement: Hashable, Sendable {
    /// The bar and side an item is drawn at.
    enum Region: Hashable, Sendable {
        case leading
        case principal
        case trailing
        case bottom
        case hidden
        /// The row under the top bar that holds a `.searchable` field.
        case search
    }

    let name: String
    let region: Region

    /// The platform decides: the trailing end of the navigation bar.
    public static let automatic = ToolbarItemPlacement(name: "automatic", region: .trailing)
    /// In place of the title.
    public static let principal = ToolbarItemPlacement(name: "principal", region: .principal)
    /// A navigation control: the leading end.
    public static let navigation = ToolbarItemPlacement(name: "navigation", region: .leading)
    /// The most used action: the trailing end.
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction", region: .trailing)
    /// A less used action: the trailing end.
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction", region: .trailing)
    /// Status: the bottom bar.
    public static let status = ToolbarItemPlacement(name: "status", region: .bottom)
    /// Confirms a modal edit ("Save", "Done"): the trailing end.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction", region: .trailing)
    /// Cancels a modal edit: the leading end.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction", region: .leading)
    /// Deletes in a modal edit: the trailing end.
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction", region: .trailing)
    /// Above an on-screen keyboard: not drawn in a terminal.
    public static let keyboard = ToolbarItemPlacement(name: "keyboard", region: .hidden)
    /// The leading end of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading", region: .leading)
    /// The trailing end of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing", region: .trailing)
    /// The leading end of the navigation bar (the older name).
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading", region: .leading)
    /// The trailing end of the navigation bar (the older name).
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing", region: .trailing)
    /// The bottom bar.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar", region: .bottom)
    /// Where `.searchable` puts its field: a row of its own under the top bar.
    static let searchField = ToolbarItemPlacement(name: "searchField", region: .search)
}

/// A bar a toolbar modifier applies to, for ``View/toolbar(_:for:)``.
///
/// ```swift
/// DetailView().toolbar(.hidden, for: .navigationBar)
/// ```
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String

    /// Every bar the platform decides on: the navigation bar and the bottom bar.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The bottom bar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// A tab view's bar: accepted, the tab bar stays.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// A window's toolbar: the navigation bar.
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
}

/// How a navigation title is shown: accepted with
/// ``View/navigationBarTitleDisplayMode(_:)``; a terminal draws every title
/// inline, in bold on the navigation bar.
public struct NavigationBarItem: Sendable {
    /// A title's display mode.
    public enum TitleDisplayMode: Hashable, Sendable {
        /// The platform decides.
        case automatic
        /// A small title in the bar.
        case inline
        /// A large title under the bar.
        case large
    }
}

/// The display mode of a toolbar title: accepted with
/// ``View/toolbarTitleDisplayMode(_:)``.
public struct ToolbarTitleDisplayMode: Hashable, Sendable {
    let name: String

    /// The platform decides.
    public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
    /// A small title in the bar.
    public static let inline = ToolbarTitleDisplayMode(name: "inline")
    /// A large title under the bar.
    public static let large = ToolbarTitleDisplayMode(name: "large")
    /// A large title that becomes inline when scrolled.
    public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
}
