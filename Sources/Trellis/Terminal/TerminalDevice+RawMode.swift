#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
internal import CTrellisTerminal

/// Raw mode: the terminal's settings saved, changed for an app (no echo,
/// no line editing, no signals from keys) and restored, also from the
/// crash and signal paths.
extension TerminalDevice {
    /// Puts the terminal in raw mode, arming the crash and exit path with
    /// `restoreSequence` first.
    ///
    /// ```swift
    /// try device.enterRawMode(restoring: TerminalDevice.restoreSequence(alternateScreen: true))
    /// ```
    ///
    /// 1. `tcgetattr` saves the current termios.
    /// 2. `trellis_terminal_arm` copies that termios and `restoreSequence`
    ///    (the bytes that undo what the caller is about to switch on) for the
    ///    crash handlers; the exit hook is registered (once per process).
    /// 3. `tcsetattr(TCSANOW)` applies ``rawAttributes(from:)``: type-ahead
    ///    is kept and arrives as raw bytes.
    ///
    /// Called again while in raw mode, it replaces the restore bytes and
    /// applies the raw settings again, keeping the termios saved the first
    /// time: after a `SIGSTOP` the host did not see coming, the shell may
    /// have put its own settings back, so the host calls this on
    /// ``TerminalSignal/resume``. Throws ``TerminalError/io(_:)`` when the sequence is longer than
    /// ``restoreCapacity`` or a call fails (the output is not a terminal);
    /// the terminal is then left as it was. Cost: three system calls plus
    /// seven `sigaction` the first time.
    func enterRawMode(restoring restoreSequence: [UInt8]) throws {
        guard restoreSequence.count <= Self.restoreCapacity else {
            throw TerminalError.io(
                "the restore sequence has \(restoreSequence.count) bytes, more than \(Self.restoreCapacity)")
        }
        if isRawMode {
            try arm(saved: savedAttributes, restoreSequence: restoreSequence)
            var raw = Self.rawAttributes(from: savedAttributes)
            guard tcsetattr(outputDescriptor, TCSANOW, &raw) == 0 else {
                throw TerminalError.systemCall("tcsetattr")
            }
            return
        }
        var original = termios()
        guard tcgetattr(outputDescriptor, &original) == 0 else {
            throw TerminalError.systemCall("tcgetattr")
        }
        try arm(saved: original, restoreSequence: restoreSequence)
        _ = trellis_terminal_register_exit_hook()
        var raw = Self.rawAttributes(from: original)
        guard tcsetattr(outputDescriptor, TCSANOW, &raw) == 0 else {
            let error = TerminalError.systemCall("tcsetattr")
            trellis_terminal_disarm()
            throw error
        }
        savedAttributes = original
        isRawMode = true
    }

    /// Hands `saved` and `restoreSequence` to the C restore path.
    func arm(saved: termios, restoreSequence: [UInt8]) throws {
        var saved = saved
        let result = restoreSequence.withUnsafeBufferPointer { bytes in
            trellis_terminal_arm(outputDescriptor, &saved, bytes.baseAddress, bytes.count)
        }
        guard result == TRELLIS_TERMINAL_OK else {
            throw TerminalError.systemCall("sigaction")
        }
    }

    /// Writes the restore bytes and puts the saved termios back, then
    /// disarms the crash path. Does nothing when not in raw mode, so it may
    /// be called from every exit path.
    ///
    /// ```swift
    /// device.restore()                  // leaves the alternate screen, cooked mode again
    /// TerminalSignals.suspend()
    /// try device.enterRawMode(restoring: sequence)
    /// ```
    ///
    /// The write and `tcsetattr` are `trellis_terminal_restore`, the very
    /// function the crash handlers call, so this path tests that one. Best
    /// effort: a failing write (the terminal is gone) is not reported.
    /// Cost: one write of the restore bytes, `tcsetattr`, `tcflush` and
    /// seven `sigaction`.
    func restore() {
        guard isRawMode else { return }
        isRawMode = false
        if trellis_terminal_restore() == 0 {
            // Already restored by the C path (or armed for another device):
            // put this terminal's termios back all the same.
            var saved = savedAttributes
            _ = tcsetattr(outputDescriptor, TCSANOW, &saved)
        }
        trellis_terminal_disarm()
    }

    /// `attributes` with the changes of `cfmakeraw`, spelled out so they are
    /// the same on every platform.
    ///
    /// ```
    /// input:   IGNBRK BRKINT PARMRK ISTRIP INLCR IGNCR ICRNL IXON off
    ///          (no CR→NL, no Ctrl-S/Ctrl-Q flow control)
    /// output:  OPOST off (no NL→CR NL: the writer sends CR LF itself)
    /// local:   ECHO ECHONL ICANON ISIG IEXTEN off
    ///          (no echo, no line editing, Ctrl-C/Ctrl-Z/Ctrl-\ and Ctrl-V are bytes)
    /// control: CSIZE PARENB off, CS8 on (8-bit bytes, no parity)
    /// VMIN 1, VTIME 0: a read waits for one byte, with no timer
    /// ```
    ///
    /// Everything else (speeds, the other control characters) is kept.
    static func rawAttributes(from attributes: termios) -> termios {
        var raw = attributes
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        return raw
    }

    /// The bytes that undo what a host switches on, for
    /// ``enterRawMode(restoring:)``.
    ///
    /// ```
    /// ESC[?2026l   end a synchronized update a crash may have left open
    /// ESC[?1049l   leave the alternate screen (only when alternateScreen)
    /// ESC[?25h     show the cursor
    /// ESC[?1000l   stop reporting mouse buttons
    /// ESC[?1002l   stop reporting mouse drags
    /// ESC[?1003l   stop reporting all mouse motion
    /// ESC[?1006l   leave SGR mouse encoding
    /// ESC[?2004l   stop bracketing pastes
    /// ESC[?1004l   stop reporting focus in and out
    /// ESC[0m       default colours and attributes
    /// ```
    ///
    /// Resetting a mode the host never set is harmless: every terminal
    /// ignores it. `ESC[0m` comes after leaving the alternate screen, whose
    /// cursor restore also brings back the attributes saved on entering.
    /// Inline apps pass `alternateScreen: false`: their last frame stays in
    /// the scrollback. 74 bytes with the alternate screen, 66 without.
    static func restoreSequence(alternateScreen: Bool) -> [UInt8] {
        var modes = ["?2026l"]
        if alternateScreen {
            modes.append("?1049l")
        }
        modes += ["?25h", "?1000l", "?1002l", "?1003l", "?1006l", "?2004l", "?1004l", "0m"]
        return modes.flatMap { [0x1B, 0x5B] + Array($0.utf8) }
    }
}
