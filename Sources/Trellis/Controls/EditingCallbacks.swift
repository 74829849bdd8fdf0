/// The actions of a text field's older initializers:
/// `TextField(_:text:onEditingChanged:onCommit:)` and
/// `SecureField(_:text:onCommit:)`.
///
/// ```swift
/// TextField("Name", text: $name, onEditingChanged: { isEditing = $0 }, onCommit: save)
/// ```
///
/// The field calls `onEditingChanged` with `true` when it takes the focus
/// and `false` when it gives it up, and `onCommit` on Return, before the
/// `.onSubmit` actions. Two optional closures per field.
struct EditingCallbacks {
    var onEditingChanged: ((Bool) -> Void)?
    var onCommit: (() -> Void)?
}

extension TextField where Label == Text {
    /// A field that reports when editing starts and ends, and when Return
    /// is pressed: SwiftUI's older form.
    ///
    /// ```swift
    /// TextField("Search", text: $query, onEditingChanged: { searching = $0 }, onCommit: runSearch)
    /// ```
    ///
    /// `onEditingChanged(true)` runs when the field takes the focus and
    /// `onEditingChanged(false)` when it leaves it; `onCommit` runs on
    /// Return, before any `.onSubmit` action, and Return then stops at the
    /// field. Cost: two closures kept with the field.
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text, prompt: nil, title: titleKey.resolved, isSecure: false)
        callbacks = EditingCallbacks(onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    /// A field, titled verbatim, that reports when editing starts and ends
    /// and when Return is pressed: SwiftUI's older form.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(text: text, prompt: nil, title: String(title), isSecure: false)
        callbacks = EditingCallbacks(onEditingChanged: onEditingChanged, onCommit: onCommit)
    }
}

extension SecureField where Label == Text {
    /// A secure field that runs `onCommit` on Return: SwiftUI's older form.
    ///
    /// ```swift
    /// SecureField("Password", text: $password, onCommit: signIn)
    /// ```
    ///
    /// `onCommit` runs before any `.onSubmit` action, and Return then
    /// stops at the field.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        var field = TextField<Label>(text: text, prompt: nil, title: titleKey.resolved, isSecure: true)
        field.callbacks = EditingCallbacks(onCommit: onCommit)
        self.field = field
    }

    /// A secure field, titled verbatim, that runs `onCommit` on Return.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        var field = TextField<Label>(text: text, prompt: nil, title: String(title), isSecure: true)
        field.callbacks = EditingCallbacks(onCommit: onCommit)
        self.field = field
    }
}
