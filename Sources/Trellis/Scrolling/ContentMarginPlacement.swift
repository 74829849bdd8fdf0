/// Where `.contentMargins` puts its margins in a scroll view: around the
/// content, beside the scroll bar, or both.
///
/// ```swift
/// ScrollView { Rows() }
///     .contentMargins(.vertical, 1, for: .scrollContent)
/// ```
public struct ContentMarginPlacement: Hashable, Sendable {
    /// The parts of a scroll view a placement sets.
    enum Kind: Hashable, Sendable {
        case automatic, scrollContent, scrollIndicators
    }

    let kind: Kind

    /// Both the content and the scroll bar: what a scroll view uses when no
    /// placement is given.
    public static var automatic: ContentMarginPlacement { ContentMarginPlacement(kind: .automatic) }

    /// The content alone: it starts and ends that many cells inside the
    /// viewport and scrolls under the margins.
    public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement(kind: .scrollContent) }

    /// The scroll bar alone: its track is shortened by the margins along
    /// its axis.
    public static var scrollIndicators: ContentMarginPlacement { ContentMarginPlacement(kind: .scrollIndicators) }
}
