/// A label that shows or hides its content: SwiftUI's `DisclosureGroup`,
/// drawn as `▸ Label` (collapsed) or `▾ Label` over its content indented by
/// two columns.
///
/// ```swift
/// DisclosureGroup("Advanced") {
///     Toggle("Verbose logging", isOn: $verbose)
/// }
/// DisclosureGroup(isExpanded: $showsDetails) { Details() } label: { Text("Details") }
/// ```
///
/// The label is focusable: Space, Return or a click toggles it, → expands
/// and ← collapses. Without an `isExpanded` binding the group keeps its own
/// state, collapsed at first. The content is built when the group expands
/// and removed when it collapses (its state goes with it, as in SwiftUI).
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let isExpanded: Binding<Bool>?
    @State private var ownIsExpanded = false

    /// A group of the view `content` makes, titled by the view `label`
    /// makes, keeping its own expansion.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content
        self.label = label()
        self.isExpanded = nil
    }

    /// A group whose expansion is bound to `isExpanded`.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content
        self.label = label()
        self.isExpanded = isExpanded
    }

    private var expanded: Binding<Bool> { isExpanded ?? $ownIsExpanded }

    /// The disclosure row, then the content when expanded.
    public var body: some View {
        let expanded = expanded
        VStack(alignment: .leading, spacing: 0) {
            DisclosureRow(isExpanded: expanded, label: label)
            if expanded.wrappedValue {
                content().padding(.leading, 2)
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled by a localized key, keeping its own expansion.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group titled `label`, keeping its own expansion.
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// A group titled by a localized key, its expansion bound to `isExpanded`.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// A group titled `label`, its expansion bound to `isExpanded`.
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}
