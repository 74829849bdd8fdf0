/// A node at the root of a presented view, as the ``PresentationLayer``
/// sees it: it is registered there while mounted.
@MainActor
protocol PresentedRoot: ViewNode {
    /// The presentation the node shows.
    var presentation: Presentation { get }

    /// The view that had the focus when the presentation came, to be given
    /// it back when the presentation ends; a replacement presentation
    /// (`sheet(item:)` given another item) takes it over.
    var focusBeforePresentation: ViewNode? { get set }
}
