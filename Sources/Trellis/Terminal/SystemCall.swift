#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// The descriptor system calls under names that types with `read`, `write`
// and `close` methods of their own (`TerminalDevice`, `AtomicFile`) can
// reach: inside such a type the plain names mean its methods, here, at the
// top level, they mean the C calls. Each is the call as it is: no retry on
// `EINTR`, errors in `errno`.
//
//     let count = systemWrite(descriptor, pointer, length)   // write(2)

/// `open(2)` without a creation mode.
func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
    open(path, flags)
}

/// `read(2)`.
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// `write(2)`.
func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// `close(2)`.
func systemClose(_ descriptor: Int32) -> Int32 {
    close(descriptor)
}
