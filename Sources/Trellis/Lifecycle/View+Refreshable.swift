extension View {
    /// Lets the user refresh this view's content: pull to refresh on a
    /// phone, F5 or Ctrl-R in a terminal, with a spinner row above the
    /// content while `action` runs.
    ///
    /// ```swift
    /// List(store.articles) { ArticleRow($0) }
    ///     .refreshable { await store.reload() }
    /// ```
    ///
    /// The keys work from a focused view inside (they reach the view as the
    /// press goes up from the focused view) and, when no focused view takes
    /// them, from anywhere in the window, as a keyboard shortcut does. A
    /// press while a refresh runs does nothing. The action runs as a task
    /// of this view: it is cancelled if the view leaves. Views inside can
    /// start a refresh too with `@Environment(\.refresh)`. Cost: one
    /// composite view and one node.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(RefreshableModifier(action: action))
    }
}

/// Refreshes its content's data: SwiftUI's `RefreshAction`, from
/// `@Environment(\.refresh)` inside a `.refreshable` view.
///
/// ```swift
/// @Environment(\.refresh) private var refresh
/// Button("Reload") { Task { await refresh?() } }
/// ```
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh and returns when it is done.
    public func callAsFunction() async {
        await action()
    }
}

struct RefreshActionKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// The refresh of the nearest `.refreshable` view above, or `nil`.
    public var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

/// The body of `.refreshable`: the spinner row while a refresh runs, the
/// content, and the task that runs each refresh the keys ask for.
struct RefreshableModifier: ViewModifier {
    let action: @Sendable () async -> Void
    @State private var requests = 0
    @State private var isRefreshing = false

    func body(content: Content) -> some View {
        VStack(alignment: .leading, spacing: 0) {
            if isRefreshing {
                HStack(spacing: 1) {
                    ProgressView()
                    Text("Refreshing…").dim()
                }
            }
            content.environment(\.refresh, RefreshAction(action: action))
        }
        .modifier(_RefreshKeys(request: { if !isRefreshing { requests += 1 } }))
        .task(id: requests) {
            // A replaced task may begin after its replacement was asked
            // for, reading the new count: only the current one refreshes.
            guard requests > 0, !Task.isCancelled else { return }
            isRefreshing = true
            await action()
            isRefreshing = false
        }
    }
}

/// Asks for a refresh on F5 or Ctrl-R, from a focused view inside or as a
/// keyboard shortcut.
struct _RefreshKeys: ViewModifier {
    typealias Body = Never

    let request: () -> Void

    static func _makeView<Wrapped: View>(modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(RefreshKeysNode(view: modifier, inputs: inputs))
    }
}

/// The node of ``_RefreshKeys``.
@MainActor
final class RefreshKeysNode<Content: View>: ModifierNode<Content, _RefreshKeys>, KeyboardShortcutTarget {
    var shortcut: KeyboardShortcut? { KeyboardShortcut(.function(5), modifiers: []) }

    override var answersShortcuts: Bool { true }

    func performShortcut() -> Bool {
        modifier.request()
        return true
    }

    func performShortcut(for press: KeyPress) -> Bool {
        Self.isRefreshKey(press) && performShortcut()
    }

    override func respond(to press: KeyPress) -> KeyPress.Result {
        Self.isRefreshKey(press) && performShortcut() ? .handled : .ignored
    }

    private static func isRefreshKey(_ press: KeyPress) -> Bool {
        switch (press.key, press.modifiers.subtracting([.capsLock, .numericPad])) {
        case (.function(5), []), ("r", .control): true
        default: false
        }
    }

    override var modifierName: String { "refreshKeys" }
}
