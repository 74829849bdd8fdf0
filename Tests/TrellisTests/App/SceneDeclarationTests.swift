import Testing
@testable import Trellis

/// Apps written for macOS and iPadOS: window groups with titles and
/// identifiers, several scenes with `Settings`, menu-bar commands and
/// window modifiers. The terminal shows the first window group.
@MainActor
@Suite("Scene declarations")
struct SceneDeclarationTests {
    struct NotesApp: App {
        var body: some Scene {
            WindowGroup("Notes", id: "main") {
                Text("main")
            }
            .commands {
                CommandMenu("Note") {
                    Button("Pin") {}.keyboardShortcut("p")
                }
                CommandGroup(replacing: .newItem) {
                    Button("New Note") {}
                }
                CommandGroup(after: .pasteboard) {}
                CommandGroup(before: .help) { Text("Tips") }
                SidebarCommands()
                ToolbarCommands()
                TextEditingCommands()
                TextFormattingCommands()
            }
            .defaultSize(width: 800, height: 600)
            .defaultSize(CGSize(width: 400, height: 300))
            .windowResizability(.contentSize)
            .windowStyle(.hiddenTitleBar)

            WindowGroup(Text("Viewer"), id: "viewer") { Text("viewer") }
            WindowGroup(String("Inspector"), id: "inspector") { Text("inspector") }
            WindowGroup(id: "bare") { Text("bare") }
            Settings { Text("settings") }
        }
    }

    struct SettingsFirstApp: App {
        var body: some Scene {
            Settings { Text("settings") }
            WindowGroup(Text("Main")) { Text("main") }
                .commands { EmptyCommands() }
                .windowStyle(.titleBar)
                .windowStyle(.automatic)
                .windowStyle(.plain)
                .windowResizability(.automatic)
                .windowResizability(.contentMinSize)
        }
    }

    struct SettingsOnlyApp: App {
        var body: some Scene {
            Settings { Text("settings") }
        }
    }

    @Test("The first window group is shown; the other scenes, the commands and window modifiers are accepted")
    func firstWindowGroupShown() {
        let host = TestHost(columns: 12, rows: 2) { AppRoot(NotesApp()) }
        #expect(host.screen == "main")
        host.press("p", modifiers: .command)
        #expect(host.screen == "main")
    }

    @Test("A Settings scene before the window group is skipped; alone, it is the app's scene")
    func settingsScene() {
        let first = TestHost(columns: 12, rows: 1) { AppRoot(SettingsFirstApp()) }
        #expect(first.screen == "main")
        let only = TestHost(columns: 12, rows: 1) { AppRoot(SettingsOnlyApp()) }
        #expect(only.screen == "settings")
    }

    @Test("Window groups take SwiftUI's title forms: a key, a text, a string, with or without an identifier")
    func titleForms() {
        let title = "Dynamic"
        let hosts = [
            TestHost(columns: 4, rows: 1) { WindowGroup("Key") { Text("a") }.rootView },
            TestHost(columns: 4, rows: 1) { WindowGroup(Text("Text")) { Text("b") }.rootView },
            TestHost(columns: 4, rows: 1) { WindowGroup(title) { Text("c") }.rootView },
            TestHost(columns: 4, rows: 1) { WindowGroup(title, id: "d") { Text("d") }.rootView },
            TestHost(columns: 4, rows: 1) { WindowGroup("Key", id: "e") { Text("e") }.rootView },
        ]
        #expect(hosts.map(\.screen) == ["a", "b", "c", "d", "e"])
    }
}
