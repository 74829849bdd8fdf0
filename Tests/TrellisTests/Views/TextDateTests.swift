import Foundation
import Testing
@testable import Trellis

/// `Text(_:style:)` and `Text` of a range of dates.
@MainActor
@Suite("Text of dates")
struct TextDateTests {
    @Test("Relative styles measure from now: two largest units, a signed largest unit, a clock")
    func relativeStyles() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        let later = now.addingTimeInterval(2 * 3600 + 5 * 60)
        #expect(Text.format(later, style: .relative, now: now) == "2 hours, 5 minutes")
        #expect(Text.format(later, style: .offset, now: now) == "+2 hours")
        #expect(Text.format(now.addingTimeInterval(-61), style: .offset, now: now) == "-1 minute")
        #expect(Text.format(later, style: .timer, now: now) == "2:05:00")
        #expect(Text.format(now.addingTimeInterval(-75), style: .timer, now: now) == "1:15")
        #expect(Text.format(now, style: .relative, now: now) == "0 seconds")
        #expect(Text.format(now.addingTimeInterval(86_400 + 1), style: .relative, now: now) == "1 day, 1 second")
    }

    @Test("Date and time styles use Foundation's long date and short time; a same-day range shows times")
    func absoluteStyles() throws {
        let date = try #require(Calendar.current.date(from: DateComponents(year: 2026, month: 11, day: 26, hour: 14, minute: 30)))
        #expect(Text(date, style: .date).plainText == date.formatted(date: .long, time: .omitted))
        #expect(Text(date, style: .time).plainText == date.formatted(date: .omitted, time: .shortened))
        let end = date.addingTimeInterval(3600)
        let time = { (date: Date) in date.formatted(date: .omitted, time: .shortened) }
        #expect(Text(date...end).plainText == "\(time(date)) – \(time(end))")
    }

    /// A countdown whose body counts its evaluations, shown while `switches.flag`.
    struct Countdown: View {
        let deadline: Date
        let switches: Switches
        let log: EventLog
        var body: some View {
            let _ = log("body")
            VStack(alignment: .leading, spacing: 0) {
                if switches.flag {
                    Text(deadline, style: .timer).bold()
                    Text(deadline, style: .relative)
                    Text("frozen ") + Text(deadline, style: .timer)
                }
            }
        }
    }

    @Test("Relative styles tick on the host's clock, redrawing the text alone; joined with + they stay as they were; leaving stops the timer")
    func ticking() {
        let switches = Switches()
        let log = EventLog()
        let deadline = Date().addingTimeInterval(65.2)
        let host = TestHost(columns: 24, rows: 3) { Countdown(deadline: deadline, switches: switches, log: log) }
        #expect(host.screen == "1:05\n1 minute, 5 seconds\nfrozen 1:05")
        #expect(host.cell(column: 0, row: 0).attributes.contains(.bold))
        #expect(log.take() == ["body"])

        host.advance(by: .milliseconds(800))
        #expect(host.screen == "1:04\n1 minute, 4 seconds\nfrozen 1:05")
        host.advance(by: .seconds(4))
        #expect(host.screen == "1:00\n1 minute\nfrozen 1:05")
        host.advance(by: .seconds(60))
        #expect(host.screen == "0:00\n0 seconds\nfrozen 1:05")
        // Past the date the distance grows again.
        host.advance(by: .seconds(2))
        #expect(host.screen == "0:02\n2 seconds\nfrozen 1:05")
        #expect(log.take() == [])

        switches.flag = false
        host.update()
        #expect(host.screen == "")
        #expect(host.session.graph.timers.isEmpty)
    }

    @Test("The next change comes when the rounded distance changes, ahead of the date and past it")
    func nextChange() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        #expect(Text.LiveDate(date: now.addingTimeInterval(65.3), style: .timer).nextChange(after: now) == .milliseconds(800))
        #expect(Text.LiveDate(date: now.addingTimeInterval(-10.2), style: .timer).nextChange(after: now) == .milliseconds(300))
        #expect(Text.LiveDate(date: now, style: .timer).nextChange(after: now) == .milliseconds(500))
    }
}
