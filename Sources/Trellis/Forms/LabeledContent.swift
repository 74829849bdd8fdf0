/// A label beside a value: SwiftUI's `LabeledContent`, drawn with the
/// label at the leading edge and the value at the trailing edge of the
/// width it is offered (a form row's whole width).
///
/// ```swift
/// LabeledContent("Version", value: "1.2")            // Version          1.2
/// LabeledContent("Total", value: 12.5, format: .number)
/// LabeledContent("Volume") { Stepper("", value: $volume) }
/// ```
///
/// The value is faint when it is text the content made from `value:`, as
/// a form shows read-only values. Cost: one stack.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// The view `content` makes, labelled by the view `label` makes.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// The label, a flexible gap, the content.
    public var body: some View {
        HStack {
            label
            Spacer(minLength: 1)
            content
        }
    }
}

extension LabeledContent where Label == Text {
    /// The view `content` makes, labelled by a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// The view `content` makes, labelled `title`.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A value shown as text, labelled by a localized key.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value).dim() }, label: { Text(titleKey) })
    }

    /// A value shown as text, labelled `title`.
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value).dim() }, label: { Text(title) })
    }

    /// A value shown with `format`, labelled by a localized key.
    public init<Format: FormatStyle>(_ titleKey: LocalizedStringKey, value: Format.FormatInput, format: Format)
    where Format.FormatInput: Equatable, Format.FormatOutput == String {
        self.init(content: { Text(value, format: format).dim() }, label: { Text(titleKey) })
    }

    /// A value shown with `format`, labelled `title`.
    public init<S: StringProtocol, Format: FormatStyle>(_ title: S, value: Format.FormatInput, format: Format)
    where Format.FormatInput: Equatable, Format.FormatOutput == String {
        self.init(content: { Text(value, format: format).dim() }, label: { Text(title) })
    }
}
