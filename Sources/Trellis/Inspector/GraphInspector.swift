/// A panel over any Trellis app that shows its live attribute graph: one
/// line per node with its identity, its state values, whether it has
/// appeared, and which nodes the last frames re-evaluated.
///
/// Owned by the ``Session``, so every host has one (a terminal host, an
/// inline one, ``TestHost``). F12 or Ctrl-G opens and closes it; while it is
/// open it takes every key (↑ ↓ PageUp PageDown Home End scroll it, Esc
/// closes it), and pastes, clicks and wheel events are dropped, so the app
/// underneath receives no input at all.
///
/// ```
/// 40×10 screen, Counter { @State count = 2; Text("Count: \(count)") }, F12 pressed
/// row 5  ╭ Graph — F12 closes · ↑↓ scroll ──────╮
/// row 6  │● Counter (count = 2)                 │
/// row 7  │●   Text "Count: 2"                   │
/// row 9  ╰───────────────────────── 1–2 of 2 ───╯
/// ```
///
/// The panel takes the bottom half of the screen (at least three rows),
/// across its whole width, and is drawn by the ``Renderer`` after the
/// presentations, straight into the back buffer from a walk of the graph:
/// it adds no node, writes no state and runs no lifecycle action, so the
/// app's graph is the same with the panel open or closed. A line is bold
/// yellow for 0.4 s after its node re-evaluated its body, and dim yellow
/// until 2 s after (``EvaluationHistory``); the inspector sets a timer for
/// each change of shade, so the highlight fades in an idle app too, and no
/// timer is left once every line is quiet. Closing it redraws the whole
/// screen, so the app shows again under it.
///
/// Cost: closed, one comparison per key press and one per frame; no walk
/// and no memory. Open, each frame walks every node once (a dictionary
/// lookup and insertion each) and builds text only for the lines in view.
@MainActor
final class GraphInspector {
    /// Whether the panel is shown.
    private(set) var isOpen = false

    /// Whether the next frame must draw the panel or, after it closed,
    /// redraw the whole screen. The renderer asks nothing else of a closed
    /// inspector.
    private(set) var needsFrame = false

    /// The index of the first node line in view.
    var firstLine = 0

    /// The lines of the nodes in view, as of the last frame.
    var lines: [InspectorLine] = []

    /// How many nodes the last frame's walk found.
    var nodeCount = 0

    /// How many node lines the panel showed in the last frame: the scroll
    /// distance of PageUp and PageDown.
    var visibleLineCount = 0

    /// What the inspector remembers of each node's evaluations while open.
    var history = EvaluationHistory()

    /// The timer that asks for the frame in which a highlighted line
    /// changes shade, while one is pending.
    var fadeTimer: Int?

    /// Nodes visited by the walks so far, for tests of the inspector's
    /// cost: it does not grow while the panel is closed.
    var nodesWalked = 0

    /// Shows the panel, or hides it and forgets what it remembered of the
    /// graph.
    func toggle() {
        isOpen.toggle()
        needsFrame = true
        if !isOpen {
            history.reset()
            lines = []
            firstLine = 0
        }
    }

    /// Records that a frame drew what ``needsFrame`` asked for.
    func frameWasDrawn() {
        needsFrame = isOpen
    }

    /// Offers `press` to the inspector before any view sees it; returns
    /// whether the inspector took it. F12 and Ctrl-G toggle the panel;
    /// while it is open every press is taken, and the scrolling keys and Esc
    /// act on the panel.
    ///
    /// ```
    /// closed: F12 → opens, taken · "a" → not taken (goes to the views)
    /// open:   ↓ → next line · PageDown → next page · Esc → closes · "a" → taken, ignored
    /// ```
    func respond(to press: KeyPress) -> Bool {
        let modifiers = press.modifiers.subtracting([.capsLock, .numericPad])
        let isToggle =
            (press.key == .function(12) && modifiers.isEmpty)
            || (press.key == KeyEquivalent("g") && modifiers == .control)
        if isToggle {
            toggle()
            return true
        }
        guard isOpen else { return false }
        guard modifiers.isEmpty else { return true }
        let page = max(visibleLineCount, 1)
        switch press.key {
        case .upArrow: firstLine -= 1
        case .downArrow: firstLine += 1
        case .pageUp: firstLine -= page
        case .pageDown: firstLine += page
        case .home: firstLine = 0
        case .end: firstLine = max(nodeCount - page, 0)
        case .escape: toggle()
        default: break
        }
        firstLine = max(firstLine, 0)
        return true
    }
}
