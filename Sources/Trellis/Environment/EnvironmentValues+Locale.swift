import Foundation

struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { .current }
}

struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { .current }
}

struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { .current }
}

extension EnvironmentValues {
    /// The locale views format for: the process's (`Locale.current`, from
    /// `LANG` and `LC_*`) unless set above.
    ///
    /// ```swift
    /// @Environment(\.locale) private var locale
    /// Text(price.formatted(.currency(code: "EUR").locale(locale)))
    /// ContentView().environment(\.locale, Locale(identifier: "fr_FR"))
    /// ```
    ///
    /// Trellis's own texts (`Text(_:style:)`, date pickers) format in the
    /// process's locale; read this value to format in the one set here.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar views compute dates in: `Calendar.current` unless set
    /// above.
    ///
    /// ```swift
    /// @Environment(\.calendar) private var calendar
    /// let weekday = calendar.component(.weekday, from: date)
    /// ```
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone views show times in: `TimeZone.current` (from `TZ`)
    /// unless set above.
    ///
    /// ```swift
    /// ClockView().environment(\.timeZone, TimeZone(identifier: "UTC")!)
    /// ```
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
