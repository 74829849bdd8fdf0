/// Turns the graph into terminal output: layout, draw, diff, bytes.
///
/// Owned by a host, one per graph. A frame (`renderFrame()`) runs the last
/// steps of the pipeline (design §1):
///
/// 1. **Layout** — the root is proposed the whole terminal and placed at the
///    top-leading corner; nodes whose inputs and proposals did not change
///    keep their cached sizes and placements. Layout may build content (a
///    `GeometryReader`) and queue actions; the graph then updates again and
///    layout runs again, a bounded number of times. Placing records the
///    frame's ``Damage``.
/// 2. **Draw** — the damaged rows of the back buffer are cleared and the
///    tree is drawn into them, clipped to them (the whole screen after a
///    resize or when a view moved, resized, appeared or left).
/// 3. **Diff and write** — the writer compares those rows with the front
///    buffer (what the terminal shows) and returns the fewest bytes that
///    turn one into the other; the rows are then copied to the front, so
///    both buffers are equal between frames.
///
/// ```
/// 200×60 screen, Text("count 1") → Text("count 2") in row 7
/// layout: 3 nodes · draw: row 7 (200 cells) · diff: row 7 · bytes: ESC[8;7H2
/// ```
///
/// Cost per frame: O(changed nodes × depth) to lay out, O(damaged cells) to
/// draw and diff, O(bytes) to write.
@MainActor
final class Renderer {
    private let graph: Graph
    private var writer: TerminalWriter

    /// The terminal's size in cells.
    private(set) var size: CellSize

    /// What the terminal shows: the last frame written, or `nil` before the
    /// first (or after a resize, which redraws everything).
    private(set) var front: Buffer?

    /// The buffer frames are drawn into; equal to `front` between frames.
    private var back: Buffer

    init(graph: Graph, size: CellSize, writer: TerminalWriter) {
        self.graph = graph
        self.size = size
        self.writer = writer
        back = Buffer(width: size.width, height: size.height)
    }

    /// Changes the terminal's size; the next frame lays out and draws everything.
    func resize(to newSize: CellSize) {
        guard newSize != size else { return }
        size = newSize
        front = nil
        writer.invalidate()
    }

    /// Lays out and draws the tree, and returns the bytes that update the
    /// terminal (none when nothing changed on screen).
    func renderFrame() -> [UInt8] {
        layout()
        let damage = graph.damage
        graph.damage = Damage(isFull: false)
        let rows: [Range<Int>]
        if front == nil || damage.isFull {
            back = Buffer(width: size.width, height: size.height)
            rows = [0..<size.height]
        } else {
            rows = Self.rows(covering: damage.nodes.map(\.absoluteFrame), height: size.height)
            for range in rows {
                back.clearRows(range)
            }
        }
        guard !rows.isEmpty, size.width > 0 else { return [] }
        draw(rows)
        let bytes: [UInt8]
        if front != nil {
            bytes = writer.render(back, over: front, rows: rows)
            for range in rows {
                front?.copyRows(range, from: back)
            }
        } else {
            bytes = writer.render(back, over: nil)
            front = back
        }
        graph.statistics.framesDrawn += 1
        graph.statistics.bytesWritten += bytes.count
        return bytes
    }

    /// Draws the tree into `rows` of the back buffer, which are blank.
    private func draw(_ rows: [Range<Int>]) {
        var context = DrawContext(buffer: Buffer(width: 0, height: 0), origin: .zero, clip: CellRect(width: 0, height: 0))
        swap(&context.buffer, &back)
        for range in rows {
            context.clip = CellRect(column: 0, row: range.lowerBound, width: size.width, height: range.count)
            graph.root.draw(in: &context)
            graph.statistics.cellsDrawn += size.width * range.count
        }
        swap(&context.buffer, &back)
    }

    /// Places the root, and again while placing changed the graph (content
    /// built during layout, actions it queued, geometry actions), at most
    /// eight times. Work left pending before a pass (views a stopped update
    /// cycle left invalid) waits for the next frame rather than being
    /// retried here.
    private func layout() {
        let proposal = CellProposal(size)
        for _ in 0..<8 {
            let pendingBefore = graph.pendingWorkCount
            graph.root.place(at: .zero, proposal: proposal)
            for observer in graph.geometryObservers {
                observer.checkGeometry()
            }
            guard graph.pendingWorkCount > pendingBefore || graph.root.layout.needsLayout else { return }
            graph.update()
        }
    }

    /// The rows `frames` cover inside a screen of `height` rows, as
    /// ascending, disjoint ranges.
    ///
    /// ```
    /// frames rows 3–4, 9, 4–5   →   [3..<6, 9..<10]
    /// ```
    static func rows(covering frames: [CellRect], height: Int) -> [Range<Int>] {
        var ranges = frames.compactMap { frame -> Range<Int>? in
            let range = (frame.row..<frame.maxRow).clamped(to: 0..<max(0, height))
            return range.isEmpty || frame.width == 0 ? nil : range
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var merged: [Range<Int>] = []
        for range in ranges {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }
}
