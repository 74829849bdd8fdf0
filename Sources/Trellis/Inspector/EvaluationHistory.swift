/// What the graph inspector remembers about each node between frames: the
/// node's evaluation epoch when it was last seen, and when that epoch last
/// moved, on the engine's clock.
///
/// A node was re-evaluated since the last frame when its
/// ``ViewNode/evaluationEpoch`` differs from the one remembered. Its line is
/// then bright for ``brightDuration``, fading until ``highlightDuration``,
/// and quiet after: the highlight fades with time, not with frames, so it
/// fades in an idle app (the inspector asks for the frames the fading needs,
/// ``nextChange``) and no faster in an app that draws 60 frames a second.
/// The history is rebuilt on every frame the inspector draws, from the
/// nodes it walks, so nodes that were destroyed are forgotten with no extra
/// pass:
///
/// ```
/// 0.0 s  frame (opened)   Counter epoch 4          → quiet (nothing is recent when the panel opens)
/// 1.0 s  frame            Counter epoch 5 (moved)  → bright, changes at 1.4 s
/// 1.4 s  frame (asked)    Counter epoch 5          → fading, changes at 3.0 s
/// 3.0 s  frame (asked)    Counter epoch 5          → quiet, nothing more to ask
/// ```
///
/// A node first seen after the opening frame that has been evaluated
/// (its epoch is not 0) was built since the last frame, and counts as
/// evaluated. Nodes are keyed by ``ViewNode/serial``, which no other node
/// of the graph ever takes.
///
/// Cost: one dictionary lookup and one insertion per node per frame, and
/// one entry per live node of memory, only while the inspector is open.
struct EvaluationHistory {
    /// How recently a node was evaluated, as its line shows it.
    enum Shade: Equatable {
        /// Evaluated within ``EvaluationHistory/brightDuration``.
        case bright
        /// Evaluated within ``EvaluationHistory/highlightDuration``.
        case fading
        /// Not evaluated recently.
        case quiet
    }

    private struct Trace {
        var epoch: UInt32
        /// When the epoch last moved, while the line is highlighted.
        var evaluatedAt: Duration?
    }

    /// How long a re-evaluated node's line stays bright.
    static let brightDuration = Duration.milliseconds(400)

    /// How long after its evaluation a node's line is highlighted at all
    /// (bright, then fading).
    static let highlightDuration = Duration.milliseconds(2_000)

    private var traces: [Int: Trace] = [:]
    private var next: [Int: Trace] = [:]
    private var isFirstFrame = true
    private var now = Duration.zero

    /// The earliest time a line shaded since ``beginFrame(at:)`` changes
    /// shade, or `nil` when every one of them is quiet.
    private(set) var nextChange: Duration?

    /// Forgets every node: the next frame is an opening frame, in which no
    /// node counts as evaluated.
    mutating func reset() {
        traces = [:]
        next = [:]
        isFirstFrame = true
        nextChange = nil
    }

    /// Starts a frame's walk at time `now` of the engine's clock.
    mutating func beginFrame(at now: Duration) {
        self.now = now
        nextChange = nil
        next.removeAll(keepingCapacity: true)
        next.reserveCapacity(traces.count)
    }

    /// Records `node` as seen in this frame and returns its shade; with
    /// `isShown`, its next change of shade counts towards ``nextChange``.
    @MainActor
    mutating func shade(of node: ViewNode, isShown: Bool) -> Shade {
        let epoch = node.evaluationEpoch
        var evaluatedAt: Duration?
        if let trace = traces[node.serial] {
            evaluatedAt = trace.epoch == epoch ? trace.evaluatedAt : now
        } else {
            evaluatedAt = isFirstFrame || epoch == 0 ? nil : now
        }
        var shade = Shade.quiet
        if let time = evaluatedAt {
            let elapsed = now - time
            let change: Duration?
            if elapsed < Self.brightDuration {
                shade = .bright
                change = time + Self.brightDuration
            } else if elapsed < Self.highlightDuration {
                shade = .fading
                change = time + Self.highlightDuration
            } else {
                evaluatedAt = nil
                change = nil
            }
            if isShown, let change {
                nextChange = min(nextChange ?? change, change)
            }
        }
        next[node.serial] = Trace(epoch: epoch, evaluatedAt: evaluatedAt)
        return shade
    }

    /// Ends a frame's walk: the nodes seen in it are the ones remembered.
    mutating func endFrame() {
        swap(&traces, &next)
        isFirstFrame = false
    }
}
