/// Several scenes of an app's body, as ``SceneBuilder`` makes them.
///
/// ```swift
/// var body: some Scene {
///     WindowGroup { ContentView() }
///     WindowGroup("Inspector", id: "inspector") { InspectorView() }
///     Settings { SettingsView() }
/// }
/// ```
///
/// The terminal is one window, so it shows the first scene that is not
/// ``Settings``: in SwiftUI the others open on request (`openWindow`, the
/// app menu), which a terminal has no place for. Cost: nothing until the
/// root view is asked for, then one check per scene.
public struct TupleScene<each Content: Scene>: Scene, PrimitiveScene {
    /// A primitive scene: never evaluated.
    public typealias Body = Never

    let scenes: (repeat each Content)

    init(_ scenes: (repeat each Content)) {
        self.scenes = scenes
    }

    /// Never called: a tuple of scenes is shown directly.
    public var body: Never {
        fatalError("TupleScene has no body")
    }

    var primitiveRootView: AnyView {
        for scene in repeat each scenes {
            if !(scene is any AuxiliaryScene) {
                return scene.rootView
            }
        }
        return AnyView(EmptyView())
    }
}

/// A scene that is never the one a terminal shows when the app has a
/// window group too (``Settings``).
@MainActor
protocol AuxiliaryScene {}
