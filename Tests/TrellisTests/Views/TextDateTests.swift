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
}
