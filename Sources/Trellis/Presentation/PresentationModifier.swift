/// Presents a view over the modified one while a binding says so: the
/// modifier behind `.sheet`, `.fullScreenCover`, `.alert` and
/// `.confirmationDialog`.
///
/// `identity` reads the binding: `nil` while nothing is presented, and a
/// value that changes when another item is (for `isPresented:` forms, always
/// `true`). `end` writes the binding back to "not presented".
public struct _PresentationModifier<Presented: View>: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let style: Presentation.Style
    let identity: () -> AnyHashable?
    let end: () -> Void
    let onDismiss: (() -> Void)?
    let content: () -> Presented?

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(PresentationModifierNode(view: modifier, inputs: inputs))
    }
}

extension _PresentationModifier {
    /// A presentation driven by `isPresented`.
    init(
        style: Presentation.Style, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
        content: @escaping () -> Presented
    ) {
        self.init(
            style: style,
            identity: { isPresented.wrappedValue ? AnyHashable(true) : nil },
            end: { isPresented.wrappedValue = false },
            onDismiss: onDismiss,
            content: { isPresented.wrappedValue ? content() : nil })
    }

    /// A presentation driven by `isPresented` that shows `content`, made
    /// from data that may be `nil`: presented while the binding is true
    /// and there is content (`alert(_:isPresented:presenting:actions:)`).
    init(style: Presentation.Style, isPresented: Binding<Bool>, presenting content: Presented?) {
        self.init(
            style: style,
            identity: { isPresented.wrappedValue && content != nil ? AnyHashable(true) : nil },
            end: { isPresented.wrappedValue = false },
            onDismiss: nil,
            content: { isPresented.wrappedValue ? content : nil })
    }

    /// A presentation driven by `item`: presented while it is not `nil`,
    /// afresh whenever its identifier changes.
    init<Item: Identifiable>(
        style: Presentation.Style, item: Binding<Item?>, onDismiss: (() -> Void)?,
        content: @escaping (Item) -> Presented
    ) {
        self.init(
            style: style,
            identity: { item.wrappedValue.map { AnyHashable($0.id) } },
            end: { item.wrappedValue = nil },
            onDismiss: onDismiss,
            content: { item.wrappedValue.map(content) })
    }
}
