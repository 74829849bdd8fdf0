import Foundation

/// How far a counted piece of work has got, with the figures a command-line
/// user looks for: the count, the time so far, the rate and the time left
/// (rich's and tqdm's progress columns), as a view.
///
/// ```swift
/// ProgressReport("Uploading", completed: 42, total: 100, elapsed: .seconds(12))
/// ```
///
/// ```
/// Uploading ████████████▌                42%
/// 42/100 · 0:12 elapsed · 3.5/s · 0:16 left
/// ```
///
/// The rate is the count over the time so far; the time left is what the
/// rest takes at that rate (`–` before the first item, `done` at the end).
/// Times show as m:ss, or h:mm:ss from an hour. A count outside
/// `0...total` is clamped. The view only shows the figures it is given;
/// `Prompt.progress(_:total:work:)` runs work with one, keeping the
/// figures and the clock up to date. Cost: O(1).
public struct ProgressReport: View {
    let title: String
    let completed: Int
    let total: Int
    let elapsed: Duration

    /// The progress of `completed` items of `total`, `elapsed` after it began.
    public init(_ title: String, completed: Int, total: Int, elapsed: Duration) {
        self.title = title
        self.total = max(total, 0)
        self.completed = min(max(completed, 0), self.total)
        self.elapsed = max(elapsed, .zero)
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 1) {
                Text(title).bold()
                ProgressBar(fraction: total > 0 ? Double(completed) / Double(total) : 1)
            }
            Text(figures).dim()
        }
    }

    /// `42/100 · 0:12 elapsed · 3.5/s · 0:16 left`.
    var figures: String {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let rate = seconds > 0 ? Double(completed) / seconds : 0
        let left: String
        if completed >= total {
            left = "done"
        } else if rate > 0 {
            left = Self.clock(Double(total - completed) / rate) + " left"
        } else {
            left = "– left"
        }
        let rateText = completed == 0 ? "–/s" : (rate < 10 ? String(format: "%.1f/s", rate) : "\(Int(rate.rounded()))/s")
        return "\(completed)/\(total) · \(Self.clock(seconds)) elapsed · \(rateText) · \(left)"
    }

    /// `seconds` as m:ss, or h:mm:ss from an hour.
    ///
    /// ```
    /// 12 → "0:12"    754 → "12:34"    3_725 → "1:02:05"
    /// ```
    static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.down))
        let (hours, minutes, rest) = (whole / 3_600, whole / 60 % 60, whole % 60)
        let paddedSeconds = rest < 10 ? "0\(rest)" : "\(rest)"
        if hours > 0 {
            return "\(hours):" + (minutes < 10 ? "0\(minutes)" : "\(minutes)") + ":" + paddedSeconds
        }
        return "\(minutes):" + paddedSeconds
    }
}
