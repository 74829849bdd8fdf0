/// Motion reports for hover: a full-screen host asks the terminal for the
/// pointer's motion with no button down (mouse mode 1003) only while a view
/// listens (`.onHover`, `.onContinuousHover`), as a frame ends, so an app
/// without hover handlers gets no stream of reports.
extension TerminalHost {
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
