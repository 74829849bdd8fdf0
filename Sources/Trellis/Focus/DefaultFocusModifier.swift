extension View {
    /// Gives the first focus to the view bound to `value` in `binding`
    /// when this view appears and nothing has the focus yet.
    ///
    /// ```swift
    /// @FocusState private var field: Field?
    /// var body: some View {
    ///     Form {
    ///         TextField("Name", text: $name).focused($field, equals: .name)
    ///         TextField("Email", text: $email).focused($field, equals: .email)
    ///     }
    ///     .defaultFocus($field, .email)    // typing goes to Email at once
    /// }
    /// ```
    ///
    /// When the view mounts, after the frame's updates, it writes `value`
    /// to the focus state if no view holds the focus; the `.focused` view
    /// with that value then takes it, as though the app had written the
    /// state. A focus already somewhere (a field the user chose, an alert)
    /// is left alone, and later frames never move it. `priority` is
    /// accepted: both priorities give the first focus. Cost: one node and
    /// one deferred action at mount.
    public func defaultFocus<Value: Hashable>(
        _ binding: FocusState<Value>.Binding, _ value: Value,
        priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View {
        modifier(_DefaultFocusModifier(binding: binding, value: value))
    }
}

/// When a default focus applies: SwiftUI's
/// `DefaultFocusEvaluationPriority`, accepted by
/// ``View/defaultFocus(_:_:priority:)``.
///
/// ```swift
/// .defaultFocus($field, .search, priority: .userInitiated)
/// ```
///
/// Both values give the first focus when the view appears; a terminal has
/// no window that is focused later by the user.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    let name: String

    /// Only when the view's focus is first set up.
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    /// Also when the user moves the focus into the view's window.
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

/// Gives the first focus to a focus state's value
/// (`.defaultFocus(_:_:priority:)`).
public struct _DefaultFocusModifier<Value: Hashable>: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let binding: FocusState<Value>.Binding
    let value: Value

    /// Creates the graph node for this modifier (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(DefaultFocusNode(view: modifier, inputs: inputs))
    }
}

/// The node of ``_DefaultFocusModifier``: after the frame that mounts it,
/// writes the value to the focus state when nothing holds the focus.
@MainActor
final class DefaultFocusNode<Content: View, Value: Hashable>: ModifierNode<Content, _DefaultFocusModifier<Value>> {
    override func mountContent() {
        super.mountContent()
        graph.enqueueAction(.actions) { [weak self] in
            guard let self, isAlive, graph.focus.focused == nil else { return }
            modifier.binding.wrappedValue = modifier.value
        }
    }

    override var modifierName: String { "defaultFocus" }
}
