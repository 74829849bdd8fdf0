import DemoKit
import Trellis

/// `swift run scene-demo`: the scene-phase lab as an ``App``, so its
/// `@SceneStorage` is restored at launch and saved on Ctrl-Z and on quit
/// (under `$XDG_STATE_HOME/scene-demo/`).
struct SceneDemo: App {
    var body: some Scene {
        WindowGroup { SceneDemoScreen() }
    }
}

/// The lab on its demo screen, with the log it owns.
struct SceneDemoScreen: View {
    @State private var log = LifecycleLog()

    var body: some View {
        DemoScreen(title: "Scene phase", log: log) { ScenePhaseLab(log: log) }
    }
}

if DemoProgram.isInteractive {
    SceneDemo.main()
} else {
    print(DemoProgram.firstScreen("scene-demo", content: SceneDemoScreen()))
}
