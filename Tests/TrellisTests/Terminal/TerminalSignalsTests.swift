#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
@testable import Trellis

/// The signals a ``TerminalSignals`` handler received, in order.
@MainActor
private final class SignalLog {
    private(set) var signals: [TerminalSignal] = []

    func record(_ signal: TerminalSignal) {
        signals.append(signal)
    }

    /// Waits (letting the main queue run) until `count` signals came or five
    /// seconds passed.
    func waitFor(count: Int) async throws {
        let deadline = ContinuousClock.now + .seconds(5)
        while signals.count < count, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(2))
        }
    }
}

extension ProcessWideState {
    /// Signals are sent with ``raiseUnblocked(_:)``, which delivers to the
    /// calling thread before it returns; a signal is only raised while it is
    /// observed, so a failing test cannot end the test process with
    /// `SIGTERM` or `SIGINT`.
    @Suite("Terminal signals")
    @MainActor
    struct TerminalSignalsTests {
        @Test("Each observed signal reaches the handler on the main queue, in the order raised")
        func delivery() async throws {
            let log = SignalLog()
            let signals = try TerminalSignals { log.record($0) }
            defer { signals.cancel() }
            let order: [TerminalSignal] = [.resize, .suspend, .resume, .interrupt, .terminate, .hangUp]
            for signal in order {
                raiseUnblocked(signal.number)
            }
            try await log.waitFor(count: order.count)
            #expect(log.signals == order)
        }

        @Test("A signal repeated before the main queue runs is delivered once")
        func coalescing() async throws {
            let log = SignalLog()
            let signals = try TerminalSignals(observing: [.resize]) { log.record($0) }
            defer { signals.cancel() }
            raiseUnblocked(SIGWINCH)
            raiseUnblocked(SIGWINCH)
            raiseUnblocked(SIGWINCH)
            try await log.waitFor(count: 1)
            raiseUnblocked(SIGWINCH)
            try await log.waitFor(count: 2)
            #expect(log.signals == [.resize, .resize])
        }

        @Test("Cancelling puts back the previous dispositions, and a new observer works again")
        func cancelRestoresDispositions() async throws {
            let numbers = TerminalSignal.allCases.map(\.number)
            let before = numbers.map(SignalDisposition.init(of:))
            let log = SignalLog()
            for round in 1...3 {
                let signals = try TerminalSignals(observing: [.resize, .hangUp]) { log.record($0) }
                #expect(SignalDisposition(of: SIGWINCH) != before[0])
                raiseUnblocked(SIGWINCH)
                try await log.waitFor(count: round)
                signals.cancel()
                signals.cancel()
                #expect(numbers.map(SignalDisposition.init(of:)) == before)
            }
            #expect(log.signals == [.resize, .resize, .resize])
        }

        @Test("Only the observed signals are touched")
        func onlyObserved() throws {
            let interrupt = SignalDisposition(of: SIGINT)
            let signals = try TerminalSignals(observing: [.resize]) { _ in }
            defer { signals.cancel() }
            #expect(SignalDisposition(of: SIGINT) == interrupt)
        }

        @Test("A second observer is refused while the first is active")
        func oneObserver() async throws {
            let log = SignalLog()
            let first = try TerminalSignals(observing: [.resize]) { log.record($0) }
            defer { first.cancel() }
            #expect(throws: TerminalError.io("signals are already observed by another TerminalSignals")) {
                _ = try TerminalSignals(observing: [.resize]) { _ in }
            }
            raiseUnblocked(SIGWINCH)
            try await log.waitFor(count: 1)
            #expect(log.signals == [.resize])
        }

        @Test(
            "suspend() stops the process until SIGCONT, then leaves SIGTSTP to the observer",
            .enabled(if: ProcessGroup.canStop, "the test process's group is orphaned: the system discards SIGTSTP"))
        func suspend() async throws {
            let log = SignalLog()
            let signals = try TerminalSignals(observing: [.suspend, .resume]) { log.record($0) }
            defer { signals.cancel() }
            let observed = SignalDisposition(of: SIGTSTP)
            let stateFile = FileManager.default.temporaryDirectory
                .appendingPathComponent("trellis-suspend-\(UUID().uuidString)").path
            defer { try? FileManager.default.removeItem(atPath: stateFile) }

            // A helper records the process's state while it is stopped, then
            // continues it (twice, in case the first arrives before the stop).
            let process = getpid()
            let helper = Process()
            helper.executableURL = URL(fileURLWithPath: "/bin/sh")
            helper.arguments = [
                "-c",
                "sleep 0.3; grep '^State:' /proc/\(process)/status > '\(stateFile)'; kill -CONT \(process); "
                    + "sleep 1; kill -CONT \(process)",
            ]
            try helper.run()
            let start = ContinuousClock.now
            TerminalSignals.suspend()
            let stopped = ContinuousClock.now - start

            #expect(stopped >= .milliseconds(250))
            #expect((try? String(contentsOfFile: stateFile, encoding: .utf8))?.contains("T (stopped)") == true)
            #expect(SignalDisposition(of: SIGTSTP) == observed)
            try await log.waitFor(count: 1)
            #expect(log.signals == [.resume])
            helper.waitUntilExit()
        }

        @Test("Signal numbers map to their cases and back")
        func numbers() {
            #expect(TerminalSignal.allCases.map(\.number) == [SIGWINCH, SIGTSTP, SIGCONT, SIGINT, SIGTERM, SIGHUP])
            for signal in TerminalSignal.allCases {
                #expect(TerminalSignal(number: signal.number) == signal)
            }
            #expect(TerminalSignal(number: SIGSEGV) == nil)
        }
    }
}
