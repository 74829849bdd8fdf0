/// The commands of the View menu's sidebar item: SwiftUI's
/// `SidebarCommands`. Accepted, as every ``Commands`` is: a terminal has
/// no menu bar.
///
/// ```swift
/// WindowGroup { ContentView() }.commands { SidebarCommands() }
/// ```
public struct SidebarCommands: Commands {
    /// Primitive: never evaluated.
    public typealias Body = Never

    /// The standard sidebar commands.
    public init() {}
}

/// The commands of the View menu's toolbar items: SwiftUI's
/// `ToolbarCommands`. Accepted: a terminal has no menu bar.
///
/// ```swift
/// .commands { ToolbarCommands() }
/// ```
public struct ToolbarCommands: Commands {
    /// Primitive: never evaluated.
    public typealias Body = Never

    /// The standard toolbar commands.
    public init() {}
}

/// The commands for editing text (find, spelling, substitutions):
/// SwiftUI's `TextEditingCommands`. Accepted: a terminal has no menu bar;
/// Trellis's text fields answer their own editing keys.
///
/// ```swift
/// .commands { TextEditingCommands() }
/// ```
public struct TextEditingCommands: Commands {
    /// Primitive: never evaluated.
    public typealias Body = Never

    /// The standard text editing commands.
    public init() {}
}

/// The commands for formatting text (fonts, alignment): SwiftUI's
/// `TextFormattingCommands`. Accepted: a terminal has no menu bar.
///
/// ```swift
/// .commands { TextFormattingCommands() }
/// ```
public struct TextFormattingCommands: Commands {
    /// Primitive: never evaluated.
    public typealias Body = Never

    /// The standard text formatting commands.
    public init() {}
}
