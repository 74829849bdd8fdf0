#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CTrellisTerminal
import CTrellisTestSupport
import Testing
@testable import Trellis

extension ProcessWideState {
    /// The C restore path (`CTrellisTerminal`): arming, the once-per-arming
    /// restore, and the handlers' chaining. A real fault (SIGSEGV from a bad
    /// access) would end the test process, so the fault path, where the
    /// handler returns and the instruction faults again into the previous
    /// handler, is exercised end to end by the host's tmux tests, and so is
    /// the end of the process when the chained handler returns. Here the
    /// handler found at arming time is C's escaping handler
    /// (`trellis_test_install_escaping_handler`), which jumps back into the
    /// test instead of returning, so the test process survives the chain.
    @Suite("Terminal restore path")
    struct TerminalRestoreTests {
        static let crashSignals = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGQUIT]

        /// Puts the terminal in raw mode and arms the restore path with its
        /// termios from before and `bytes`; returns that termios.
        private func armRaw(_ terminal: PseudoTerminal, bytes: [UInt8]) throws -> termios {
            var saved = terminal.attributes
            var raw = TerminalDevice.rawAttributes(from: saved)
            try #require(tcsetattr(terminal.slave, TCSANOW, &raw) == 0)
            let result = bytes.withUnsafeBufferPointer {
                trellis_terminal_arm(terminal.slave, &saved, $0.baseAddress, $0.count)
            }
            try #require(result == TRELLIS_TERMINAL_OK)
            return saved
        }

        @Test("Arming refuses more restore bytes than it keeps, and installs nothing")
        func tooManyBytes() throws {
            let terminal = try PseudoTerminal()
            var saved = terminal.attributes
            let bytes = [UInt8](repeating: 0x41, count: Int(TRELLIS_TERMINAL_RESTORE_CAPACITY) + 1)
            let result = bytes.withUnsafeBufferPointer {
                trellis_terminal_arm(terminal.slave, &saved, $0.baseAddress, $0.count)
            }
            #expect(result == TRELLIS_TERMINAL_TOO_LARGE)
            #expect(Self.crashSignals.allSatisfy { trellis_terminal_is_handling($0) == 0 })
            #expect(trellis_terminal_restore() == 0)
        }

        @Test("Arming installs the handler on every crash signal; disarming puts back exactly what was there")
        func armAndDisarm() throws {
            let terminal = try PseudoTerminal()
            let before = Self.crashSignals.map(SignalDisposition.init(of:))
            _ = try armRaw(terminal, bytes: [])
            for signal in Self.crashSignals {
                #expect(trellis_terminal_is_handling(signal) == 1, "signal \(signal)")
            }
            trellis_terminal_disarm()
            #expect(Self.crashSignals.map(SignalDisposition.init(of:)) == before)
            trellis_terminal_disarm()
            #expect(Self.crashSignals.map(SignalDisposition.init(of:)) == before)
        }

        @Test("A crash signal ignored at arming time stays ignored, SA_SIGINFO flag or not", arguments: [false, true])
        func ignoredSignalStaysIgnored(withInformationFlag: Bool) throws {
            let original = SignalDisposition.ignore(SIGQUIT, flags: withInformationFlag ? SA_SIGINFO : 0)
            defer { SignalDisposition.restore(original, SIGQUIT) }
            let ignored = SignalDisposition(of: SIGQUIT)
            let terminal = try PseudoTerminal()
            _ = try armRaw(terminal, bytes: [])
            #expect(trellis_terminal_is_handling(SIGQUIT) == 0)
            #expect(SignalDisposition(of: SIGQUIT) == ignored)
            #expect(trellis_terminal_is_handling(SIGSEGV) == 1)
            trellis_terminal_disarm()
            #expect(SignalDisposition(of: SIGQUIT) == ignored)
        }

        @Test("restore writes the bytes and resets the termios once per arming")
        func restoreOncePerArming() throws {
            let terminal = try PseudoTerminal()
            let sequence = TerminalDevice.restoreSequence(alternateScreen: true)
            let saved = try armRaw(terminal, bytes: sequence)
            defer { trellis_terminal_disarm() }

            #expect(trellis_terminal_restore() == 1)
            #expect(terminal.read(count: sequence.count) == sequence)
            expectEqualAttributes(terminal.attributes, saved)

            #expect(trellis_terminal_restore() == 0)
            #expect(!hasPendingBytes(terminal.master))

            _ = try armRaw(terminal, bytes: Array("again".utf8))
            #expect(trellis_terminal_restore() == 1)
            #expect(terminal.read(count: 5) == Array("again".utf8))
            expectEqualAttributes(terminal.attributes, saved)
        }

