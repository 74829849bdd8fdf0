/// A view that switches between child views (tabs) with a one-line tab bar.
///
/// ```swift
/// @State private var selection = "inbox"
///
/// TabView(selection: $selection) {
///     Inbox().tabItem { Text("Inbox") }.tag("inbox")
///     Tab("Sent", value: "sent") { Sent() }
/// }
/// ```
///
/// Each tab is a view carrying `.tabItem { Text("…") }` (identified by the
/// `.tag(_:)` applied after it) or a ``Tab``. The bar shows the titles on the
/// first row, the selected one in bold reverse video; the selected tab fills
/// the rest. Views in the content that are neither are ignored.
///
/// **Switching.** A click on a title selects it. Key presses that no focused
/// view handles reach the tab view, also when nothing has the focus (the
/// tab view answers to them as keyboard shortcuts while it is shown; of
/// nested tab views, the inner one): Ctrl-PageDown or `]` selects the next
/// tab, Ctrl-PageUp or `[` the previous one (wrapping around). Both key pairs
/// pass through tmux (Ctrl-PageUp/PageDown need tmux's default
/// `extended-keys`/`xterm-keys`; the brackets always work).
///
/// **Lifecycle** (Lifecycle.md rule 15). Only the selected tab is in the
/// visible hierarchy. A tab's content is created the first time it is
/// selected; a tab that is switched away from disappears (its tasks are
/// cancelled) but keeps its state, and appears again with that state when it
/// is selected again. On a switch the new tab appears first, then the old
/// one disappears. Modifiers applied outside `.tabItem` (the `.tag`, or an
/// `.onAppear` written after `.tabItem`) belong to the tab view itself and
/// appear with it: put a tab's lifecycle actions inside its content.
///
/// Without a `selection` binding the tab view keeps the selection itself,
/// starting with the first tab. A selection that matches no tab shows no
/// content. Cost: O(tabs) to lay out and draw the bar, and a switch is
/// O(size of the two tabs); unselected tabs are neither laid out nor drawn.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let selection: Binding<SelectionValue>?
    let content: Content

    /// Creates a tab view whose selected tab is the one tagged with
    /// `selection`'s value (its own selection when `selection` is `nil`).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    /// Creates the graph node for this view (engine hook).
    public static func _makeView(view: TabView, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(TabViewNode(view: view, inputs: inputs))
    }
}

extension TabView where SelectionValue == Int {
    /// Creates a tab view that keeps its selection itself, starting with the
    /// first tab.
    ///
    /// ```swift
    /// TabView {
    ///     Inbox().tabItem { Text("Inbox") }
    ///     Sent().tabItem { Text("Sent") }
    /// }
    /// ```
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}
