import Foundation
import Trellis

/// A stopwatch: `Timer.publish(…).autoconnect()` with `.onReceive`, large
/// monospaced digits, and start, stop and reset buttons.
public struct TimerApp: View {
    @State private var elapsed = 0
    @State private var isRunning = false
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    public init() {}

    var formatted: String {
        String(format: "%02d:%02d", elapsed / 60, elapsed % 60)
    }

    public var body: some View {
        VStack(spacing: 1) {
            Text(formatted)
                .font(.largeTitle)
                .monospacedDigit()
            HStack {
                Button(isRunning ? "Stop" : "Start") { isRunning.toggle() }
                    .buttonStyle(.borderedProminent)
                    .tint(isRunning ? .red : .green)
                Button("Reset") { elapsed = 0 }
                    .disabled(elapsed == 0)
            }
        }
        .onReceive(timer) { _ in
            if isRunning {
                elapsed += 1
            }
        }
    }
}
