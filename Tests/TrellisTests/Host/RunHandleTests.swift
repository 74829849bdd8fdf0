import Dispatch
import Testing
@testable import Trellis

/// `Terminal.RunHandle`: calls from outside the views reach the run in the
/// order they were made, wait for a run that has not started, and stop with
/// the run.
@MainActor
@Suite("Run handle")
struct RunHandleTests {
    /// A host that records what it was asked.
    final class RecordingHost: RunHost {
        var calls: [String] = []

        func start<Content: View>(_ content: Content, completion: @escaping (Result<Any?, Error>) -> Void) {}

        func finish(with value: Any?) {
            calls.append("finish \(value.map { "\($0)" } ?? "nil")")
        }

        func printAbove(_ text: String) {
            calls.append("print \(text)")
        }

        func press(_ press: KeyPress) {
            calls.append("press \(press.key.character)")
        }
    }

    /// Lets every block already queued on the main queue run.
    private func drainMainQueue() async {
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
    }

    @Test("Calls made before the run takes the handle wait for it, then apply in order with the later ones")
    func waitsForTheRun() async {
        let handle = Terminal.RunHandle()
        let host = RecordingHost()
        handle.printAbove("early")
        handle.press("a")
        await drainMainQueue()
        #expect(host.calls.isEmpty)
        handle.attach(host)
        handle.printAbove("late")
        handle.finish(7)
        await drainMainQueue()
        #expect(host.calls == ["print early", "press a", "print late", "finish 7"])
    }

    @Test("Calls from other threads keep their order; after the run ends they do nothing")
    func orderAndEnd() async {
        let handle = Terminal.RunHandle()
        let host = RecordingHost()
        handle.attach(host)
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                for index in 1...3 {
                    handle.printAbove("line \(index)")
                }
                handle.finish()
                continuation.resume()
            }
        }
        await drainMainQueue()
        handle.detach()
        handle.printAbove("after")
        await drainMainQueue()
        let next = RecordingHost()
        handle.attach(next)
        await drainMainQueue()
        #expect(host.calls == ["print line 1", "print line 2", "print line 3", "finish nil"])
        #expect(next.calls.isEmpty)
    }
}
