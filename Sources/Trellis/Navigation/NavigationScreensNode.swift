/// The screens of a ``NavigationStack``: its first child is the root view,
/// the others the pushed screens, bottom to top; only the top one is in the
/// visible hierarchy, laid out and drawn. The stack's node draws the bars
/// around it from the top screen's preferences, which this node passes up
/// (with the depth) in place of the other screens'.
///
/// It owns the ``NavigationContext`` its children reach it through, the
/// views pushed by `NavigationLink(destination:)` (kept above the path's
/// screens) and the screens presented by
/// `.navigationDestination(isPresented:)` and `(item:)` (kept above those,
/// in the order they were presented; popping one writes its binding back).
/// A path change is matched against the screens by position and value; the
/// common prefix is kept, the rest replaced (Lifecycle.md rule 18):
///
/// ```
/// [A] → [A, B]        keep A · make B (visible)       actions: [B+]  removal: [A-]
/// [A, B] → [A]        keep A · A joins · remove B     actions: [A+]  removal: [B-]
/// [A, B, C] → []      root joins · remove C, B, A     actions: [root+]  removal: [C-]
/// [] → [A, B]         make A hidden, B visible        actions: [B+]  removal: [root-]
/// ```
///
/// Cost: O(path length) per change plus the screens made or removed.
@MainActor
final class NavigationScreensNode<Data, Root: View>: TypedNode<NavigationScreens<Data, Root>>, KeyboardShortcutTarget {
    /// What a screen shows: a path value, a view pushed by a link, or the
    /// screen a binding presents (its owner and the item's identity).
    private enum Entry: Equatable {
        case value(AnyHashable)
        case view(Int)
        case presented(ObjectIdentifier, AnyHashable)
    }

    private var link: ModifierEnvironmentEntry?
    private var context: NavigationContext?
    /// The path when the stack has no binding.
    private var ownPath: [AnyHashable] = []
    /// Views pushed by links, with the serial that identifies each.
    private var linkedViews: [(serial: Int, view: AnyView)] = []
    private var lastLinkSerial = 0
    /// Screens presented by bindings, bottom to top.
    private var presentedScreens: [NavigationContext.PresentedScreen] = []
    /// True when a screen was presented or dismissed while the screens were
    /// being updated: the update then runs once more.
    private var presentedScreensChanged = false
    /// The entry of each pushed screen, for children 1…
    private var screens: [Entry] = []
    /// True while screens below the top are mounted: they mount hidden.
    private var mountsHidden = false
    /// True while the screens (the root included) are being updated: a
    /// destination registered again, or a presented screen updated, by a
    /// screen's own update needs no second pass.
    private var isApplyingPath = false

    override var environmentForChildren: EnvironmentValues { EnvironmentValues(head: link) }

    override func mountContent() {
        let context = NavigationContext(
            pushValue: { [weak self] value in self?.push(value) },
            pushView: { [weak self] view in self?.push(view) },
            destinationsDidChange: { [weak self] in
                if let self, !screens.isEmpty, !isApplyingPath {
                    invalidate()
                }
            },
            present: { [weak self] screen in self?.present(screen) },
            dismiss: { [weak self] owner in self?.dismiss(presentedBy: owner) })
        self.context = context
        var values = environment
        values.navigation = context
        link = ModifierEnvironmentEntry(entries: values.entries(above: environment), next: environment.head)
        isApplyingPath = true
        children = [makeChild(view.root)]
        isApplyingPath = false
        applyPath()
    }

    override func reconcile() {
        isApplyingPath = true
        updateChild(children[0], to: view.root)
        isApplyingPath = false
        applyPath()
    }

    override func readsDidChange() {
        applyPath()
    }

    // MARK: Path

    /// The path now. Read in an action (a push, a pop) it records nothing;
    /// ``applyPath()`` reads it as the node's evaluation.
    private var pathElements: [AnyHashable] {
        view.path.binding?.read() ?? ownPath
    }

    private func writePath(_ elements: [AnyHashable]) {
        if let binding = view.path.binding {
            binding.write(elements)
        } else {
            ownPath = elements
            invalidate()
        }
    }

    private func push(_ value: AnyHashable) {
        writePath(pathElements + [value])
    }

    private func push(_ view: AnyView) {
        lastLinkSerial += 1
        linkedViews.append((lastLinkSerial, view))
        invalidate()
    }

    /// Shows `screen` above the others, or updates the one its owner shows
    /// (made afresh, on top, when the identity changed). A presenter is
    /// always below its screen, so a screen updated with its presenter in
    /// one pass of ``applyPath()`` needs no second pass.
    private func present(_ screen: NavigationContext.PresentedScreen) {
        if let index = presentedScreens.firstIndex(where: { $0.owner === screen.owner }) {
            if presentedScreens[index].identity == screen.identity {
                presentedScreens[index] = screen
                if !isApplyingPath {
                    invalidate()
                }
                return
            }
            presentedScreens.remove(at: index)
        }
        presentedScreens.append(screen)
        presentedScreensDidChange()
    }

    private func dismiss(presentedBy owner: ViewNode) {
        guard let index = presentedScreens.firstIndex(where: { $0.owner === owner }) else { return }
        presentedScreens.remove(at: index)
        presentedScreensDidChange()
    }

    private func presentedScreensDidChange() {
        presentedScreensChanged = true
        if !isApplyingPath {
            invalidate()
        }
    }

    /// Removes the presented screens above the first `count` and writes
    /// their bindings back to "not presented", top first.
    private func endPresentedScreens(keeping count: Int) {
        guard presentedScreens.count > count else { return }
        let ended = presentedScreens[count...].reversed()
        presentedScreens.removeLast(presentedScreens.count - count)
        invalidate()
        for screen in ended {
            screen.end()
        }
    }

