/// Commands placed among, or instead of, a standard group of the app's
/// menus: SwiftUI's `CommandGroup`.
///
/// ```swift
/// .commands {
///     CommandGroup(replacing: .newItem) {
///         Button("New Note") { store.add() }.keyboardShortcut("n")
///     }
///     CommandGroup(after: .pasteboard) { Button("Paste Plain") { … } }
/// }
/// ```
///
/// Accepted: a terminal has no menu bar; the content is kept and never
/// shown, and its buttons' shortcuts do not run. Cost: the content view.
public struct CommandGroup<Content: View>: Commands {
    /// Primitive: never evaluated.
    public typealias Body = Never

    let placement: CommandGroupPlacement
    let content: Content

    /// Commands after the standard group `group`.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        content = addition()
    }

    /// Commands before the standard group `group`.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        content = addition()
    }

    /// Commands instead of the standard group `group`.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        content = addition()
    }
}

/// A standard group of the app's menus, where a ``CommandGroup`` goes:
/// SwiftUI's `CommandGroupPlacement`.
///
/// ```swift
/// CommandGroup(replacing: .appInfo) { Button("About Notes") { … } }
/// ```
public struct CommandGroupPlacement: Hashable, Sendable {
    let name: String

    /// About the app.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// The app's settings.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// The system's services.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Hiding and showing the app.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Quitting the app.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// Creating windows and documents.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Saving documents.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Importing and exporting.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Printing.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Undo and redo.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Cut, copy and paste.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Find, spelling and substitutions.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Fonts and alignment.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// Showing and customizing the toolbar.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// Showing the sidebar.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// Sizing windows.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// The list of windows.
    public static let windowList = CommandGroupPlacement(name: "windowList")
    /// The list of single windows.
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    /// Arranging windows.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// Help.
    public static let help = CommandGroupPlacement(name: "help")
}
