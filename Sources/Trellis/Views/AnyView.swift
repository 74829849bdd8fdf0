/// A view whose type is erased.
///
/// ```swift
/// func badge(for user: User) -> AnyView {
///     user.isAdmin ? AnyView(Text("admin").bold()) : AnyView(Text(user.name))
/// }
/// ```
///
/// The wrapped type is part of the identity: an `AnyView` whose wrapped type
/// changes replaces its content (fresh state, disappear and appear); one that
/// keeps the same type updates it in place (Lifecycle.md rule 3). Prefer
/// `@ViewBuilder` and `if`/`else`, which say the same thing statically.
public struct AnyView: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let storage: any AnyViewStorage

    /// Erases the type of `view`.
    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            storage = erased.storage
        } else {
            storage = TypedAnyViewStorage(view)
        }
    }

    /// Erases the type of `view`.
    public init<V: View>(erasing view: V) {
        self.init(view)
    }

    /// Erases `value` when it is a view; `nil` otherwise.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.init(view)
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: AnyView, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(AnyViewNode(view: view, inputs: inputs))
    }
}
