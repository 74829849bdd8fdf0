import Foundation
import Trellis

// A full-screen program the end-to-end tests end in every way a program can
// end, to check that the terminal is restored each time: a key per ending.

struct Probe: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading) {
            Text("probe ready, pid \(getpid())")
            Text("p print · f fatalError · s segfault · e exit(3) · q quit")
        }
        .onKeyPress { press in
            switch press.characters {
            case "p":
                print("printed while full screen")
                FileHandle.standardError.write(Data("stderr while full screen\n".utf8))
            case "f":
                fatalError("probe crash")
            case "s":
                UnsafeMutablePointer<Int>(bitPattern: 8)!.pointee = 1
            case "e":
                exit(3)
            case "q":
                dismiss()
            default:
                return .ignored
            }
            return .handled
        }
    }
}

do {
    try await Terminal.run { Probe() }
} catch TerminalError.interrupted(let signal) {
    exit(128 + signal)
} catch {
    FileHandle.standardError.write(Data("probe: \(error)\n".utf8))
    exit(1)
}
