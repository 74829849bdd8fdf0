import Foundation
import Trellis

/// A stopwatch: `Timer.publish(…).autoconnect()` with `.onReceive`, large
/// monospaced digits, a running light, and start, stop and reset buttons on
/// a material.
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
                .font(.system(size: 48, design: .monospaced))
                .fontWeight(.semibold)
                .monospacedDigit()
                .minimumScaleFactor(0.5)
                .textSelection(.enabled)
            Ellipse().fill(isRunning ? Color.green : Color.gray).frame(width: 5, height: 1)
            HStack {
                Button(isRunning ? "Stop" : "Start") { isRunning.toggle() }
                    .buttonStyle(.borderedProminent)
                    .tint(isRunning ? .red : .green)
                Button("Reset") { elapsed = 0 }
                    .buttonStyle(.plain)
                    .monospaced()
                    .disabled(elapsed == 0)
            }
        }
        .padding()
        .background(.ultraThinMaterial)
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .cornerRadius(12)
        .ignoresSafeArea()
        .onReceive(timer) { _ in
            if isRunning {
                elapsed += 1
            }
        }
    }
}
