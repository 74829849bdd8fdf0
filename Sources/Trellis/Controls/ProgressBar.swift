/// The bar of a determinate `ProgressView` or a `Gauge`: filled in eighths
/// of a cell, the percentage at its end when `showsPercent` (a gauge shows
/// its own labels instead).
///
/// ```
/// fraction 0.38, 30 columns: 25 for the bar, "  38%" after it
/// 0.38 × 25 = 9.5 cells → 9 full blocks and a half block: █████████▌
/// ```
struct ProgressBar: View, Equatable {
    typealias Body = Never

    let fraction: Double
    var showsPercent = true
    /// The colour of the bar (the terminal's foreground when `nil`).
    var tint: Color?

    static func _makeView(view: ProgressBar, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(ProgressBarNode(view: view, inputs: inputs))
    }
}

/// The node of a ``ProgressBar``.
@MainActor
final class ProgressBarNode: TypedNode<ProgressBar> {
    private static let eighths: [Character] = [" ", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    override func needsUpdate(to newView: UnsafePointer<ProgressBar>) -> Bool { newView.pointee != view }

    override func reconcile() {
        setNeedsDisplay()
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        CellSize(width: max(proposal.width ?? 20, 0), height: 1)
    }

    override func drawContent(in context: inout DrawContext) {
        let width = layout.size.width
        let percent = "\(Int((view.fraction * 100).rounded(.down)))%"
        let showsPercent = view.showsPercent && width >= 10
        let barWidth = showsPercent ? width - 5 : width
        let filledEighths = Int((view.fraction * Double(barWidth * 8)).rounded(.down))
        let barStyle = context.styled(Cell(foreground: view.tint, background: .clear))
        let style = context.styled(Cell(background: .clear))
        let row = context.origin.row
        for column in 0..<barWidth {
            let eighths = min(max(filledEighths - column * 8, 0), 8)
            let character = eighths == 8 ? "█" : Self.eighths[eighths]
            context.buffer.put(character, width: 1, at: context.origin.column + column, row: row, style: barStyle, clip: context.clip)
        }
        guard showsPercent else { return }
        let padded = String(repeating: " ", count: 5 - percent.count) + percent
        for (offset, character) in padded.enumerated() {
            context.buffer.put(character, width: 1, at: context.origin.column + barWidth + offset, row: row, style: style, clip: context.clip)
        }
    }
}
