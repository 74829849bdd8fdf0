/// A primitive view that shows one piece of content (`Group`, the stacks).
@MainActor
protocol ContentContainer: View where Body == Never {
    associatedtype Content: View

    /// The content the container shows.
    var content: Content { get }

    /// Whether the container's subviews belong to its own container's list
    /// (`Group`) rather than forming one view (the stacks).
    static var isTransparentInLists: Bool { get }
}

extension ContentContainer {
    static var isTransparentInLists: Bool { false }
}
