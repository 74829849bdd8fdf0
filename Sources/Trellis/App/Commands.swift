/// Menu-bar commands of an app, given to a scene with
/// ``Scene/commands(content:)``: SwiftUI's `Commands`.
///
/// ```swift
/// struct NoteCommands: Commands {
///     var body: some Commands {
///         CommandMenu("Note") { Button("Pin") { … }.keyboardShortcut("p") }
///     }
/// }
/// ```
///
/// Accepted: a terminal has no menu bar, so commands are built and not
/// shown. Give the same buttons and shortcuts a place in the app's views
/// (a toolbar, a `Menu`) to reach them in a terminal.
@MainActor @preconcurrency
public protocol Commands {
    /// The type of the commands' content.
    associatedtype Body: Commands

    /// The commands' content.
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
    /// Never called: primitive commands have no body.
    public var body: Never {
        fatalError("\(Self.self) is primitive commands; its body is never evaluated")
    }
}

/// Builds the content of ``Commands`` from a list of them.
@MainActor @resultBuilder
public enum CommandsBuilder {
    /// No commands.
    public static func buildBlock() -> EmptyCommands {
        EmptyCommands()
    }

    /// Commands in the order written.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> TupleCommands<repeat each Content> {
        TupleCommands((repeat each content))
    }
}

/// Several commands in a row, as ``CommandsBuilder`` makes them.
public struct TupleCommands<each Content: Commands>: Commands {
    /// Primitive: never evaluated.
    public typealias Body = Never

    let content: (repeat each Content)

    init(_ content: (repeat each Content)) {
        self.content = content
    }
}

/// No commands: SwiftUI's `EmptyCommands`.
///
/// ```swift
/// .commands { EmptyCommands() }
/// ```
public struct EmptyCommands: Commands {
    /// Primitive: never evaluated.
    public typealias Body = Never

    /// No commands.
    public init() {}
}
