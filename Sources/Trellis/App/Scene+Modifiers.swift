extension Scene {
    /// Runs `action` when `value` changes, with the old and the new value,
    /// as a view's `onChange(of:initial:_:)` does, for the whole scene.
    ///
    /// ```swift
    /// @main struct Notes: App {
    ///     @Environment(\.scenePhase) private var scenePhase
    ///     var body: some Scene {
    ///         WindowGroup { ContentView() }
    ///             .onChange(of: scenePhase) { _, phase in
    ///                 if phase == .background { store.save() }
    ///             }
    ///     }
    /// }
    /// ```
    ///
    /// `value` is read while the scene's root view is evaluated, so an
    /// `App`'s `@Environment` properties read there follow the window, and
    /// an observable model's property read there is tracked.
    public func onChange<V: Equatable>(
        of value: @autoclosure @escaping () -> V, initial: Bool = false, _ action: @escaping (V, V) -> Void
    ) -> some Scene {
        _ModifiedScene(content: self) { root in
            SceneChangeObserver(content: root, value: value, initial: initial, action: action)
        }
    }

    /// Runs `action` when `value` changes.
    public func onChange<V: Equatable>(
        of value: @autoclosure @escaping () -> V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some Scene {
        onChange(of: value(), initial: initial) { _, _ in action() }
    }

    /// Runs `action` with the new value when `value` changes (SwiftUI's
    /// older form, with one parameter).
    @available(*, deprecated, message: "Use onChange(of:initial:_:) with two parameters or none.")
    public func onChange<V: Equatable>(of value: @autoclosure @escaping () -> V, perform action: @escaping (V) -> Void)
        -> some Scene
    {
        onChange(of: value()) { _, new in action(new) }
    }

    /// Places an `@Observable` model in the environment of the scene's views.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some Scene {
        _ModifiedScene(content: self) { root in root.environment(object) }
    }

    /// Places an `ObservableObject` in the environment of the scene's views.
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> some Scene {
        _ModifiedScene(content: self) { root in root.environmentObject(object) }
    }
}

/// A scene whose root view is wrapped by a modifier (engine hook).
public struct _ModifiedScene<Content: Scene, Root: View>: Scene, PrimitiveScene {
    /// Primitive: its root view is built directly.
    public typealias Body = Never

    let content: Content
    let wrap: (AnyView) -> Root

    /// Never called: the scene is primitive.
    public var body: Never {
        fatalError("_ModifiedScene has no body")
    }

    var primitiveRootView: AnyView { AnyView(wrap(content.rootView)) }
}

/// The root view of a scene with `.onChange(of:)`: reads the value in its
/// body, so what the value reads becomes its dependency.
struct SceneChangeObserver<Value: Equatable>: View {
    let content: AnyView
    let value: () -> Value
    let initial: Bool
    let action: (Value, Value) -> Void

    var body: some View {
        content.onChange(of: value(), initial: initial, action)
    }
}
