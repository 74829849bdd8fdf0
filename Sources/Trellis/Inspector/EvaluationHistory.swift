/// What the graph inspector remembers about each node between frames: the
/// node's evaluation epoch when it was last seen, and how many frames ago
/// that epoch last moved.
///
/// A node was re-evaluated in the last frame when its
/// ``ViewNode/evaluationEpoch`` differs from the one remembered. The
/// history is rebuilt on every frame the inspector draws, from the nodes it
/// walks, so nodes that were destroyed are forgotten with no extra pass:
///
/// ```
/// frame 1 (opened)   Counter epoch 4          → quiet (nothing is recent when the panel opens)
/// frame 2            Counter epoch 5 (moved)  → age 0: bright
/// frame 3            Counter epoch 5          → age 1: fading
/// frame 6            Counter epoch 5          → age 4: quiet
/// ```
///
/// A node first seen after the opening frame that has been evaluated
/// (its epoch is not 0) was built in the last frame, and counts as
/// evaluated. Nodes are keyed by ``ViewNode/serial``, which no other node
/// of the graph ever takes.
///
/// Cost: one dictionary lookup and one insertion per node per frame, and
/// one entry per live node of memory, only while the inspector is open.
struct EvaluationHistory {
    private struct Trace {
        var epoch: UInt32
        var age: Int
    }

    /// For how many frames after the one that evaluated it a node is shown
    /// fading.
    static let fadingFrames = 3

    /// The age of a node that has not been evaluated recently.
    static let quiet = fadingFrames + 1

    private var traces: [Int: Trace] = [:]
    private var next: [Int: Trace] = [:]
    private var isFirstFrame = true

    /// Forgets every node: the next frame is an opening frame, in which no
    /// node counts as evaluated.
    mutating func reset() {
        traces = [:]
        next = [:]
        isFirstFrame = true
    }

    /// Starts a frame's walk.
    mutating func beginFrame() {
        next.removeAll(keepingCapacity: true)
        next.reserveCapacity(traces.count)
    }

    /// Records `node` as seen in this frame and returns how many frames ago
    /// it was last evaluated: 0 for this frame, up to ``quiet``.
    @MainActor
    mutating func age(of node: ViewNode) -> Int {
        let epoch = node.evaluationEpoch
        let age: Int
        if let trace = traces[node.serial] {
            age = trace.epoch == epoch ? min(trace.age + 1, Self.quiet) : 0
        } else {
            age = isFirstFrame || epoch == 0 ? Self.quiet : 0
        }
        next[node.serial] = Trace(epoch: epoch, age: age)
        return age
    }

    /// Ends a frame's walk: the nodes seen in it are the ones remembered.
    mutating func endFrame() {
        swap(&traces, &next)
        isFirstFrame = false
    }
}