    /// Pops the top screen; returns whether there was one.
    @discardableResult
    func pop() -> Bool {
        if !presentedScreens.isEmpty {
            endPresentedScreens(keeping: presentedScreens.count - 1)
            return true
        }
        if !linkedViews.isEmpty {
            linkedViews.removeLast()
            invalidate()
            return true
        }
        let elements = pathElements
        guard !elements.isEmpty else { return false }
        writePath(Array(elements.dropLast()))
        return true
    }

    /// Pops the screen at `depth` (1 for the first pushed) and every
    /// screen above it: what `@Environment(\.dismiss)` does in a pushed
    /// screen, as in SwiftUI.
    private func pop(toBelow depth: Int) {
        let elements = pathElements
        let kept = max(depth - 1, 0)
        endPresentedScreens(keeping: max(kept - elements.count - linkedViews.count, 0))
        if kept < elements.count {
            linkedViews.removeAll()
            writePath(Array(elements.prefix(kept)))
        } else if kept - elements.count < linkedViews.count {
            linkedViews.removeLast(linkedViews.count - (kept - elements.count))
            invalidate()
        }
    }

    /// The view of the pushed screen at `depth`: its destination, with a
    /// `dismiss` that pops it and `isPresented` true.
    private func content(for entry: Entry, depth: Int) -> AnyView {
        let destination: AnyView =
            switch entry {
            case .value(let value):
                context?.view(for: value) ?? AnyView(EmptyView())
            case .view(let serial):
                linkedViews.first { $0.serial == serial }?.view ?? AnyView(EmptyView())
            case .presented(let owner, _):
                presentedScreens.first { ObjectIdentifier($0.owner) == owner }?.view ?? AnyView(EmptyView())
            }
        return AnyView(
            destination
                .environment(\.dismiss, DismissAction { [weak self] in self?.pop(toBelow: depth) })
                .environment(\.isPresented, true))
    }

    /// Brings the screens up to the path, the linked views and the presented
    /// screens (see the type's table for the orders this gives), again while
    /// updating a screen presented or dismissed one. A path that no longer
    /// starts with the pushed values drops the views pushed by links above
    /// them.
    private func applyPath() {
        isApplyingPath = true
        defer { isApplyingPath = false }
        repeat {
            presentedScreensChanged = false
            applyPathOnce()
        } while presentedScreensChanged
    }

    private func applyPathOnce() {
        let elements = Evaluation.run(for: self) { pathElements }
        let pushedValues = screens.compactMap { entry -> AnyHashable? in
            if case .value(let value) = entry { value } else { nil }
        }
        if elements != pushedValues {
            linkedViews.removeAll()
        }
        let desired =
            elements.map(Entry.value) + linkedViews.map { Entry.view($0.serial) }
            + presentedScreens.map { Entry.presented(ObjectIdentifier($0.owner), $0.identity) }
        var common = 0
        while common < min(screens.count, desired.count), screens[common] == desired[common] {
            common += 1
        }
        for index in 0..<common {
            updateChild(children[index + 1], to: content(for: desired[index], depth: index + 1))
        }
        let oldTop = children[children.count - 1]
        let removed = Array(children[(common + 1)...])
        children.removeLast(removed.count)
        let kept = children.count
        for index in common..<desired.count {
            mountsHidden = index < desired.count - 1
            appendChild(content(for: desired[index], depth: index + 1))
            mountsHidden = false
        }
        let newTop = children[children.count - 1]
        if newTop !== oldTop {
            if children.count == kept {
                newTop.setVisible(isVisible)
            }
            if oldTop.isAlive, !removed.contains(where: { $0 === oldTop }) {
                oldTop.setVisible(false)
            }
        }
        for node in removed.reversed() {
            removeChild(node)
        }
        if screens != desired {
            screens = desired
            childrenDidChange()
            graph.preferencesMayHaveChanged(self)
        }
    }

    override var childrenAreVisible: Bool { isVisible && !mountsHidden }

    override func childJoinsVisibleHierarchy(_ child: ViewNode) -> Bool {
        isVisible && child === children.last
    }

    // MARK: Preferences

    /// The screens' preferences, with the bars' keys taken from the top
    /// screen alone, and the depth.
    override func reducePreferences() -> Bool {
        var reduced = PreferenceValues(reducing: children)
        if let top = children.last {
            reduced.takeNavigationBarValues(from: top.preferences)
        }
        reduced[NavigationDepthKey.self] = screens.count
        guard reduced != preferences else { return false }
        preferences = reduced
        return true
    }

    // MARK: Layout

    override func collectLayoutItems() -> [ViewNode] {
        children.last.map { listItems(of: $0) } ?? []
    }

    // MARK: Input

    override func respond(to press: KeyPress) -> KeyPress.Result {
        performShortcut(for: press) ? .handled : .ignored
    }

    /// Esc and Backspace also reach the stack as shortcuts while it is
    /// shown, so they go back when nothing is focused (the focused link
    /// left with the screen it was on) and no focused view handled them.
    var shortcut: KeyboardShortcut? { nil }

    func performShortcut() -> Bool { false }

    func performShortcut(for press: KeyPress) -> Bool {
        guard press.key == .escape || press.key == .delete,
            press.modifiers.subtracting([.capsLock, .numericPad]).isEmpty, !screens.isEmpty,
            children.last?.preferences[BackButtonHiddenKey.self] != true
        else { return false }
        return pop()
    }

    override var answersShortcuts: Bool { true }

    override var leavesOnEscape: Bool { !screens.isEmpty }

    override var displayName: String { "NavigationScreens" }

    override var stateDescription: String? { screens.isEmpty ? nil : "depth \(screens.count)" }
}
