extension View {
    /// Moves the view's horizontal guide `g` to the value `computeValue`
    /// returns, in columns from the view's leading edge.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text("Title")
    ///     Text("Indented").alignmentGuide(.leading) { _ in -2 }      // 2 columns right
    ///     Text("Hanging").alignmentGuide(.leading) { d in d[.trailing] }  // ends where the others start
    /// }
    /// ```
    ///
    /// A `VStack`, `ZStack`, `VStackLayout` or `ZStackLayout` aligned on
    /// `g` places the view so that this value meets the other children's
    /// guides, and grows to hold every child. The value passes up through
    /// modifiers, custom views, padding and stacks, so a guide set deep in
    /// one stack aligns views across stacks. The closure runs on the main
    /// actor each time the stack arranges the view. Cost: one node; a
    /// stack with such a child arranges every child again when any changes.
    public func alignmentGuide(
        _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        modifier(_AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }

    /// Moves the view's vertical guide `g` to the value `computeValue`
    /// returns, in rows from the view's top edge.
    ///
    /// ```swift
    /// HStack(alignment: .top) {
    ///     Text("Name")
    ///     Text("Note").alignmentGuide(.top) { _ in -2 }   // 2 rows lower
    /// }
    /// ```
    ///
    /// An `HStack`, `ZStack`, `HStackLayout` or `ZStackLayout` aligned on
    /// `g` lines the value up with the other children's guides, and grows
    /// to hold every child. Behaviour and cost as for the horizontal form.
    public func alignmentGuide(
        _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat
    ) -> some View {
        modifier(_AlignmentGuideModifier(key: g.key, computeValue: computeValue))
    }
}

/// Sets one alignment guide of the modified view.
public struct _AlignmentGuideModifier: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(AlignmentGuideNode(view: modifier, inputs: inputs))
    }
}

/// The node of `.alignmentGuide`: answers its guide with the closure's
/// value for the content's size, and counts itself in its ancestors'
/// `layout.alignmentGuides` while mounted, so that the stacks above it know
/// to ask.
@MainActor
final class AlignmentGuideNode<Content: View>: ModifierNode<Content, _AlignmentGuideModifier> {
    override func mountContent() {
        adjustAlignmentGuides(by: 1)
        super.mountContent()
    }

    override func releaseResources() {
        adjustAlignmentGuides(by: -1)
        super.releaseResources()
    }

    /// The closure cannot be compared: every new value lays the view out again.
    override func modifierDidUpdate(from old: _AlignmentGuideModifier) {
        setNeedsLayout()
    }

    override func explicitAlignment(of guide: AlignmentKey, proposal: CellProposal) -> CGFloat? {
        guard guide == modifier.key else { return super.explicitAlignment(of: guide, proposal: proposal) }
        let inner = super.explicitAlignment(of: guide, proposal: proposal)
        let dimensions = ViewDimensions(size: sizeThatFits(proposal), explicitValues: inner.map { [guide: $0] } ?? [:])
        return modifier.computeValue(dimensions)
    }

    /// Adds `change` to the guide count of this node and every ancestor.
    private func adjustAlignmentGuides(by change: Int) {
        var node: ViewNode? = self
        while let current = node {
            current.layout.alignmentGuides += change
            node = current.parent
        }
    }

    override var modifierName: String { "alignmentGuide" }
}
