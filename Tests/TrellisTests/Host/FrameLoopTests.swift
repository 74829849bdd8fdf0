import Dispatch
import Testing
@testable import Trellis

/// `FrameLoop`: one frame per key press and per burst of writes, run in
/// one place for every host.
@MainActor
@Suite("Frame loop")
struct FrameLoopTests {
    struct Counter: View {
        let handle: StateHandle<Int>
        @State private var count = 0
        var body: some View {
            let _ = handle.bind($count)
            VStack(alignment: .leading) {
                Text("count \(count)")
                Button("Add") { count += 1 }
            }
        }
    }

    /// Resumes after the main queue has run everything enqueued before it.
    static func nextTurnOfMainQueue() async {
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
    }

    /// A session scheduled as an interactive host's: frames on the main
    /// queue, written to `output`.
    static func interactiveSession<Content: View>(_ content: Content) -> (Session, Output) {
        let output = Output()
        let session = Session(
            size: CellSize(width: 20, height: 3),
            writer: TerminalWriter(capability: .trueColor, synchronizedOutput: false, hyperlinks: false))
        session.frames.scheduling = .mainRunLoop
        session.frames.write = { output.bytes += $0 }
        session.mount(content)
        session.frames.runFrame()
        return (session, output)
    }

    final class Output {
        var bytes: [UInt8] = []
    }

    @Test("Writes made in one turn of the main queue are drawn by one frame in the next turn, and then nothing runs")
    func coalescedWrites() async {
        let handle = StateHandle<Int>()
        let (session, output) = Self.interactiveSession(Counter(handle: handle))
        let before = session.graph.statistics
        output.bytes = []
        handle.value = 1
        handle.value = 2
        handle.value = 3
        #expect(session.graph.statistics.frameRuns == before.frameRuns)
        await Self.nextTurnOfMainQueue()
        let after = session.graph.statistics
        #expect(after.frameRuns == before.frameRuns + 1)
        #expect(after.framesDrawn == before.framesDrawn + 1)
        #expect(after.updatePasses == before.updatePasses + 1)
        #expect(session.renderer.front?.text == "count 3\n[ Add ]")
        #expect(!output.bytes.isEmpty)
        await Self.nextTurnOfMainQueue()
        #expect(session.graph.statistics.frameRuns == after.frameRuns)
        session.graph.unmount()
    }

    @Test("A key press that writes state runs one frame: the host's, and no empty one after it")
    func oneFramePerKey() async {
        let handle = StateHandle<Int>()
        let (session, _) = Self.interactiveSession(Counter(handle: handle))
        session.receive(Array("\t".utf8))
        session.frames.runFrame()
        await Self.nextTurnOfMainQueue()
        for presses in 1...3 {
            let before = session.graph.statistics
            // As a terminal host reads a byte: route it, then run the frame.
            session.receive(Array("\r".utf8))
            session.frames.runFrame()
            await Self.nextTurnOfMainQueue()
            await Self.nextTurnOfMainQueue()
            let after = session.graph.statistics
            #expect(after.frameRuns == before.frameRuns + 1)
            #expect(after.framesDrawn == before.framesDrawn + 1)
            #expect(handle.value == presses)
        }
        session.graph.unmount()
    }

    @Test("A test host never runs a frame on its own")
    func manualHost() async {
        let handle = StateHandle<Int>()
        let host = TestHost { Counter(handle: handle) }
        handle.value = 5
        await Self.nextTurnOfMainQueue()
        #expect(host.lines == ["count 0", "[ Add ]"])
        host.update()
        #expect(host.lines == ["count 5", "[ Add ]"])
    }

    struct Reentrant: View {
        let switches: Switches
        let host: () -> TestHost?
        @State private var value = 0
        var body: some View {
            VStack(alignment: .leading) {
                Text("value \(value)")
                if switches.flag {
                    Text("child").onAppear {
                        value = 1
                        host()?.update()
                    }
                }
            }
        }
    }

    @Test("An update called from inside an action does nothing; the running update picks the change up")
    func reentrantUpdate() {
        let switches = Switches()
        switches.flag = false
        var reference: TestHost?
        let host = TestHost { Reentrant(switches: switches, host: { reference }) }
        reference = host
        switches.flag = true
        host.update()
        #expect(host.lines == ["value 1", "child"])
        #expect(host.statistics.updatePasses == 3)
    }

    /// A text that makes itself one character wider each time it is laid out.
    struct Widening: View {
        @State private var width = 1
        var body: some View {
            Text(String(repeating: "x", count: width))
                .fixedSize()
                .onGeometryChange(for: Int.self, of: { Int($0.size.width) }) { width = $0 + 1 }
        }
    }

    @Test("Layout that keeps writing state stops after its bound, draws the frame as it stands, and says why")
    func layoutBound() {
        let host = TestHost(columns: 40, rows: 1) { Widening() }
        #expect(host.lines == [String(repeating: "x", count: FrameLoop.maximumLayoutRounds + 1)])
        #expect(host.diagnostics.count == 1)
        #expect(host.diagnostics.first?.hasPrefix("Trellis: layout kept changing state after 8 rounds in one frame") == true)
    }
}
