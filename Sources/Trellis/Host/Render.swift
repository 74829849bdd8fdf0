/// Renders `view` once, `width` columns wide, as plain text: for output that
/// is not a terminal (a pipe, a log, a report) or a view printed once.
///
/// ```swift
/// let report = render(
///     VStack(alignment: .leading) {
///         Text("Build report").bold()
///         Divider()
///         Text("312 tests passed")
///     },
///     width: 40)
/// print(report)
/// ```
///
/// The view is proposed `width` columns and its ideal height, mounted,
/// laid out and drawn once, then removed: its `onAppear` and `onDisappear`
/// run, its tasks are started and cancelled before returning. The result
/// has one line per row, without trailing spaces or trailing blank lines,
/// and no escape sequences: styles are dropped, hyperlinks show their text,
/// control characters in texts show as visible symbols.
///
/// The height is decided before the frame: a view without an ideal height
/// (a bare `GeometryReader`) renders empty unless it is given a frame. A
/// width of zero or less gives an empty string; a width beyond 65,535
/// columns (the longest length layout proposes) is narrowed to it; at most
/// ``renderedCellLimit`` cells are drawn, so a height beyond
/// ``renderedRowLimit`` rows, or beyond the cell limit at that width, is cut.
/// Cost: one mount and one frame, O(views + width × height).
@MainActor
public func render<Content: View>(_ view: Content, width: Int) -> String {
    guard width > 0 else { return "" }
    let width = min(width, CellProposal.unlimited)
    let graph = Graph()
    graph.mount(view)
    defer { graph.unmount() }
    let idealHeight = graph.root.sizeThatFits(CellProposal(width: width, height: nil)).height
    let height = min(idealHeight, renderedRowLimit, renderedCellLimit / width)
    guard height > 0 else { return "" }
    let renderer = Renderer(
        size: CellSize(width: width, height: height),
        writer: TerminalWriter(capability: .none, synchronizedOutput: false, hyperlinks: false))
    FrameLoop(graph: graph, renderer: renderer).runFrame()
    return renderer.front?.text ?? ""
}

/// The most rows ``render(_:width:)`` draws: a taller view is cut.
public let renderedRowLimit = 10_000

/// The most cells ``render(_:width:)`` draws (about 20 MB of buffer), so
/// that no width or height can exhaust memory.
public let renderedCellLimit = 1_000_000
