@testable import Trellis

extension FrameLoop {
    /// Runs a frame and returns the bytes it wrote, for tests that feed
    /// them to a terminal emulator.
    func runFrameReturningBytes() -> [UInt8] {
        var written: [UInt8] = []
        let host = write
        write = { written += $0 }
        runFrame()
        write = host
        return written
    }
}
