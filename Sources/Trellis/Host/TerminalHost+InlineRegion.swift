import Foundation

/// The inline region of a ``TerminalHost``: how a frame grows and shrinks
/// the rows it takes below the cursor, where the cursor rests between
/// frames, and the lines printed above it (by `printAbove`, and what the
/// program writes to standard output and error while it runs).
extension TerminalHost {
    /// The live capture of an inline run: standard output and error when
    /// they are terminals (a piped standard output, `choice=$(pick)`,
    /// keeps its prints), shown above the region as they arrive.
    func makeLiveCapture() -> OutputCapture? {
        let descriptors = [STDOUT_FILENO, STDERR_FILENO].filter { isatty($0) == 1 }
        guard !descriptors.isEmpty else { return nil }
        return OutputCapture(descriptors: descriptors, delivery: .live { [weak self] in
            DispatchQueue.main.async { MainActor.assumeIsolated { self?.showCapturedOutput() } }
        })
    }

    /// Makes the frame loop draw into the inline region: before a frame
    /// (``FrameLoop/willDraw``) the lines printed above since the last one,
    /// and the region grown or shrunk to the view's ideal height (at most
    /// the terminal's); after it (``FrameLoop/didDraw``) the cursor parked
    /// back at the region's first cell unless the frame shows it at a caret.
    ///
    /// ```
    /// region 2 rows → view now 4 rows:   CR ESC[1A (to the region's top) CR LF LF LF ESC[3A   frame…   CR ESC[3A
    /// region 4 rows → view now 1 row:    (to the top) ESC[1B ESC[J ESC[1A                   frame…
    /// ```
    ///
    /// Parked there, the cursor is where a resize must start from whatever
    /// the terminal does to the region's rows: a terminal that re-wraps a
    /// full-width row into two when narrowed moves the rows below, not the
    /// start of the first, so ``resize()`` erases the whole region from
    /// there. A cursor left on the last row would stop short by each extra
    /// row and leave a stale copy above.
    func drawFramesInline() {
        session.frames.willDraw = { [weak self] in self?.prepareInlineFrame() ?? [] }
        session.frames.didDraw = { [weak self] in
            guard let renderer = self?.session.renderer, !renderer.showsCursor else { return [] }
            return renderer.returnToOrigin()
        }
    }

    /// The bytes before an inline frame: the lines above, the region resized.
    private func prepareInlineFrame() -> [UInt8] {
        var bytes: [UInt8] = []
        let renderer = session.renderer
        if !linesAbove.isEmpty {
            bytes += renderer.returnToOrigin()
            bytes += Self.eraseDown
            for line in linesAbove {
                bytes += Array((line + "\r\n").utf8)
            }
            linesAbove = []
            restartRegion()
        }
        let wanted = min(session.frames.idealHeight(width: terminalSize.width), terminalSize.height)
        if wanted != regionHeight {
            bytes += renderer.returnToOrigin()
            bytes += Self.resizeRegion(from: regionHeight, to: wanted)
            regionHeight = wanted
            renderer.resize(to: CellSize(width: terminalSize.width, height: wanted))
            renderer.setOrigin()
        }
        return bytes
    }

    /// Starts the inline region afresh where the cursor is: no rows
    /// reserved, the cursor at what will be its first cell; the next frame
    /// reserves the rows it needs and draws everything.
    func restartRegion() {
        regionHeight = 0
        session.renderer.resize(to: CellSize(width: terminalSize.width, height: 0))
        session.renderer.setOrigin()
    }

    /// The bytes that take a region of `old` rows to `new` rows, from its
    /// first cell and back to it.
    static func resizeRegion(from old: Int, to new: Int) -> [UInt8] {
        var bytes: [UInt8] = [0x0D]
        if new > old {
            bytes += repeatElement(0x0A, count: max(new - 1, 0))
            if new > 1 {
                bytes += Array("\u{1B}[\(new - 1)A".utf8)
            }
        } else {
            if new > 0 {
                bytes += Array("\u{1B}[\(new)B".utf8)
            }
            bytes += eraseDown
            if new > 0 {
                bytes += Array("\u{1B}[\(new)A".utf8)
            }
        }
        return bytes
    }

    /// Erases the cursor's row and every row below it, and leaves the
    /// cursor at the row's first column, without ever clearing the whole
    /// screen in one sequence: `ESC[J` from the top-left cell is a clear of
    /// the whole screen, which tmux (`scroll-on-clear`) answers by moving the
    /// screen into the scrollback, and an inline region often starts
    /// there (after `clear`, or when a terminal re-wrapped its rows on a
    /// resize and scrolled the rows above them away). So the row is erased
    /// with `ESC[K` and the rest with `ESC[J` from the row below, between a
    /// save and a restore of the cursor (`ESC 7`, `ESC 8`).
    ///
    /// ```
    /// CR ESC 7 ESC[K ESC[1B ESC[J ESC 8
    /// ```
    static let eraseDown = Array("\r\u{1B}7\u{1B}[K\u{1B}[1B\u{1B}[J\u{1B}8".utf8)

    /// The bytes that leave an inline region for good: the cursor goes to
    /// the line below its last row, so the shell continues after the frame.
    func leaveRegion() -> [UInt8] {
        session.renderer.returnToOrigin() + [0x0D] + Array(repeating: 0x0A, count: regionHeight)
    }

    /// Prints what a live capture received above the region: each finished
    /// line, with its colours dropped and any other control shown as a
    /// symbol; an unfinished line waits for its end, or for the end of the
    /// run (`includingUnfinishedLine`, which leaves drawing to the caller).
    func showCapturedOutput(includingUnfinishedLine: Bool = false) {
        guard let capture, !isFinished else { return }
        capturedPartialLine += capture.take()
        let end = includingUnfinishedLine
            ? capturedPartialLine.count : (capturedPartialLine.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0)
        guard end > 0 else { return }
        var text = String(decoding: capturedPartialLine[..<end], as: UTF8.self)
        capturedPartialLine.removeFirst(end)
        if text.utf8.last == 0x0A {
            text.removeLast()
        }
        addLinesAbove(TextSanitizer.withoutStyles(text))
        if !includingUnfinishedLine {
            render()
        }
    }

    /// Prints `text` above an inline region, or after a full-screen run;
    /// when standard output is not the terminal (`cmd > log`), to standard
    /// output at once, where the program's output goes.
    func printAbove(_ text: String) {
        guard isatty(STDOUT_FILENO) == 1 else {
            StandardOutput.write(lines: text)
            return
        }
        addLinesAbove(text)
        if presentation.isInline {
            render()
        }
    }

    /// Adds each line of `text` to the lines printed above.
    func addLinesAbove(_ text: String) {
        linesAbove += StandardOutput.lines(of: text)
    }
}
