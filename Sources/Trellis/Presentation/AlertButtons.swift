/// The buttons of an ``Alert`` or an ``ActionSheet``, as the role buttons an
/// alert's `actions` builder makes.
struct AlertButtons: View {
    let buttons: [Alert.Button]

    /// One ``Button`` per alert button, in order.
    var body: some View {
        ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            Trellis.Button(role: button.role, action: { button.action?() }) { button.label }
        }
    }
}
