/// The `.accessibility…` family, accepted so ported code compiles: a
/// terminal's screen reader reads the cells Trellis draws, so a label on a
/// view changes nothing on screen.
///
/// ```swift
/// Image(systemName: "heart.fill")
///     .accessibilityLabel("Favorite")
///     .accessibilityAddTraits(.isButton)
/// ```
///
/// Each passes its content through under the modifier's name. Cost: one
/// pass-through node.
extension View {
    /// Accepted: labels the element for assistive technologies.
    public func accessibilityLabel(_ label: Text) -> some View {
        modifier(_PassthroughModifier(kind: "accessibilityLabel"))
    }

    /// Accepted: labels the element for assistive technologies.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        modifier(_PassthroughModifier(kind: "accessibilityLabel"))
    }

    /// Accepted: labels the element for assistive technologies.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        modifier(_PassthroughModifier(kind: "accessibilityLabel"))
    }

    /// Accepted: describes what activating the element does.
    public func accessibilityHint(_ hint: Text) -> some View {
        modifier(_PassthroughModifier(kind: "accessibilityHint"))
    }

    /// Accepted: describes what activating the element does.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        modifier(_PassthroughModifier(kind: "accessibilityHint"))
    }

    /// Accepted: describes what activating the element does.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        modifier(_PassthroughModifier(kind: "accessibilityHint"))
    }

    /// Accepted: the element's value for assistive technologies.
    public func accessibilityValue(_ value: Text) -> some View {
        modifier(_PassthroughModifier(kind: "accessibilityValue"))
    }

    /// Accepted: the element's value for assistive technologies.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        modifier(_PassthroughModifier(kind: "accessibilityValue"))
    }

    /// Accepted: the element's value for assistive technologies.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        modifier(_PassthroughModifier(kind: "accessibilityValue"))
    }

    /// Accepted: an identifier for UI tests.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(_PassthroughModifier(kind: "accessibilityIdentifier"))
    }

    /// Accepted: hides the element from assistive technologies.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        modifier(_PassthroughModifier(kind: "accessibilityHidden"))
    }

    /// Accepted: makes the view one accessibility element.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(_PassthroughModifier(kind: "accessibilityElement"))
    }

    /// Accepted: adds traits to the element.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(_PassthroughModifier(kind: "accessibilityAddTraits"))
    }

    /// Accepted: removes traits from the element.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(_PassthroughModifier(kind: "accessibilityRemoveTraits"))
    }

    /// Accepted: orders the element among its siblings when read.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        modifier(_PassthroughModifier(kind: "accessibilitySortPriority"))
    }

    /// Accepted: names a voice-control input for the element.
    public func accessibilityInputLabels(_ inputLabels: [LocalizedStringKey]) -> some View {
        modifier(_PassthroughModifier(kind: "accessibilityInputLabels"))
    }

    /// Accepted: a named action for assistive technologies (the handler
    /// never runs: reach the action through the view's own controls).
    public func accessibilityAction(named name: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        modifier(_PassthroughModifier(kind: "accessibilityAction"))
    }

    /// Accepted: the element's heading level.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        modifier(_PassthroughModifier(kind: "accessibilityHeading"))
    }
}

/// A heading's level for assistive technologies: accepted.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    /// No level given.
    case unspecified
    /// Level 1.
    case h1
    /// Level 2.
    case h2
    /// Level 3.
    case h3
    /// Level 4.
    case h4
    /// Level 5.
    case h5
    /// Level 6.
    case h6
}
