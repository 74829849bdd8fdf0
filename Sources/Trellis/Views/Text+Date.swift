import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date.
    ///
    /// | style | shows | for 26 Nov 2026 14:30, two hours and five minutes from now |
    /// |---|---|---|
    /// | `.date` | the long date | `26 November 2026` (in the process's locale) |
    /// | `.time` | the short time | `2:30 PM` |
    /// | `.relative` | the distance from now, two largest units | `2 hours, 5 minutes` |
    /// | `.offset` | the signed distance, largest unit | `+2 hours` |
    /// | `.timer` | the distance as a clock | `2:05:00` |
    public struct DateStyle: Hashable, Sendable {
        let kind: Int

        /// The date, in the long form.
        public static let date = DateStyle(kind: 0)
        /// The time of day, in the short form.
        public static let time = DateStyle(kind: 1)
        /// The distance from now, in its two largest units.
        public static let relative = DateStyle(kind: 2)
        /// The signed distance from now, in its largest unit.
        public static let offset = DateStyle(kind: 3)
        /// The distance from now as a clock, `m:ss` or `h:mm:ss`.
        public static let timer = DateStyle(kind: 4)
    }

    /// Shows `date` in `style`.
    ///
    /// ```swift
    /// Text(event.start, style: .time)
    /// Text(deadline, style: .relative)
    /// ```
    ///
    /// The relative styles (`.relative`, `.offset`, `.timer`) keep
    /// themselves current, as in SwiftUI: the text's node wakes when the
    /// shown seconds change (once a second while it is on screen, on the
    /// host's clock) and redraws the text alone; no body runs. A text made
    /// by joining one with `+` shows the distance as it was when joined.
    /// Cost: one timer per ticking text on screen.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: Self.format(date, style: style, now: Date()))
        if style == .relative || style == .offset || style == .timer {
            liveDate = LiveDate(date: date, style: style)
        }
    }

    /// A date shown in a relative style, which the text's node keeps
    /// current.
    struct LiveDate: Equatable, Sendable {
        let date: Date
        let style: DateStyle

        /// How long after `now` the shown text next changes: when the
        /// distance, rounded to whole seconds, does.
        ///
        /// ```
        /// 65.3 s ahead, shown "1:05" → changes 0.8 s later, at 64.5 s ("1:04")
        /// 10.2 s ago,   shown "0:10" → changes 0.3 s later, at 10.5 s ("0:11")
        /// ```
        func nextChange(after now: Date) -> Duration {
            let interval = date.timeIntervalSince(now)
            guard interval.isFinite else { return .seconds(1) }
            let distance = abs(interval)
            let shown = distance.rounded()
            let delay = interval > 0 ? distance - (shown - 0.5) : (shown + 0.5) - distance
            return .milliseconds(Int((min(max(delay, 0.001), 1) * 1000).rounded(.up)))
        }
    }

    /// Shows a range of dates as `start – end`, each as its time when both
    /// fall on the same day, else as its date and time.
    ///
    /// ```swift
    /// Text(meeting.start...meeting.end)   // "2:00 PM – 3:00 PM"
    /// ```
    public init(_ dates: ClosedRange<Date>) {
        let sameDay = Calendar.current.isDate(dates.lowerBound, inSameDayAs: dates.upperBound)
        func shown(_ date: Date) -> String {
            sameDay
                ? date.formatted(date: .omitted, time: .shortened) : date.formatted(date: .abbreviated, time: .shortened)
        }
        self.init(verbatim: "\(shown(dates.lowerBound)) – \(shown(dates.upperBound))")
    }

    /// Shows an interval as its start and end (as a range of dates).
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    /// `date` in `style`, measured from `now` for the relative styles.
    nonisolated static func format(_ date: Date, style: DateStyle, now: Date) -> String {
        switch style {
        case .date: return date.formatted(date: .long, time: .omitted)
        case .time: return date.formatted(date: .omitted, time: .shortened)
        default: break
        }
        let interval = date.timeIntervalSince(now)
        // A distance no clock shows (NaN, beyond Int) is shown as the largest.
        let seconds = interval.isFinite ? Int(min(abs(interval).rounded(), 1e15)) : Int(1e15)
        switch style {
        case .timer:
            let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
            func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
            return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
        case .offset:
            let largest = units(of: seconds).first ?? "0 seconds"
            return seconds == 0 ? largest : (interval < 0 ? "-" : "+") + largest
        default:
            let parts = units(of: seconds).prefix(2)
            return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
        }
    }

    /// The non-zero days, hours, minutes and seconds of `seconds`, largest
    /// first: 7,500 → ["2 hours", "5 minutes"].
    nonisolated private static func units(of seconds: Int) -> [String] {
        let amounts = [
            (seconds / 86_400, "day"), (seconds / 3600 % 24, "hour"), (seconds / 60 % 60, "minute"), (seconds % 60, "second"),
        ]
        return amounts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
    }
}
