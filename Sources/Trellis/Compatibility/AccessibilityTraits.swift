/// What an element is to assistive technologies: accepted with the
/// `.accessibility…` modifiers.
///
/// ```swift
/// Text("Settings").accessibilityAddTraits(.isHeader)
/// ```
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    private var names: Set<String>

    private init(name: String) {
        names = [name]
    }

    /// No traits.
    public init() {
        names = []
    }

    /// A button.
    public static let isButton = AccessibilityTraits(name: "isButton")
    /// A header.
    public static let isHeader = AccessibilityTraits(name: "isHeader")
    /// A selected element.
    public static let isSelected = AccessibilityTraits(name: "isSelected")
    /// A link.
    public static let isLink = AccessibilityTraits(name: "isLink")
    /// A search field.
    public static let isSearchField = AccessibilityTraits(name: "isSearchField")
    /// An image.
    public static let isImage = AccessibilityTraits(name: "isImage")
    /// Plays its own sound.
    public static let playsSound = AccessibilityTraits(name: "playsSound")
    /// A keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(name: "isKeyboardKey")
    /// Text that does not change.
    public static let isStaticText = AccessibilityTraits(name: "isStaticText")
    /// A summary of the app's state.
    public static let isSummaryElement = AccessibilityTraits(name: "isSummaryElement")
    /// A value that changes often.
    public static let updatesFrequently = AccessibilityTraits(name: "updatesFrequently")
    /// Starts a media session.
    public static let startsMediaSession = AccessibilityTraits(name: "startsMediaSession")
    /// Allows direct interaction.
    public static let allowsDirectInteraction = AccessibilityTraits(name: "allowsDirectInteraction")
    /// Turns the page when read.
    public static let causesPageTurn = AccessibilityTraits(name: "causesPageTurn")
    /// A modal element.
    public static let isModal = AccessibilityTraits(name: "isModal")
    /// A toggle.
    public static let isToggle = AccessibilityTraits(name: "isToggle")
    /// A tab bar.
    public static let isTabBar = AccessibilityTraits(name: "isTabBar")

    /// Whether every trait of `member` is in the set.
    public func contains(_ member: AccessibilityTraits) -> Bool { member.names.isSubset(of: names) }

    /// The traits in either set.
    public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
        var result = self
        result.names.formUnion(other.names)
        return result
    }

    /// The traits in both sets.
    public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
        var result = self
        result.names.formIntersection(other.names)
        return result
    }

    /// The traits in one set only.
    public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
        var result = self
        result.names.formSymmetricDifference(other.names)
        return result
    }

    /// Adds `newMember`'s traits.
    @discardableResult
    public mutating func insert(_ newMember: AccessibilityTraits) -> (inserted: Bool, memberAfterInsert: AccessibilityTraits) {
        let inserted = !contains(newMember)
        names.formUnion(newMember.names)
        return (inserted, newMember)
    }

    /// Removes `member`'s traits.
    @discardableResult
    public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
        guard contains(member) else { return nil }
        names.subtract(member.names)
        return member
    }

    /// Adds `newMember`'s traits.
    @discardableResult
    public mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
        insert(newMember).inserted ? nil : newMember
    }

    /// Keeps the traits in both sets.
    public mutating func formIntersection(_ other: AccessibilityTraits) { names.formIntersection(other.names) }

    /// Adds `other`'s traits.
    public mutating func formUnion(_ other: AccessibilityTraits) { names.formUnion(other.names) }

    /// Keeps the traits in one set only.
    public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {
        names.formSymmetricDifference(other.names)
    }
}

/// How an accessibility element treats its children: accepted.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String

    /// The children are hidden.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The children's properties merge into the element.
    public static let combine = AccessibilityChildBehavior(name: "combine")
    /// The children stay, inside the element.
    public static let contain = AccessibilityChildBehavior(name: "contain")
}
