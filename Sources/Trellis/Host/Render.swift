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
/// control characters in texts show as visible symbols. A width of zero or
/// less gives an empty string; a height beyond ``renderedRowLimit`` rows is
/// cut there. Cost: one mount and one frame, O(views + width × height).
@MainActor
public func render<Content: View>(_ view: Content, width: Int) -> String {
    guard width > 0 else { return "" }
    let graph = Graph()
    graph.mount(view)
    defer { graph.unmount() }
    let idealHeight = graph.root.sizeThatFits(CellProposal(width: width, height: nil)).height
    let height = min(idealHeight, renderedRowLimit)
    guard height > 0 else { return "" }
    let renderer = Renderer(
        graph: graph, size: CellSize(width: width, height: height),
        writer: TerminalWriter(capability: .none, synchronizedOutput: false, hyperlinks: false))
    _ = renderer.renderFrame()
    return renderer.front?.text ?? ""
}

/// The most rows ``render(_:width:)`` draws: a taller view is cut, so a view
/// that asks for unlimited height cannot exhaust memory.
public let renderedRowLimit = 10_000
