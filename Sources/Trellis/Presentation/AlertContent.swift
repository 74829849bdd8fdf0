/// What an alert or a confirmation dialog shows inside its box: the title
/// in bold, the message, then the buttons (in a row for an alert, one per
/// row for a dialog, always in the standard style, whatever button style
/// the presenter sets), with a column of margin on each side.
///
/// ```
/// ╭───────────────────────╮
/// │ Delete the file?      │
/// │ This cannot be undone.│
/// │ [ Delete ] [ Cancel ] │
/// ╰───────────────────────╯
/// ```
public struct _AlertContent<Actions: View, Message: View>: View {
    let title: Text?
    let actions: Actions
    let message: Message
    let stacksActions: Bool

    /// The title, message and buttons.
    public var body: some View {
        VStack(alignment: .leading) {
            if let title {
                title.bold()
            }
            message
            Group {
                if stacksActions {
                    VStack(alignment: .leading) { actions }
                } else {
                    HStack { actions }
                }
            }
            .buttonStyle(.automatic)
        }
        .padding(.horizontal)
    }
}
