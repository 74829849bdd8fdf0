/// The action sheet of SwiftUI's first API: a title, an optional message
/// and a list of buttons, presented by `.actionSheet(isPresented:content:)`
/// or `.actionSheet(item:content:)`.
///
/// ```swift
/// .actionSheet(isPresented: $sharing) {
///     ActionSheet(title: Text("Share"), buttons: [
///         .default(Text("Copy link")) { copyLink() },
///         .cancel(),
///     ])
/// }
/// ```
///
/// It is drawn as a confirmation dialog with a visible title: a box over
/// the dimmed presenter, one button per row. A button ends the sheet after
/// its action; Esc runs the cancel button. Cost: a value; the box is built
/// when the sheet is presented.
@MainActor @preconcurrency
public struct ActionSheet {
    /// A button of an action sheet: the same as an alert's.
    public typealias Button = Alert.Button

    let alert: Alert

    /// Creates an action sheet; without `buttons` it has a "Cancel" button.
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {
        alert = Alert(title: title, message: message, buttons: buttons)
    }
}
