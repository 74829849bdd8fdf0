/// The view a ``Layout`` makes when called with content: the content's
/// views, arranged by the layout.
///
/// ```swift
/// Columns { Text("a"); Text("b") }   // a LayoutContainer<Columns, TupleView<…>>
/// ```
struct LayoutContainer<L: Layout, Content: View>: View {
    typealias Body = Never

    /// The layout that arranges the subviews.
    var layout: L
    /// The views to arrange.
    var content: Content

    static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(LayoutContainerNode(view: view, inputs: inputs))
    }
}
