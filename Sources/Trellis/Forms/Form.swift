/// A scrollable column of controls grouped in sections: SwiftUI's `Form`,
/// for settings and data entry.
///
/// ```swift
/// Form {
///     Section("Account") {
///         TextField("Name", text: $name)
///         Toggle("Notifications", isOn: $notifies)
///     }
///     Section {
///         LabeledContent("Version", value: "1.2")
///     } footer: {
///         Text("Made with Trellis")
///     }
/// }
/// ```
///
/// A form is a vertical scroll view over its rows. Each ``Section`` draws
/// its header in bold, its rows indented by two columns, its footer faint,
/// and a blank line after it:
///
/// ```
/// Account
///   Name      Ada
///   [x] Notifications
///
///   Version                 1.2
///   Made with Trellis
/// ```
///
/// Rows take the form's whole width, so ``LabeledContent`` puts its value
/// at the right edge. Tab moves through the form's controls and the form
/// scrolls to keep the focused one in view. `.formStyle(_:)` is accepted.
/// Cost: every row is built (a form is short); use `List` for long data.
public struct Form<Content: View>: View {
    let content: Content

    /// A form of `content`'s rows and sections.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The rows in a scroll view, sections drawn as a form's.
    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) { content }
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .environment(\.isInForm, true)
    }
}

struct IsInFormKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the views here are rows of a ``Form``: sections draw as a
    /// form's.
    var isInForm: Bool {
        get { self[IsInFormKey.self] }
        set { self[IsInFormKey.self] = newValue }
    }
}

/// The look of a form: accepted, every form draws as ``Form`` describes.
public struct FormStyleConfiguration {}

/// How forms look: accepted for source compatibility.
@MainActor @preconcurrency
public protocol FormStyle {}

/// The default form style.
public struct AutomaticFormStyle: FormStyle {
    /// Creates the style.
    public init() {}
}

/// Grouped sections: accepted (the way every form draws).
public struct GroupedFormStyle: FormStyle {
    /// Creates the style.
    public init() {}
}

/// Labels and controls in columns: accepted.
public struct ColumnsFormStyle: FormStyle {
    /// Creates the style.
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The default style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Grouped sections.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Labels and controls in columns.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
    /// Sets the style of the forms in this view: accepted, no effect.
    public func formStyle<Style: FormStyle>(_ style: Style) -> some View { self }
}
