/// A node at the root of a presented view, as the ``PresentationLayer``
/// sees it: it is registered there while mounted.
@MainActor
protocol PresentedRoot: ViewNode {
    /// The presentation the node shows.
    var presentation: Presentation { get }
}
