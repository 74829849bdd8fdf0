import Foundation

/// A view that evaluates its content again on a schedule: SwiftUI's
/// `TimelineView`.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date, style: .time)
/// }
/// ```
///
/// The content is evaluated when the view appears and again at every tick
/// of the schedule, on the host's clock (a `TestHost` ticks it with
/// `advance(by:)`), from its appearance to its disappearance, so a hidden
/// timeline costs nothing. `.periodic(from:by:)` ticks every interval,
/// `.everyMinute` every 60 seconds, `.animation` 15 times a second (a
/// terminal's useful rate; paused, never). Cost: one timer per visible
/// timeline, one evaluation of the content per tick.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content is given: the date of the tick.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (Context) -> Content

    /// A timeline of `content` evaluated at `schedule`'s ticks.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// The content for the latest tick.
    public var body: some View {
        TimelineTicks(interval: schedule._interval, content: content)
    }
}

/// What a ``TimelineView`` gives its content.
public struct TimelineViewDefaultContext {
    /// How often the timeline ticks, roughly.
    public enum Cadence: Comparable, Sendable {
        /// Many times a second.
        case live
        /// About once a second.
        case seconds
        /// About once a minute.
        case minutes
    }

    /// The date of the tick the content is evaluated for.
    public let date: Date
    /// How often the timeline ticks.
    public let cadence: Cadence
}

/// When a ``TimelineView`` ticks (engine hook: the interval between ticks).
public protocol TimelineSchedule: Sendable {
    /// The seconds between ticks, or `nil` for none (engine hook).
    var _interval: TimeInterval? { get }
}

/// Ticks every `interval` seconds.
public struct PeriodicTimelineSchedule: TimelineSchedule, Hashable {
    let startDate: Date
    let interval: TimeInterval

    /// Ticks every `interval` seconds from `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The interval (engine hook).
    public var _interval: TimeInterval? { interval }
}

/// Ticks every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Hashable {
    /// Creates the schedule.
    public init() {}

    /// Sixty seconds (engine hook).
    public var _interval: TimeInterval? { 60 }
}

/// Ticks as often as an animation would draw: 15 times a second in a
/// terminal, or at `minimumInterval` when that is longer; never while
/// paused.
public struct AnimationTimelineSchedule: TimelineSchedule, Hashable {
    let minimumInterval: Double?
    let paused: Bool

    /// Creates the schedule.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// The interval, or `nil` while paused (engine hook).
    public var _interval: TimeInterval? { paused ? nil : max(minimumInterval ?? 0, 1.0 / 15) }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Ticks every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Ticks every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Ticks 15 times a second.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Ticks at most every `minimumInterval` seconds; never while `paused`.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

/// The content of a ``TimelineView`` for the latest tick, ticked by a timer
/// on the host's clock while it is shown.
struct TimelineTicks<Content: View>: View {
    let interval: TimeInterval?
    let content: (TimelineViewDefaultContext) -> Content
    @State private var date = Date()

    private var cadence: TimelineViewDefaultContext.Cadence {
        guard let interval else { return .minutes }
        return interval < 1 ? .live : interval < 60 ? .seconds : .minutes
    }

    var body: some View {
        if let interval {
            content(TimelineViewDefaultContext(date: date, cadence: cadence))
                .onReceive(Timer.publish(every: interval, on: .main, in: .common).autoconnect()) { date = $0 }
        } else {
            content(TimelineViewDefaultContext(date: date, cadence: cadence))
        }
    }
}
