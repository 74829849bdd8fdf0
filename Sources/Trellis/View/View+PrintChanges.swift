/// Why a view's body is being evaluated.
enum EvaluationCause {
    /// The view appeared: its first evaluation.
    case identity
    /// Its parent passed a value that is not the same.
    case parent
    /// A value it read (state, an observed model, the environment) changed.
    case dependencies
}

extension View {
    /// Reports why this view's body is being evaluated, as SwiftUI's
    /// debugging aid does. Call it at the top of `body`.
    ///
    /// ```swift
    /// var body: some View {
    ///     let _ = Self._printChanges()   // "Counter: _count changed."
    ///     Text("\(count)")
    /// }
    /// ```
    ///
    /// The report goes to the graph's diagnostics (standard error, or a
    /// `TestHost`'s `diagnostics`): `@identity changed` for the first
    /// evaluation, `@self changed` when the parent passed a new value, the
    /// names of the dynamic properties whose values changed since the last
    /// report, or `@dependencies changed` when the change came from
    /// elsewhere (an observed model's property, the environment). Outside
    /// a body it reports nothing. Cost: describing the view's dynamic
    /// properties once per call.
    @MainActor
    public static func _printChanges() {
        guard let node = Evaluation.current else { return }
        node.graph.diagnose("\(typeName(of: Self.self)): \(node.changeDescription).")
    }

    /// Reports why this view's body is being evaluated (SwiftUI's newer
    /// name for ``_printChanges()``).
    @MainActor
    public static func _logChanges() {
        _printChanges()
    }
}
