import Testing
@testable import Trellis

/// Scene modifiers: `.onChange(of:)` with an `App`'s `@Environment`, and
/// models placed in a scene's environment.
@MainActor
@Suite("Scene modifiers")
struct SceneModifierTests {
    @Observable
    final class Store {
        var saves: [String] = []
        var title = "Notes"
    }

    struct NotesApp: App {
        @Environment(\.scenePhase) private var scenePhase
        static let store = Store()

        var body: some Scene {
            WindowGroup {
                TitleView()
            }
            .environment(Self.store)
            .onChange(of: scenePhase) { old, new in
                Self.store.saves.append("\(old) → \(new)")
            }
        }
    }

    struct TitleView: View {
        @Environment(Store.self) private var store
        var body: some View { Text(store.title) }
    }

    @Test("An App's onChange(of: scenePhase) follows the window's phase; the scene's model reaches its views")
    func scenePhase() {
        let host = TestHost(columns: 10, rows: 1) { NotesApp().body.rootView }
        #expect(host.screen == "Notes")
        host.setScenePhase(.inactive)
        host.setScenePhase(.background)
        #expect(NotesApp.store.saves == ["active → inactive", "inactive → background"])
    }

    struct Counter: View {
        @State private var count = 0
        let label: String
        var body: some View {
            let _ = Self._printChanges()
            Button("\(label) \(count)") { count += 1 }
        }
    }

    struct Parent: View {
        @State private var label = "n"
        var body: some View {
            VStack {
                Counter(label: label)
                Button("rename") { label = "m" }
            }
        }
    }

    @Test("_printChanges reports the first evaluation, a state change by name, and a new value from the parent")
    func printChanges() {
        let host = TestHost(columns: 12, rows: 2) { Parent() }
        host.click(column: 2, row: 0)
        host.click(column: 2, row: 1)
        #expect(host.diagnostics == [
            "Counter: @identity changed.", "Counter: _count changed.", "Counter: @self changed.",
        ])
    }
}
