extension View {
    /// Binds the view's focus to a Boolean `@FocusState`: `true` while the
    /// focus is in this view; writing `true` moves the focus into it,
    /// `false` takes it away.
    ///
    /// ```swift
    /// @FocusState private var isSearching: Bool
    /// TextField("Search", text: $query).focused($isSearching)
    /// Button("Find") { isSearching = true }
    /// ```
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(_FocusedModifier(binding: condition, value: true))
    }

    /// Binds the view's focus to a `@FocusState` value: the state reads
    /// `value` while the focus is in this view; writing `value` moves the
    /// focus into it, writing anything else while the focus is here takes
    /// the focus away.
    ///
    /// ```swift
    /// TextField("Name", text: $name).focused($field, equals: .name)
    /// ```
    ///
    /// Writing the value focuses the first focusable view inside this one,
    /// in Tab order, once the update that wrote it is done.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(_FocusedModifier(binding: binding, value: value))
    }
}

/// Mirrors the focus of the modified view into a `@FocusState`.
public struct _FocusedModifier<Value: Hashable>: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let binding: FocusState<Value>.Binding
    let value: Value

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(FocusBindingNode(view: modifier, inputs: inputs))
    }
}
