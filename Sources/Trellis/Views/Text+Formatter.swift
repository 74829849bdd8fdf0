import Foundation

extension Text {
    /// Creates text that shows a value as `formatter` formats it (nothing
    /// when the formatter cannot format it).
    ///
    /// ```swift
    /// let formatter = DateFormatter()
    /// formatter.dateStyle = .medium
    /// Text(event.date, formatter: formatter)   // "26 Nov 2026"
    /// ```
    ///
    /// Formatted once, when the text is made. Cost: the formatter's.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Creates text that shows a date as `formatter` formats it: the form
    /// above for `Date`, which is not `ReferenceConvertible` in the
    /// Foundation of Linux.
    public init(_ date: Date, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: date) ?? "")
    }

    /// Creates text that shows an object as `formatter` formats it (nothing
    /// for `nil`, or when the formatter cannot format it).
    ///
    /// ```swift
    /// Text(NSNumber(value: 0.25), formatter: percentFormatter)   // "25%"
    /// ```
    public init<Subject: NSObject>(_ subject: Subject?, formatter: Formatter) {
        self.init(verbatim: subject.flatMap { formatter.string(for: $0) } ?? "")
    }
}
