/// A control for choosing one of a set of options, each a view with a
/// `.tag(_:)` of the selection's type.
///
/// ```swift
/// enum Size: Hashable { case small, large }
/// @State private var size = Size.small
/// Picker("Size", selection: $size) {
///     Text("Small").tag(Size.small)
///     Text("Large").tag(Size.large)
/// }
/// // Size [ Small ▾ ]
/// ```
///
/// Tab or a click focuses it. The menu style (the default) opens its list
/// below itself on Return, Space, ↓ or a click; ↑ and ↓ move in the list,
/// Return, Space or a click chooses, Esc closes it. The inline style shows
/// every option with a radio mark, and ↑ and ↓ change the selection
/// directly. Options without a tag of the selection's type cannot be
/// chosen. Cost: O(options) per key press.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// A picker with a label view.
    public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Picker, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(PickerNode(view: view, inputs: inputs))
    }
}

extension Picker where Label == Text {
    /// A picker with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// A picker with a title, shown verbatim.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}
