/// One line of the graph inspector's panel: one node of the graph, as text,
/// with how recently it was evaluated.
///
/// ```
/// ● [1] Text "Count: 2"         appeared, identified as slot 1 of its parent
/// ○   [id: 7] Row (title = "a")  a lazy stack's retained row, not appeared
/// ```
///
/// The text is the node's appeared marker, its depth as indentation (two
/// spaces a level), its identity label within its parent in brackets, its
/// display name and its state values in parentheses; it may contain
/// control characters from user strings, which drawing makes visible.
struct InspectorLine: Equatable {
    /// The line as it is drawn, before control characters are made visible.
    var text: String
    /// How recently the node was evaluated.
    var shade: EvaluationHistory.Shade

    /// The marker of a node between its appear and its disappear.
    static let appearedMarker: Character = "●"
    /// The marker of a node that has not appeared (hidden, retained by a
    /// lazy stack, under a cover).
    static let notAppearedMarker: Character = "○"

    /// The line for `node`, found at `depth` (1 for the root view) with
    /// `label` as its identity within its parent.
    ///
    /// Cost: the node's display name and state description, which walk its
    /// state values.
    @MainActor
    init(node: ViewNode, depth: Int, label: String?, shade: EvaluationHistory.Shade) {
        var text = String(node.isAppeared ? Self.appearedMarker : Self.notAppearedMarker)
        text += " " + String(repeating: "  ", count: max(depth - 1, 0))
        if let label {
            text += "[\(label)] "
        }
        text += node.displayName
        if let state = node.stateDescription {
            text += " (\(state))"
        }
        self.text = text
        self.shade = shade
    }

    /// The style the line is drawn in: bold yellow while its node's
    /// evaluation is recent, dim yellow while it fades, plain afterwards
    /// (``EvaluationHistory``).
    var style: Cell {
        switch shade {
        case .bright: Cell(foreground: .yellow, attributes: .bold)
        case .fading: Cell(foreground: .yellow, attributes: .dim)
        case .quiet: Cell()
        }
    }
}
