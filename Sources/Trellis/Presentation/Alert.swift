/// The alert of SwiftUI's first API: a title, an optional message and one
/// or two buttons, presented by `.alert(isPresented:content:)` or
/// `.alert(item:content:)`.
///
/// ```swift
/// .alert(isPresented: $confirming) {
///     Alert(
///         title: Text("Delete the file?"), message: Text("This cannot be undone."),
///         primaryButton: .destructive(Text("Delete")) { delete() },
///         secondaryButton: .cancel())
/// }
/// ```
///
/// It is drawn as the alerts of `.alert(_:isPresented:actions:message:)`:
/// a box over the dimmed presenter, the buttons in a row. A button ends the
/// alert after its action; Esc runs the cancel button. Cost: a value; the
/// box is built when the alert is presented.
@MainActor @preconcurrency
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// Creates an alert with one button, "OK" when `dismissButton` is `nil`.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// Creates an alert with two buttons, drawn in this order.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    init(title: Text, message: Text?, buttons: [Button]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// The box this alert shows: its buttons in a row, or one per row
    /// when `stacksActions` (an action sheet).
    func content(stacksActions: Bool) -> _AlertContent<AlertButtons, Text?> {
        _AlertContent(title: title, actions: AlertButtons(buttons: buttons), message: message, stacksActions: stacksActions)
    }
}

extension Alert {
    /// A button of an ``Alert`` or an ``ActionSheet``: a label, a role and
    /// an action.
    ///
    /// ```swift
    /// .destructive(Text("Delete")) { delete() }
    /// .cancel()
    /// ```
    ///
    /// Drawn as a ``Trellis/Button`` with the same role (a destructive one
    /// in red, a cancel one run by Esc). Cost: a value.
    @MainActor @preconcurrency
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button with the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// A cancel button with a custom label; Esc runs it.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A cancel button labelled "Cancel"; Esc runs it.
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// A button that destroys data, drawn in red.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }
}
