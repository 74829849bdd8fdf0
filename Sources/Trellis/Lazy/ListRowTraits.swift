/// What a list row says about how the list draws it: its background and
/// whether its separator shows. Set with `.listRowBackground(_:)` and
/// `.listRowSeparator(_:edges:)` on the row.
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

    init(background: Color? = nil, separator: Visibility? = nil, badge: String? = nil) {
        self.background = background
        self.separator = separator
        self.badge = badge
    }

    /// How deep the list looks in a row for its traits.
    static let searchDepth = 8

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(ListRowTraitsNode(view: modifier, inputs: inputs))
    }

    /// The traits of the row drawn by `row`: the first background and the
    /// first separator setting found going down its single-child chain.
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
}
