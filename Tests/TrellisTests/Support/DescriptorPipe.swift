#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// A pipe's two ends, closed on deinit unless closed before.
final class DescriptorPipe {
    /// The end bytes are read from.
    private(set) var readEnd: Int32
    /// The end bytes are written to.
    private(set) var writeEnd: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        #expect(pipe(&ends) == 0)
        readEnd = ends[0]
        writeEnd = ends[1]
    }

    deinit {
        closeReadEnd()
        closeWriteEnd()
    }

    /// Closes the read end: a write then fails with `EPIPE`.
    func closeReadEnd() {
        if readEnd >= 0 { close(readEnd) }
        readEnd = -1
    }

    /// Closes the write end: the reader then sees end of file.
    func closeWriteEnd() {
        if writeEnd >= 0 { close(writeEnd) }
        writeEnd = -1
    }

    /// Hands the read end to a new owner; this pipe no longer closes it.
    func takeReadEnd() -> Int32 {
        defer { readEnd = -1 }
        return readEnd
    }

    /// Hands the write end to a new owner; this pipe no longer closes it.
    func takeWriteEnd() -> Int32 {
        defer { writeEnd = -1 }
        return writeEnd
    }
}
