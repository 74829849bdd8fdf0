extension Graph {
    /// An indented dump of the live nodes, one per line: the node's identity
    /// within its parent in brackets, its name, and its state values.
    ///
    /// ```
    /// Counter (count = 2)
    ///   .onAppear
    ///     TupleView
    ///       [0] Text "Count: 2"
    ///       [1] _ConditionalContent
    ///         [if] Text "even"
    /// ```
    ///
    /// A test oracle: two graphs with the same description have the same
    /// identities. Pass `includingState: false` to compare structure only.
    func describe(includingState: Bool = true) -> String {
        var lines: [String] = []
        for child in root.children {
            describe(child, label: nil, indent: 0, includingState: includingState, into: &lines)
        }
        return lines.joined(separator: "\n")
    }

    private func describe(
        _ node: ViewNode, label: String?, indent: Int, includingState: Bool, into lines: inout [String]
    ) {
        var line = String(repeating: "  ", count: indent)
        if let label {
            line += "[\(label)] "
        }
        line += node.displayName
        if includingState, let state = node.stateDescription {
            line += " (\(state))"
        }
        lines.append(line)
        for (index, child) in node.children.enumerated() {
            describe(
                child, label: node.identityLabel(ofChildAt: index), indent: indent + 1,
                includingState: includingState, into: &lines)
        }
    }
}

extension ViewNode {
    /// The names of the node's ancestors and its own, from the root view down,
    /// for diagnostics.
    var path: String {
        var names: [String] = []
        var node: ViewNode? = self
        while let current = node, current.parent != nil {
            names.append(current.displayName)
            node = current.parent
        }
        return names.reversed().joined(separator: " › ")
    }
}
