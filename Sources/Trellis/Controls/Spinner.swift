/// The spinner of an indeterminate `ProgressView`: one cell turning
/// through braille dots.
struct Spinner: View, Equatable {
    typealias Body = Never

    /// The colour of the frames (the terminal's foreground when `nil`).
    var tint: Color?

    static func _makeView(view: Spinner, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(SpinnerNode(view: view, inputs: inputs))
    }
}

/// The node of a ``Spinner``: a repeating timer on the graph's clock,
/// running from its appearance to its disappearance, redraws its one cell.
@MainActor
final class SpinnerNode: TypedNode<Spinner> {
    private static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// How long each frame shows.
    static var interval: Duration { .milliseconds(80) }

    private var frame = 0
    private var timer: Int?

    override func needsUpdate(to newView: UnsafePointer<Spinner>) -> Bool { newView.pointee != view }

    override func reconcile() {
        setNeedsDisplay()
    }

    override func didAppear() {
        timer = graph.timers.schedule(after: Self.interval, repeating: Self.interval) { [weak self] in
            guard let self else { return }
            frame = (frame + 1) % Self.frames.count
            setNeedsDisplay()
        }
    }

    override func didDisappear(phase: CommitQueue.Phase) {
        stopTimer()
    }

    override func releaseResources() {
        stopTimer()
        super.releaseResources()
    }

    private func stopTimer() {
        if let timer {
            graph.timers.cancel(timer)
            self.timer = nil
        }
    }

    override func measure(_ proposal: CellProposal) -> CellSize {
        CellSize(width: 1, height: 1)
    }

    override func drawContent(in context: inout DrawContext) {
        context.buffer.put(
            Self.frames[frame], width: 1, at: context.origin.column, row: context.origin.row,
            style: context.styled(Cell(foreground: view.tint, background: .clear)), clip: context.clip)
    }

    override var stateDescription: String? { "frame \(frame)" }
}
