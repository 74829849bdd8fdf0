/// What a list row says about how the list draws and edits it: its
/// background, whether its separator shows, its badge, and whether the
/// editing keys may delete or move it. Set with `.listRowBackground(_:)`,
/// `.listRowSeparator(_:edges:)`, `.badge(_:)`, `.deleteDisabled(_:)` and
/// `.moveDisabled(_:)` on the row.
///
/// The list finds a row's traits by walking down the row's chain of
/// modifier nodes (each with one child), at most ``searchDepth`` nodes, when
/// it draws the row: O(modifiers on the row), nothing stored per row; a
/// list none of whose rows has traits does not look.
public struct _ListRowTraits: ViewModifier, Equatable {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    var background: Color?
    var separator: Visibility?
    var badge: String?
    var isDeleteDisabled: Bool?
    var isMoveDisabled: Bool?
    var separatorTint: Color?

    init(
        background: Color? = nil, separator: Visibility? = nil, badge: String? = nil,
        isDeleteDisabled: Bool? = nil, isMoveDisabled: Bool? = nil, separatorTint: Color? = nil
    ) {
        self.background = background
        self.separator = separator
        self.separatorTint = separatorTint
        self.badge = badge
        self.isDeleteDisabled = isDeleteDisabled
        self.isMoveDisabled = isMoveDisabled
    }

    /// How deep the list looks in a row for its traits.
    static let searchDepth = 8

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(ListRowTraitsNode(view: modifier, inputs: inputs))
    }

    /// The traits of the row drawn by `row`: the first setting of each
    /// trait found going down its single-child chain.
    @MainActor
    static func traits(of row: ViewNode) -> _ListRowTraits {
        var found = _ListRowTraits()
        var node: ViewNode? = row
        var depth = 0
        while let current = node, depth < searchDepth {
            if let traits = current.listRowTraits {
                found.background = found.background ?? traits.background
                found.separator = found.separator ?? traits.separator
                found.badge = found.badge ?? traits.badge
                found.isDeleteDisabled = found.isDeleteDisabled ?? traits.isDeleteDisabled
                found.isMoveDisabled = found.isMoveDisabled ?? traits.isMoveDisabled
                found.separatorTint = found.separatorTint ?? traits.separatorTint
            }
            node = current.children.count == 1 ? current.children[0] : nil
            depth += 1
        }
        return found
    }
}

/// A node that draws its rows' traits (a list's lazy stack).
@MainActor
protocol ListRowTraitsReading: ViewNode {}

extension LazyStackNode: ListRowTraitsReading {}

/// The node of ``_ListRowTraits``: passes its content through and redraws
/// the list when its traits change.
@MainActor
final class ListRowTraitsNode<Content: View>: ModifierNode<Content, _ListRowTraits> {
    /// The list this row is in, counting its rows with traits.
    private weak var decoration: ListDecoration?

    override var listRowTraits: _ListRowTraits? { modifier }

    override func mountContent() {
        decoration = environment.listDecoration
        decoration?.rowTraitsCount += 1
        super.mountContent()
    }

    override func releaseResources() {
        decoration?.rowTraitsCount -= 1
        super.releaseResources()
    }

    /// A change redraws the stack the row is in: the background spans the
    /// row's whole width, and the separator lies outside the row.
    override func modifierDidUpdate(from old: _ListRowTraits) {
        guard old != modifier else { return }
        var node = parent
        while let current = node, !(current is any ListRowTraitsReading) {
            node = current.parent
        }
        (node ?? self).setNeedsDisplay()
    }

    override var forwardsTraits: Bool { true }

    override var modifierName: String { "listRowTraits" }
}

extension View {
    /// Fills this row of a list with `view`'s colour behind its content,
    /// across the list's width.
    ///
    /// ```swift
    /// Text(task.title).listRowBackground(task.isOverdue ? Color.red.opacity(0.3) : nil)
    /// ```
    ///
    /// A colour fills the row; another view is accepted and fills nothing
    /// (a row's background in a terminal is one colour).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(_ListRowTraits(background: (view as? Color) ?? nil))
    }

    /// Shows `count` at the trailing end of this list row, faint; zero
    /// shows nothing.
    ///
    /// ```swift
    /// Label("Inbox", systemImage: "tray").badge(unread)
    /// ```
    ///
    /// ```
    /// 📥 Inbox                 12
    /// ```
    ///
    /// A badge is a list row's: outside a `List` (a tab's page) it is
    /// accepted and draws nothing.
    public func badge(_ count: Int) -> some View {
        modifier(_ListRowTraits(badge: count == 0 ? nil : "\(count)"))
    }

    /// Shows `label` at the trailing end of this list row; `nil` shows
    /// nothing.
    public func badge(_ label: Text?) -> some View {
        modifier(_ListRowTraits(badge: label?.plainText))
    }

    /// Shows `label` at the trailing end of this list row.
    public func badge(_ label: LocalizedStringKey) -> some View {
        badge(Text(label))
    }

    /// Shows `label` at the trailing end of this list row; `nil` shows
    /// nothing.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        modifier(_ListRowTraits(badge: label.map { String($0) }))
    }

    /// Sets the insets of this row in SwiftUI. Accepted: a terminal list's
    /// rows have no insets to replace (they start at the list's first
    /// column); pad the row's content to indent it.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        self
    }

    /// Hides or shows the scroll view's background in SwiftUI. Accepted: a
    /// terminal list draws no background of its own, so `.hidden` is what
    /// it always looks like.
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        self
    }

    /// Shows or hides the lines around a section in SwiftUI. Accepted: a
    /// terminal list draws its sections with their headers only.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        self
    }

    /// Sets the spacing between rows in SwiftUI. Accepted: rows are one
    /// separator row apart, or none (`.listRowSeparator(.hidden)`).
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        self
    }

    /// Sets the spacing between sections in SwiftUI. Accepted.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        self
    }

    /// Draws the separator line under this list row in `color` instead
    /// of faint.
    ///
    /// ```swift
    /// Text(task.title).listRowSeparatorTint(task.isOverdue ? .red : nil)
    /// ```
    ///
    /// ```
    /// Buy milk
    /// ────────────    in red
    /// ```
    ///
    /// A row owns the separator under it, so `edges` without `.bottom`
    /// tints nothing; `nil` keeps the faint line. The colour is read where
    /// the row's other traits are, when the list draws the row: no cost
    /// beyond a list with badges or backgrounds.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(_ListRowTraits(separatorTint: edges.contains(.bottom) ? color : nil))
    }

    /// Tints the lines around a section in SwiftUI. Accepted: a terminal
    /// list draws its sections with their headers only, no lines.
    ///
    /// ```swift
    /// Section("Done") { … }.listSectionSeparatorTint(.gray)
    /// ```
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        self
    }
}

/// A view whose outermost modifier sets a badge: what a tab bar reads from
/// a tab item's content before the content is built.
protocol BadgedView {
    var badge: String? { get }
}

extension ModifiedContent: BadgedView where Modifier == _ListRowTraits {
    var badge: String? { modifier.badge }
}
