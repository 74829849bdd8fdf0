#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CTrellisTerminal
import Foundation
import Testing
@testable import Trellis

extension ProcessWideState {
    /// The capture is tested on pipes standing in for descriptors 1 and 2:
    /// redirecting the test runner's own output while other suites run
    /// would hide their reports.
    @Suite("Output capture")
    struct OutputCaptureTests {
        /// A new empty directory, removed by the caller.
        private func makeDirectory() throws -> String {
            let path = FileManager.default.temporaryDirectory
                .appendingPathComponent("trellis-capture-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            return path
        }

        @Test("Writes while capturing are held back, then replayed to their own descriptor at the end")
        func replay() throws {
            let standardOutput = DescriptorPipe()
            let standardError = DescriptorPipe()
            let capture = OutputCapture(descriptors: [standardOutput.writeEnd, standardError.writeEnd])
            #expect(capture.begin())
            #expect(capture.isCapturing)

            writeText("first line\n", to: standardOutput.writeEnd)
            writeText("a warning\n", to: standardError.writeEnd)
            writeText("second line\n", to: standardOutput.writeEnd)
            #expect(!hasPendingBytes(standardOutput.readEnd))
            #expect(!hasPendingBytes(standardError.readEnd))

            capture.end()
            #expect(!capture.isCapturing)
            #expect(readDescriptor(standardOutput.readEnd, timeout: 100) == Array("first line\nsecond line\n".utf8))
            #expect(readDescriptor(standardError.readEnd, timeout: 100) == Array("a warning\n".utf8))

            writeText("after\n", to: standardOutput.writeEnd)
            #expect(readDescriptor(standardOutput.readEnd, timeout: 100) == Array("after\n".utf8))
        }

        @Test("A large capture is replayed whole")
        func largeReplay() throws {
            let standardOutput = DescriptorPipe()
            let capture = OutputCapture(descriptors: [standardOutput.writeEnd])
            #expect(capture.begin())
            let text = String(repeating: "0123456789abcdef", count: 2_000)  // 32 KB: several replay chunks, within a pipe's buffer
            writeText(text, to: standardOutput.writeEnd)
            capture.end()
            #expect(readDescriptor(standardOutput.readEnd, count: text.utf8.count, timeout: 100) == Array(text.utf8))
        }

        @Test("The capture files are unlinked as soon as they are made")
        func filesAreUnlinked() throws {
            let directory = try makeDirectory()
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let standardOutput = DescriptorPipe()
            let capture = OutputCapture(descriptors: [standardOutput.writeEnd], directory: directory)
            #expect(capture.begin())
            writeText("held\n", to: standardOutput.writeEnd)
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [])
            capture.end()
            #expect(readDescriptor(standardOutput.readEnd, timeout: 100) == Array("held\n".utf8))
        }

        @Test("begin and end are idempotent: a second begin captures nothing more, a second end replays nothing")
        func idempotent() {
            let standardOutput = DescriptorPipe()
            let capture = OutputCapture(descriptors: [standardOutput.writeEnd])
            #expect(capture.begin())
            #expect(capture.begin())
            writeText("once\n", to: standardOutput.writeEnd)
            capture.end()
            capture.end()
            #expect(readDescriptor(standardOutput.readEnd, timeout: 100) == Array("once\n".utf8))
        }

        @Test("When the capture files cannot be made nothing is captured and output flows as before")
        func failedBegin() {
            let standardOutput = DescriptorPipe()
            let capture = OutputCapture(descriptors: [standardOutput.writeEnd], directory: "/nonexistent/directory")
            #expect(!capture.begin())
            #expect(!capture.isCapturing)
            writeText("direct\n", to: standardOutput.writeEnd)
            #expect(readDescriptor(standardOutput.readEnd, timeout: 100) == Array("direct\n".utf8))
            capture.end()
            #expect(!hasPendingBytes(standardOutput.readEnd))
        }

        @Test("A second capture of a descriptor already captured captures nothing")
        func secondCapture() {
            let standardOutput = DescriptorPipe()
            let first = OutputCapture(descriptors: [standardOutput.writeEnd])
            let second = OutputCapture(descriptors: [standardOutput.writeEnd])
            #expect(first.begin())
            #expect(!second.begin())
            writeText("kept\n", to: standardOutput.writeEnd)
            second.end()
            #expect(!hasPendingBytes(standardOutput.readEnd))
            first.end()
            #expect(readDescriptor(standardOutput.readEnd, timeout: 100) == Array("kept\n".utf8))
        }

