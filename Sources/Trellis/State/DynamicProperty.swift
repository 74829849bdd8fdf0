/// A stored property of a view whose value the graph keeps up to date: state,
/// bindings, environment values, observed objects.
///
/// Trellis's own wrappers (`@State`, `@Binding`, `@Environment`,
/// `@StateObject`, `@ObservedObject`, `@EnvironmentObject`) conform. You can
/// group them in a struct of your own: conform it to `DynamicProperty`, and
/// Trellis links the wrappers inside it and then calls ``update()`` before
/// every evaluation of the enclosing view's body.
///
/// ```swift
/// struct Selection: DynamicProperty {
///     @State private var ids: Set<Int> = []
///     @Environment(\.isEnabled) private var isEnabled
///     func contains(_ id: Int) -> Bool { isEnabled && ids.contains(id) }
/// }
/// ```
///
/// Cost: the fields are found once per view type (ARCHITECTURE.md, “The graph”); linking is a
/// pointer write per property before each body evaluation. Views without
/// dynamic properties pay nothing.
///
/// Like `View`, the protocol is isolated to the main actor, so a struct of
/// your own can hold `@Environment` and `@State` with default values.
@MainActor @preconcurrency
public protocol DynamicProperty {
    /// Updates the property's value before the enclosing body is evaluated.
    ///
    /// The default does nothing.
    @MainActor mutating func update()
}

extension DynamicProperty {
    /// Does nothing: Trellis's own wrappers are linked by the graph instead.
    @MainActor public mutating func update() {}

    /// Calls `update()` on the value of this type stored at `pointer`.
    @MainActor
    static func updateValue(at pointer: UnsafeMutableRawPointer) {
        pointer.assumingMemoryBound(to: Self.self).pointee.update()
    }
}
