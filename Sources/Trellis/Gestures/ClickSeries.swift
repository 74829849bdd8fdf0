/// Counts clicks in a series: each click within ``interval`` of the last on
/// the same view continues it.
///
/// ```
/// clicks at 0 ms, 300 ms, 700 ms → series of 1, 2, 3; a click at 1,500 ms starts again at 1
/// ```
///
/// Kept by the node of a view that takes clicks (`.onTapGesture`,
/// `.gesture`). Cost: O(1) per click.
struct ClickSeries {
    /// The longest pause between two clicks of one series.
    static var interval: Duration { .milliseconds(500) }

    private var count = 0
    private var last: Duration?

    /// Records a click at `now` on the host's clock and returns how many
    /// clicks the series holds with it.
    mutating func click(at now: Duration) -> Int {
        if let last, now - last <= Self.interval {
            count += 1
        } else {
            count = 1
        }
        last = now
        return count
    }

    /// Ends the series: the next click starts a new one.
    mutating func end() {
        count = 0
        last = nil
    }
}
