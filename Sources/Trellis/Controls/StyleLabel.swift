/// The label a control hands its style, its type erased: what
/// `ButtonStyleConfiguration.Label` and `ToggleStyleConfiguration.Label`
/// are (an engine type; use those names).
///
/// ```swift
/// func makeBody(configuration: Configuration) -> some View {
///     HStack { Text("→"); configuration.label }
/// }
/// ```
public struct _StyleLabel: View {
    let content: AnyView

    init<Content: View>(_ content: Content) {
        self.content = AnyView(content)
    }

    /// The label the control was given.
    public var body: some View { content }
}

/// A style with its type erased, as the environment holds it: the function
/// that draws a control from its configuration.
struct AnyStyle<Configuration> {
    let makeBody: @MainActor (Configuration) -> AnyView
}
