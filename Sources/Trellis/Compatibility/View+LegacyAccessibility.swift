extension View {
    /// Accepted: the element's label for assistive technologies, SwiftUI's
    /// older form of ``accessibilityLabel(_:)-(Text)``.
    ///
    /// ```swift
    /// Image(systemName: "trash").accessibility(label: Text("Delete"))
    /// ```
    public func accessibility(label: Text) -> some View {
        accessibilityLabel(label)
    }

    /// Accepted: the element's hint, the older form of `accessibilityHint`.
    public func accessibility(hint: Text) -> some View {
        accessibilityHint(hint)
    }

    /// Accepted: the element's value, the older form of `accessibilityValue`.
    public func accessibility(value: Text) -> some View {
        accessibilityValue(value)
    }

    /// Accepted: hides the element from assistive technologies, the older
    /// form of `accessibilityHidden`; the view is still drawn.
    public func accessibility(hidden: Bool) -> some View {
        accessibilityHidden(hidden)
    }

    /// Accepted: the element's identifier for UI tests, the older form of
    /// `accessibilityIdentifier`.
    public func accessibility(identifier: String) -> some View {
        accessibilityIdentifier(identifier)
    }

    /// Accepted: an action for assistive technologies (the handler never
    /// runs: reach the action through the view's own controls).
    ///
    /// ```swift
    /// Slider(value: $volume).accessibilityAction(.escape) { volume = 0 }
    /// ```
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> some View {
        modifier(_PassthroughModifier(kind: "accessibilityAction"))
    }

    /// Accepted: a named action for assistive technologies.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        modifier(_PassthroughModifier(kind: "accessibilityAction"))
    }

    /// Accepted: a named action for assistive technologies.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        modifier(_PassthroughModifier(kind: "accessibilityAction"))
    }

    /// Accepted: an action labelled by a view, for assistive technologies.
    ///
    /// ```swift
    /// .accessibilityAction { toggleFavourite() } label: { Label("Favourite", systemImage: "star") }
    /// ```
    public func accessibilityAction<Label: View>(
        action: @escaping () -> Void, @ViewBuilder label: () -> Label
    ) -> some View {
        modifier(_PassthroughModifier(kind: "accessibilityAction"))
    }

    /// Accepted: actions for assistive technologies, given as buttons.
    ///
    /// ```swift
    /// .accessibilityActions { Button("Reply") { reply() }; Button("Archive") { archive() } }
    /// ```
    public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        modifier(_PassthroughModifier(kind: "accessibilityActions"))
    }
}

/// The kind of an accessibility action: SwiftUI's
/// `AccessibilityActionKind`, for
/// ``View/accessibilityAction(_:_:)``. Accepted.
///
/// ```swift
/// .accessibilityAction(.magicTap) { playPause() }
/// ```
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String

    /// A named action.
    public init(named name: Text) {
        self.name = name.plainText
    }

    private init(kind: String) {
        name = kind
    }

    /// The element's default action.
    public static let `default` = AccessibilityActionKind(kind: "default")
    /// Dismisses a view.
    public static let escape = AccessibilityActionKind(kind: "escape")
    /// The two-finger double tap.
    public static let magicTap = AccessibilityActionKind(kind: "magicTap")
    /// Shows a menu.
    public static let showMenu = AccessibilityActionKind(kind: "showMenu")
    /// Deletes the element.
    public static let delete = AccessibilityActionKind(kind: "delete")
}
