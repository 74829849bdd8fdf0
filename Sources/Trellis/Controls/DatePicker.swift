import Foundation

/// A control that picks a date, a time of day, or both.
///
/// ```swift
/// @State private var due = Date()
/// DatePicker("Due", selection: $due, displayedComponents: .date)
/// DatePicker("Alarm", selection: $alarm, in: Date()..., displayedComponents: .hourAndMinute)
/// ```
///
/// Drawn as its label, then the fields `2026-11-26  14:30` (year, month,
/// day; hour and minute, 24-hour), in the process's calendar and time zone.
/// Tab or a click focuses it (a click on a field chooses that field); the
/// focused field is in reverse video; ← and → move between the fields, ↑ and
/// ↓ add or take away one of the field's unit (a day after the 31st is the
/// next month's 1st), Page Up and Page Down ten. The date stays within the
/// range given. `.datePickerStyle(_:)` is accepted: every style draws the
/// fields. Cost: O(1) per key.
public struct DatePicker<Label: View>: View {
    let label: Label
    let fields: _DateFields

    /// A picker of the components of `selection` given, within `range`.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.date, .hourAndMinute], @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        fields = _DateFields(
            selection: selection, lower: range.lowerBound, upper: range.upperBound, components: displayedComponents)
    }

    /// A picker of the components of `selection` given, at or after a date.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.date, .hourAndMinute], @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        fields = _DateFields(selection: selection, lower: range.lowerBound, upper: nil, components: displayedComponents)
    }

    /// A picker of the components of `selection` given, at or before a date.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.date, .hourAndMinute], @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        fields = _DateFields(selection: selection, lower: nil, upper: range.upperBound, components: displayedComponents)
    }

    /// A picker of the components of `selection` given.
    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute],
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        fields = _DateFields(selection: selection, lower: nil, upper: nil, components: displayedComponents)
    }

    /// The label and the fields.
    public var body: some View {
        HStack(spacing: 1) {
            ControlLabel(label)
            fields
        }
    }
}

extension DatePicker where Label == Text {
    /// A picker with a localized title.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker with a title shown verbatim.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker with a title shown verbatim, within `range`.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker with a title shown verbatim, at or after a date.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker with a title shown verbatim, at or before a date.
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker with a localized title, within `range`.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker with a localized title, at or after a date.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker with a localized title, at or before a date.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.date, .hourAndMinute]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

/// The parts of a date a ``DatePicker`` shows.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    /// The components as bits.
    public let rawValue: UInt

    /// Creates a set of components from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The year, month and day.
    public static let date = DatePickerComponents(rawValue: 1 << 0)
    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

/// How a date picker looks; every style draws the fields in a terminal.
public protocol DatePickerStyle {}

/// The default date picker style.
public struct DefaultDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
}

/// A compact date picker.
public struct CompactDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
}

/// A calendar in SwiftUI.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
}

/// Wheels in SwiftUI.
public struct WheelDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
}

/// Text fields, as drawn here.
public struct FieldDatePickerStyle: DatePickerStyle {
    /// Creates the style.
    public init() {}
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The default style.
    public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// A compact picker.
    public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// A calendar.
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// Wheels.
    public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
    /// Text fields.
    public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

extension View {
    /// Sets how the date pickers in this view look in SwiftUI; accepted:
    /// every style draws the fields.
    public func datePickerStyle<Style: DatePickerStyle>(_ style: Style) -> some View {
        self
    }
}
