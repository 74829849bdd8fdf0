/// Draws the graph as lines of text: each `Text` on its own lines, the
/// children of a vertical container one below the other, those of an `HStack`
/// side by side.
///
/// This is the screen of the headless host until the layout engine lands
/// (`ARCHITECTURE.md`, "Frame pipeline"): it has no sizes, alignment or
/// padding. Lines are cut at the host's width and the output at its height.
@MainActor
struct LineRenderer {
    /// How a node's children are placed.
    enum Arrangement {
        /// The node shows this text (possibly several lines).
        case text(String)
        /// Children one below the other.
        case vertical
        /// Children side by side, `spacing` columns apart, top-aligned.
        case horizontal(spacing: Int)
    }

    let columns: Int
    let rows: Int

    /// The screen: at most `rows` lines of at most `columns` characters,
    /// trailing spaces removed.
    func render(_ root: ViewNode) -> String {
        guard columns > 0, rows > 0 else { return "" }
        return lines(of: root)
            .prefix(rows)
            .map { line in
                let cut = String(line.prefix(columns))
                return String(cut.reversed().drop { $0 == " " }.reversed())
            }
            .joined(separator: "\n")
    }

    private func lines(of node: ViewNode) -> [String] {
        switch node.arrangement {
        case .text(let text):
            return text.split(separator: "\n", omittingEmptySubsequences: false).map(TextSanitizer.visible)
        case .vertical:
            return node.children.flatMap(lines(of:))
        case .horizontal(let spacing):
            return sideBySide(node.listItems.map(lines(of:)).filter { !$0.isEmpty }, spacing: spacing)
        }
    }

    private func sideBySide(_ blocks: [[String]], spacing: Int) -> [String] {
        let height = blocks.map(\.count).max() ?? 0
        let gap = String(repeating: " ", count: max(0, spacing))
        return (0..<height).map { row in
            blocks.enumerated().map { index, block in
                let width = block.map(\.count).max() ?? 0
                let line = row < block.count ? block[row] : ""
                let padded = index == blocks.count - 1 ? line : line + String(repeating: " ", count: width - line.count)
                return padded
            }
            .joined(separator: gap)
        }
    }
}
