extension View {
    /// Sets the environment value at `keyPath` for this view and its descendants.
    ///
    /// ```swift
    /// ContentView().environment(\.accent, .red)
    /// ```
    ///
    /// Changing `value` re-evaluates only the descendants that read the key.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value)
        -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Value>>
    {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Changes the environment value at `keyPath` for this view and its
    /// descendants, starting from the value inherited.
    ///
    /// ```swift
    /// Nested().transformEnvironment(\.depth) { $0 += 1 }
    /// ```
    public func transformEnvironment<Value>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>, transform: @escaping (inout Value) -> Void
    ) -> ModifiedContent<Self, _EnvironmentKeyTransformModifier<Value>> {
        modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, transform: transform))
    }

    /// Places an `@Observable` model in the environment of this view and its
    /// descendants, for `@Environment(Model.self)`.
    ///
    /// ```swift
    /// LibraryView().environment(library)
    /// ```
    public func environment<Object: AnyObject & Observable>(_ object: Object?)
        -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Object?>>
    {
        modifier(_EnvironmentKeyWritingModifier(keyPath: \EnvironmentValues.[observable: ObservableKey<Object>()], value: object))
    }
}

/// A modifier that computes the environment of its content.
@MainActor
protocol EnvironmentModifier: ViewModifier where Body == Never {
    /// Applies the modifier's change to `values`.
    func apply(to values: inout EnvironmentValues)
}

/// Sets one environment value for the content (`.environment(_:_:)`).
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, EnvironmentModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// The key path written.
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    /// The value written.
    public var value: Value

    /// Writes `value` at `keyPath`.
    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    func apply(to values: inout EnvironmentValues) {
        values[keyPath: keyPath] = value
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(EnvironmentWriterNode(view: modifier, inputs: inputs))
    }
}

/// Transforms one environment value for the content (`.transformEnvironment(_:transform:)`).
public struct _EnvironmentKeyTransformModifier<Value>: ViewModifier, EnvironmentModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// The key path transformed.
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    /// The transformation.
    public var transform: (inout Value) -> Void

    /// Transforms the value at `keyPath` with `transform`.
    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, transform: @escaping (inout Value) -> Void) {
        self.keyPath = keyPath
        self.transform = transform
    }

    func apply(to values: inout EnvironmentValues) {
        transform(&values[keyPath: keyPath])
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(EnvironmentWriterNode(view: modifier, inputs: inputs))
    }
}

/// The node of an environment-writing modifier.
///
/// Owns one link of the environment (``ModifierEnvironmentEntry``) that its
/// content is mounted with. Later values are written into that link (so
/// descendants keep their lists) and invalidate only their readers. Reads the
/// modifier makes while computing (a transform reading the inherited value)
/// make this node depend on them.
@MainActor
final class EnvironmentWriterNode<Content: View, Modifier: EnvironmentModifier>: ModifierNode<Content, Modifier> {
    private var link: ModifierEnvironmentEntry?
    private let profile = ObservationProfile.shared(by: EnvironmentWriterNode.self)

    override var environmentForChildren: EnvironmentValues { EnvironmentValues(head: link) }

    override func mountContent() {
        link = ModifierEnvironmentEntry(entries: computeValues(), next: environment.head)
        super.mountContent()
    }

    override func modifierDidUpdate(from old: Modifier) {
        link?.replaceValues(with: computeValues(), in: graph)
    }

    override func refresh() {
        isDirty = false
        link?.replaceValues(with: computeValues(), in: graph)
    }

    /// The values the modifier sets on the inherited environment, one per key.
    private func computeValues() -> [any EnvironmentValueEntry] {
        Evaluation.run(for: self, profile: profile) {
            var values = environment
            modifier.apply(to: &values)
            return values.entries(above: environment)
        }
    }

    override var modifierName: String { Modifier.self is any TransformingEnvironment.Type ? "transformEnvironment" : "environment" }
}

/// Marks the transforming environment modifier, for descriptions.
protocol TransformingEnvironment {}

extension _EnvironmentKeyTransformModifier: TransformingEnvironment {}
