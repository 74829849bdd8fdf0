/// The terminal modes a host sets: at the start and after a suspension
/// (the alternate screen, the cursor hidden, focus and paste reports, the
/// mouse in full screen), and the pointer's motion for hover, asked for
/// (mouse mode 1003) only while a view listens (`.onHover`,
/// `.onContinuousHover`), as a frame ends, so an app without hover
/// handlers gets no stream of reports.
extension TerminalHost {
    /// What the terminal is told at the start and after a suspension.
    var setupSequence: [UInt8] {
        switch presentation {
        case .fullScreen:
            Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1004h\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[2J".utf8)
        case .inline, .transient:
            Array("\r\u{1B}[?25l\u{1B}[?1004h\u{1B}[?2004h".utf8)
        }
    }

    /// The bytes that turn motion reports on or off when whether a view
    /// listens changed since the last frame (`ESC[?1003h` / `ESC[?1003l`);
    /// none otherwise.
    func motionReportingChange() -> [UInt8] {
        let wanted = session.graph.hover.listeners > 0
        guard wanted != isReportingMotion else { return [] }
        isReportingMotion = wanted
        return Array((wanted ? "\u{1B}[?1003h" : "\u{1B}[?1003l").utf8)
    }
}