        @Test("restore discards unread input, so leftover reports never reach the shell")
        func restoreDiscardsInput() throws {
            let terminal = try PseudoTerminal()
            _ = try armRaw(terminal, bytes: [])
            defer { trellis_terminal_disarm() }
            terminal.type("\u{1B}[<0;10;5M")
            var waiting = pollfd(fd: terminal.slave, events: Int16(POLLIN), revents: 0)
            try #require(poll(&waiting, 1, 1000) == 1)
            #expect(trellis_terminal_restore() == 1)
            // Raw again, so a partial line would be readable if it were there.
            var raw = TerminalDevice.rawAttributes(from: terminal.attributes)
            try #require(tcsetattr(terminal.slave, TCSANOW, &raw) == 0)
            #expect(!hasPendingBytes(terminal.slave))
        }

        @Test("Disarming forgets the terminal: restore does nothing afterwards")
        func disarmForgets() throws {
            let terminal = try PseudoTerminal()
            _ = try armRaw(terminal, bytes: Array("bytes".utf8))
            let raw = terminal.attributes
            trellis_terminal_disarm()
            #expect(trellis_terminal_restore() == 0)
            #expect(!hasPendingBytes(terminal.master))
            expectEqualAttributes(terminal.attributes, raw)
        }

        @Test("A raised SIGQUIT restores the terminal, then reaches the handler installed before arming")
        func quitChainsToPreviousHandler() throws {
            var original = sigaction()
            try #require(trellis_test_install_escaping_handler(SIGQUIT, &original) == 0)
            defer { SignalDisposition.restore(original, SIGQUIT) }
            let previous = SignalDisposition(of: SIGQUIT)
            let terminal = try PseudoTerminal()
            let sequence = TerminalDevice.restoreSequence(alternateScreen: false)
            let saved = try armRaw(terminal, bytes: sequence)
            defer { trellis_terminal_disarm() }

            #expect(trellis_test_raise_escaping(SIGQUIT) == 1)

            #expect(trellis_test_escaping_handler_calls() == 1)
            #expect(trellis_test_escaping_handler_signal() == SIGQUIT)
            #expect(terminal.read(count: sequence.count) == sequence)
            expectEqualAttributes(terminal.attributes, saved)
            // The handler left SIGQUIT to its previous owner; the others stay armed.
            #expect(SignalDisposition(of: SIGQUIT) == previous)
            #expect(trellis_terminal_is_handling(SIGSEGV) == 1)

            #expect(trellis_test_raise_escaping(SIGQUIT) == 1)
            #expect(trellis_test_escaping_handler_calls() == 2)
            #expect(!hasPendingBytes(terminal.master))
            trellis_terminal_disarm()
            #expect(SignalDisposition(of: SIGQUIT) == previous)
        }

        @Test("A raised SIGABRT reaches a previous SA_SIGINFO handler with its signal information")
        func abortChainsToPreviousInfoHandler() throws {
            var original = sigaction()
            try #require(trellis_test_install_escaping_handler(SIGABRT, &original) == 0)
            defer { SignalDisposition.restore(original, SIGABRT) }
            let terminal = try PseudoTerminal()
            _ = try armRaw(terminal, bytes: Array("restored".utf8))
            defer { trellis_terminal_disarm() }

            #expect(trellis_test_raise_escaping(SIGABRT) == 1)

            #expect(trellis_test_escaping_handler_signal() == SIGABRT)
            #expect(terminal.read(count: 8) == Array("restored".utf8))
        }

        @Test("The crash path gives captured output back to its descriptor before chaining")
        func crashReleasesCapture() throws {
            var original = sigaction()
            try #require(trellis_test_install_escaping_handler(SIGQUIT, &original) == 0)
            defer { SignalDisposition.restore(original, SIGQUIT) }
            let terminal = try PseudoTerminal()
            _ = try armRaw(terminal, bytes: [])
            defer { trellis_terminal_disarm() }
            let standardError = DescriptorPipe()
            let capture = OutputCapture(descriptors: [standardError.writeEnd])
            try #require(capture.begin())
            writeText("Fatal error: boom\n", to: standardError.writeEnd)
            #expect(!hasPendingBytes(standardError.readEnd))

            #expect(trellis_test_raise_escaping(SIGQUIT) == 1)

            #expect(trellis_test_escaping_handler_calls() == 1)
            #expect(readDescriptor(standardError.readEnd, timeout: 100) == Array("Fatal error: boom\n".utf8))
            capture.end()
            #expect(!hasPendingBytes(standardError.readEnd))
            writeText("after\n", to: standardError.writeEnd)
            #expect(readDescriptor(standardError.readEnd, timeout: 100) == Array("after\n".utf8))
        }

        @Test("The exit hook registers once per process")
        func exitHook() {
            #expect(trellis_terminal_register_exit_hook() == 0)
            #expect(trellis_terminal_register_exit_hook() == 0)
        }
    }
}
