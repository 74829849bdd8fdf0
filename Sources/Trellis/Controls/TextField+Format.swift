import Foundation

extension TextField where Label == Text {
    /// A field that edits a value through a format style: it shows the
    /// value formatted, lets the text be typed freely, and writes the value
    /// when the text is committed.
    ///
    /// ```swift
    /// @State private var amount = 0.0
    /// TextField("Amount", value: $amount, format: .currency(code: "EUR"))
    /// TextField("Guests", value: $guests, format: .number)
    /// ```
    ///
    /// As in SwiftUI, the value is written on commit: Return (before the
    /// `.onSubmit` actions run) or the focus leaving the field. Text the
    /// format cannot parse leaves the value as it was, and the field shows
    /// the value again. A change of the value from elsewhere replaces the
    /// text. Cost: one format per change of the value, one parse per commit.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(text: .constant(""), prompt: prompt, title: titleKey.resolved, isSecure: false)
        self.value = FormattedValue(value: value, format: format)
    }

    /// A field that edits a value through a format style, its title shown
    /// verbatim.
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(text: .constant(""), prompt: prompt, title: String(title), isSecure: false)
        self.value = FormattedValue(value: value, format: format)
    }

    /// A field that edits an optional value: empty text commits `nil`.
    ///
    /// ```swift
    /// TextField("Age", value: $age, format: .number)   // age: Int?
    /// ```
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(text: .constant(""), prompt: prompt, title: titleKey.resolved, isSecure: false)
        self.value = FormattedValue(optional: value, format: format)
    }

    /// A field that edits an optional value, its title shown verbatim.
    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(text: .constant(""), prompt: prompt, title: String(title), isSecure: false)
        self.value = FormattedValue(optional: value, format: format)
    }

    /// A field that grows along `axis`: `.vertical` wraps the text and
    /// grows a row at a time, between the rows `.lineLimit` reserves and
    /// its upper bound, then scrolls, as a ``TextEditor`` does;
    /// `.horizontal` is the one-line field.
    ///
    /// ```swift
    /// TextField("Bio", text: $bio, axis: .vertical).lineLimit(2...5)
    /// ```
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        self.init(text: text, prompt: prompt, title: titleKey.resolved, isSecure: false)
        self.axis = axis
    }

    /// A field with a title shown verbatim that grows along `axis`, as the
    /// field with a localized title does.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis) {
        self.init(text: text, prompt: prompt, title: String(title), isSecure: false)
        self.axis = axis
    }
}

extension TextField {
    /// A field with a label view that edits a value through a format style.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(text: .constant(""), prompt: prompt, label: label)
        self.value = FormattedValue(value: value, format: format)
    }
}

/// The value a formatted text field edits, as the two operations its node
/// needs.
@MainActor
struct FormattedValue {
    /// The value as text (reading the binding, so the field depends on it).
    let format: @MainActor () -> String
    /// Parses `text` and writes the value; returns whether it parsed.
    let commit: @MainActor (String) -> Bool

    init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format style: F) where F.FormatOutput == String {
        format = { style.format(value.wrappedValue) }
        commit = { text in
            guard let parsed = try? style.parseStrategy.parse(text.trimmingCharacters(in: .whitespaces)) else {
                return false
            }
            value.wrappedValue = parsed
            return true
        }
    }

    init<F: ParseableFormatStyle>(optional value: Binding<F.FormatInput?>, format style: F)
    where F.FormatOutput == String {
        format = { value.wrappedValue.map { style.format($0) } ?? "" }
        commit = { text in
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty {
                value.wrappedValue = nil
                return true
            }
            guard let parsed = try? style.parseStrategy.parse(trimmed) else { return false }
            value.wrappedValue = parsed
            return true
        }
    }
}
