import Observation
import Testing
@testable import Trellis

/// An `App`'s own dynamic properties, as tutorials write them: a store in
/// `@State` handed to the views, a counter in `@State` bound by a view, an
/// `ObservableObject` in `@StateObject`.
@MainActor
@Suite("App state")
struct AppStateTests {
    @MainActor
    @Observable
    final class TodoStore {
        var items = ["milk"]
        @MainActor static var created = 0
        init() { Self.created += 1 }
    }

    final class Settings: ObservableObject {
        @Published var compact = false
    }

    struct TodoApp: App {
        @State private var store = TodoStore()
        @State private var launches = 0
        @State private var isSignedIn = false
        @StateObject private var settings = Settings()

        var body: some Scene {
            WindowGroup {
                if isSignedIn {
                    TodoList(launches: $launches)
                        .environment(store)
                        .environmentObject(settings)
                } else {
                    Button("Sign in") { isSignedIn = true }
                }
            }
        }
    }

    struct TodoList: View {
        @Binding var launches: Int
        @Environment(TodoStore.self) private var store
        @EnvironmentObject private var settings: Settings

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                Text("\(store.items.count) items, \(launches) taps\(settings.compact ? ", compact" : "")")
                Button("Add") { store.items.append("eggs") }
                Button("Tap") { launches += 1 }
                Button("Compact") { settings.compact.toggle() }
            }
        }
    }

    @Test("The app's body reads its own @State; its @State store lives once for the run, its @State binds, its @StateObject reaches the views")
    func appState() {
        TodoStore.created = 0
        let host = TestHost(columns: 30, rows: 4) { AppRoot(TodoApp()) }
        #expect(host.screen == "[ Sign in ]")
        // The app's body reads its own @State: the write shows the list.
        host.press(.tab)
        host.press(.return)
        #expect(host.screen == "1 items, 0 taps\n[ Add ]\n[ Tap ]\n[ Compact ]")
        host.press(.tab)
        host.press(.return)
        host.press(.tab)
        host.press(.return)
        host.press(.return)
        #expect(host.screen == "2 items, 2 taps\n[ Add ]\n[ Tap ]\n[ Compact ]")
        host.press(.tab)
        host.press(.return)
        #expect(host.screen == "2 items, 2 taps, compact\n[ Add ]\n[ Tap ]\n[ Compact ]")
        #expect(TodoStore.created == 1)
    }
}