        @Test("Ending a capture by releasing it drops nothing written before")
        func deinitEnds() {
            let standardOutput = DescriptorPipe()
            do {
                let capture = OutputCapture(descriptors: [standardOutput.writeEnd])
                #expect(capture.begin())
                writeText("released\n", to: standardOutput.writeEnd)
            }
            #expect(readDescriptor(standardOutput.readEnd, timeout: 100) == Array("released\n".utf8))
        }

        @Test("The device keeps drawing on the terminal while the terminal's standard descriptor is captured")
        func deviceWritesThroughItsDuplicate() throws {
            let terminal = try PseudoTerminal()
            let device = try TerminalDevice.open(
                standardInput: terminal.slave, standardOutput: terminal.slave, terminalPath: "/nonexistent")
            let capture = OutputCapture(descriptors: [terminal.slave])
            #expect(capture.begin())

            try device.write(Array("frame".utf8))
            writeText("printed", to: terminal.slave)
            #expect(terminal.read(timeout: 100) == Array("frame".utf8))

            capture.end()
            #expect(terminal.read(timeout: 100) == Array("printed".utf8))
        }

        @Test("Live: writes to both descriptors come out of take() in the order they were written, and the end replays none of them")
        func liveOrder() {
            let standardOutput = DescriptorPipe()
            let standardError = DescriptorPipe()
            let arrived = DispatchSemaphore(value: 0)
            let capture = OutputCapture(
                descriptors: [standardOutput.writeEnd, standardError.writeEnd], delivery: .live { arrived.signal() })
            #expect(capture.begin())
            writeText("first line\n", to: standardOutput.writeEnd)
            writeText("a warning\n", to: standardError.writeEnd)
            writeText("second ", to: standardOutput.writeEnd)
            #expect(arrived.wait(timeout: .now() + 10) == .success)
            #expect(capture.take() == Array("first line\na warning\nsecond ".utf8))
            #expect(capture.take() == [])
            writeText("line\n", to: standardOutput.writeEnd)
            #expect(capture.take() == Array("line\n".utf8))
            capture.end()
            #expect(!hasPendingBytes(standardOutput.readEnd))
            #expect(!hasPendingBytes(standardError.readEnd))
            writeText("after\n", to: standardError.writeEnd)
            #expect(readDescriptor(standardError.readEnd, timeout: 100) == Array("after\n".utf8))
        }

        @Test("Live: a crash's release replays to the first descriptor only what take() has not returned")
        func liveCrashReplay() {
            let standardOutput = DescriptorPipe()
            let arrived = DispatchSemaphore(value: 0)
            let capture = OutputCapture(descriptors: [standardOutput.writeEnd], delivery: .live { arrived.signal() })
            #expect(capture.begin())
            writeText("shown\n", to: standardOutput.writeEnd)
            #expect(arrived.wait(timeout: .now() + 10) == .success)
            #expect(capture.take() == Array("shown\n".utf8))
            writeText("Fatal error: not shown yet\n", to: standardOutput.writeEnd)
            #expect(arrived.wait(timeout: .now() + 10) == .success)
            // What the crash handlers and the exit hook call.
            #expect(trellis_output_capture_release() == 1)
            #expect(readDescriptor(standardOutput.readEnd, timeout: 100) == Array("Fatal error: not shown yet\n".utf8))
            capture.end()
        }

        @Test("Live: a megabyte written in one call, more than a pipe holds, is drained as it is written")
        func liveLargeWrite() {
            let standardOutput = DescriptorPipe()
            let capture = OutputCapture(descriptors: [standardOutput.writeEnd], delivery: .live {})
            #expect(capture.begin())
            let text = String(repeating: "0123456789abcdef", count: 65_536)
            let written = DispatchSemaphore(value: 0)
            let target = standardOutput.writeEnd
            Thread.detachNewThread {
                let bytes = Array(text.utf8)
                var offset = 0
                while offset < bytes.count {
                    let count = bytes[offset...].withUnsafeBytes { write(target, $0.baseAddress, $0.count) }
                    guard count > 0 else { break }
                    offset += count
                }
                written.signal()
            }
            #expect(written.wait(timeout: .now() + 10) == .success, "the write blocked on a full pipe")
            #expect(capture.take() == Array(text.utf8))
            capture.end()
        }
    }
}
