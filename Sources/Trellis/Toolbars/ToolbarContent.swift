/// Items a view puts in the navigation bar or the bottom bar with
/// `View.toolbar(content:)`: `ToolbarItem`s,
/// ``ToolbarItemGroup``s, or your own type grouping them.
///
/// ```swift
/// struct EditingItems: ToolbarContent {
///     let add: () -> Void
///
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .topBarLeading) { EditButton() }
///         ToolbarItem(placement: .primaryAction) { Button("Add", action: add) }
///     }
/// }
/// ```
///
/// A type with a `body` is flattened into its items each time the view
/// declaring the toolbar is evaluated; it keeps no state of its own (the
/// views inside its items do). Cost: O(items) per evaluation.
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of the content's body.
    associatedtype Body: ToolbarContent

    /// The items this content is made of.
    @ToolbarContentBuilder var body: Body { get }

    /// Appends the content's items to `items` (engine hook).
    static func _collectItems(_ content: Self, into items: inout _ToolbarItems)
}

extension ToolbarContent {
    /// Collects the body's items (engine hook).
    public static func _collectItems(_ content: Self, into items: inout _ToolbarItems) {
        Body._collectItems(content.body, into: &items)
    }
}

extension ToolbarContent where Body == Never {
    /// Primitive toolbar content has no body.
    public var body: Never {
        fatalError("\(Self.self) is primitive toolbar content; its body is never evaluated")
    }
}

extension Never: ToolbarContent {
    /// Collects nothing (engine hook).
    public static func _collectItems(_ content: Never, into items: inout _ToolbarItems) {}
}

/// Toolbar content that can be rearranged by the user on platforms that
/// allow it; in a terminal, ordinary toolbar content.
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: CustomizableToolbarContent {}

/// The items of a toolbar, flattened, each with a key from its place in
/// the builder (engine hook).
@MainActor
public struct _ToolbarItems {
    /// The items in declaration order.
    var entries: [ToolbarEntry] = []
    /// Where the builder is: the index within each enclosing block.
    private var path = ""

    init() {}

    /// Adds an item at the current place; `id` distinguishes items the
    /// app names.
    mutating func append(placement: ToolbarItemPlacement, id: String?, content: AnyView, expands: Bool = false) {
        entries.append(
            ToolbarEntry(placement: placement, key: id.map { "id:" + $0 } ?? path, content: content, expands: expands))
    }

    /// Collects `content` one level down, at `component`.
    mutating func collect<Content: ToolbarContent>(_ content: Content, at component: String) {
        let saved = path
        path += "/" + component
        Content._collectItems(content, into: &self)
        path = saved
    }
}

/// One item of a toolbar: where it goes, what it shows, and the key that
/// keeps its views' state across evaluations.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let key: String
    let content: AnyView
    /// Whether the item takes the room its bar has left (a flexible
    /// ``ToolbarSpacer``) instead of its ideal size.
    var expands = false
}

/// Several pieces of toolbar content in one builder block.
public struct TupleToolbarContent<each Item: ToolbarContent>: ToolbarContent {
    /// Primitive: collected directly.
    public typealias Body = Never

    let items: (repeat each Item)

    init(_ items: (repeat each Item)) {
        self.items = items
    }

    /// Collects each piece at its position (engine hook).
    public static func _collectItems(_ content: Self, into items: inout _ToolbarItems) {
        var index = 0
        func collect<Piece: ToolbarContent>(_ piece: Piece) {
            items.collect(piece, at: String(index))
            index += 1
        }
        repeat collect(each content.items)
    }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {
    /// Primitive: collected directly.
    public typealias Body = Never

    /// Collects the wrapped content when there is one (engine hook).
    public static func _collectItems(_ content: Self, into items: inout _ToolbarItems) {
        if let content {
            items.collect(content, at: "some")
        }
    }
}

/// One of two pieces of toolbar content, from an `if`/`else` or a `switch`.
public struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent {
    /// Primitive: collected directly.
    public typealias Body = Never

    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    /// Collects the chosen branch (engine hook).
    public static func _collectItems(_ content: Self, into items: inout _ToolbarItems) {
        switch content.storage {
        case .trueContent(let branch): items.collect(branch, at: "true")
        case .falseContent(let branch): items.collect(branch, at: "false")
        }
    }
}

/// Builds ``ToolbarContent`` from a block of items, with `if`, `if`/`else`
/// and `switch`.
@MainActor @resultBuilder
public enum ToolbarContentBuilder {
    /// Passes an item through.
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    /// A block of one item is that item.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    /// A block of several items keeps them in order.
    public static func buildBlock<each Content: ToolbarContent>(
        _ content: repeat each Content
    ) -> TupleToolbarContent<repeat each Content> {
        TupleToolbarContent((repeat each content))
    }

    /// An `if` without `else`.
    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> Content? {
        content
    }

    /// An `if` without `else`.
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? {
        content
    }

    /// The first branch of an `if`/`else` or a `switch`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        first: TrueContent
    ) -> _ConditionalToolbarContent<TrueContent, FalseContent> {
        _ConditionalToolbarContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else` or a `switch`.
    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
        second: FalseContent
    ) -> _ConditionalToolbarContent<TrueContent, FalseContent> {
        _ConditionalToolbarContent(storage: .falseContent(second))
    }

    /// An `if #available` block.
    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }
}
