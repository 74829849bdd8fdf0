import Foundation
import Testing
@testable import Trellis

/// `DatePicker`: fields of the date and time, changed with the arrows.
@MainActor
@Suite("DatePicker")
struct DatePickerTests {
    nonisolated static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        Calendar.current.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    @Observable
    final class Reminder {
        var due = DatePickerTests.date(2026, 1, 31, 23, 45)
    }

    struct ReminderForm: View {
        @Bindable var reminder: Reminder
        var body: some View {
            VStack(alignment: .leading) {
                DatePicker("Due", selection: $reminder.due)
                DatePicker("Time", selection: $reminder.due, displayedComponents: .hourAndMinute)
            }
        }
    }

    @Test("Date and time fields; ← → choose a field, ↑ ↓ change it by its unit, carrying into the next month")
    func fields() {
        let reminder = Reminder()
        let host = TestHost(columns: 30, rows: 2) { ReminderForm(reminder: reminder) }
        #expect(host.screen == "Due 2026-01-31  23:45\nTime 23:45")
        host.press(.tab)
        #expect(host.reverseVideoScreen(columns: 30, rows: 2) == "Due «2026»-01-31  23:45\nTime 23:45")
        host.press(.rightArrow)
        host.press(.upArrow)
        #expect(host.screen == "Due 2026-02-28  23:45\nTime 23:45")
        host.press(.rightArrow)
        host.press(.upArrow)
        #expect(host.screen == "Due 2026-03-01  23:45\nTime 23:45")
        host.press(.rightArrow)
        host.press(.rightArrow)
        host.press(.upArrow)
        #expect(host.reverseVideoScreen(columns: 30, rows: 2) == "Due 2026-03-01  23:«46»\nTime 23:46")
        host.press(.rightArrow)
        #expect(reminder.due == Self.date(2026, 3, 1, 23, 46))
        host.press(.tab)
        host.press(.pageDown)
        #expect(host.screen == "Due 2026-03-01  13:46\nTime 13:46")
    }

    @Test("A range keeps the date inside it; a click chooses the field under it")
    func rangeAndClick() {
        let reminder = Reminder()
        let lower = Self.date(2026, 1, 30)
        let host = TestHost(columns: 30, rows: 1) {
            DatePicker("Due", selection: Binding(get: { reminder.due }, set: { reminder.due = $0 }), in: lower...,
                       displayedComponents: .date)
        }
        host.click(column: 13, row: 0)
        #expect(host.reverseVideoScreen(columns: 30, rows: 1) == "Due 2026-01-«31»")
        host.press(.pageDown)
        #expect(reminder.due == lower)
        #expect(host.screen == "Due 2026-01-30")
    }

    @Test("labelsHidden and a disabled picker")
    func hiddenAndDisabled() {
        let host = TestHost(columns: 30, rows: 1) {
            DatePicker("Due", selection: .constant(Self.date(2026, 5, 4)), displayedComponents: .date)
                .labelsHidden().disabled(true)
        }
        host.press(.tab)
        #expect(host.reverseVideoScreen(columns: 30, rows: 1) == "2026-05-04")
        #expect(host.attributeMap(columns: 30, rows: 1) == "dddddddddd")
    }
}
