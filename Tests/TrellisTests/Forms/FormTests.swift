import Observation
import Testing
@testable import Trellis

/// `Form` and the views forms are made of, written as SwiftUI settings
/// screens are.
@MainActor
@Suite("Forms")
struct FormTests {
    @Observable
    final class Settings {
        var name = "Ada"
        var notifies = true
        var volume = 3
        var theme = "Dark"
    }

    struct SettingsForm: View {
        @Bindable var settings: Settings
        var body: some View {
            Form {
                Section("Account") {
                    TextField("Name", text: $settings.name)
                    Toggle("Notifications", isOn: $settings.notifies)
                }
                Section {
                    Stepper("Volume \(settings.volume)", value: $settings.volume, in: 0...10)
                    Picker("Theme", selection: $settings.theme) {
                        ForEach(["Light", "Dark"], id: \.self) { Text($0) }
                    }
                } header: {
                    Text("Sound and look")
                } footer: {
                    Text("Saved at once")
                }
                Section(header: Text("About")) {
                    LabeledContent("Version", value: "1.2")
                    LabeledContent("Build", value: 42, format: .number)
                }
            }
        }
    }

    @Test("A form draws sections with bold headers, indented rows, faint footers and values at the right edge")
    func drawing() {
        let settings = Settings()
        let host = TestHost(columns: 30, rows: 14) { SettingsForm(settings: settings) }
        #expect(host.screen == """
            Account
              Ada
              [x] Notifications

            Sound and look
              Volume 3 [−|+]
              Theme [ Dark  ▾ ]
              Saved at once

            About
              Version                  1.2
              Build                     42
            """)
        #expect(host.attributeMap(columns: 30, rows: 14).split(separator: "\n", omittingEmptySubsequences: false).map(String.init) == [
            "bbbbbbb", "  uuuuuuuuuuuuuuuuuuuuuuuuuuuu", "  ... .............", "", "bbbbbbbbbbbbbb", "  ...... . .....",
            "  ..... . ....  . .", "  ddddddddddddd", "", "bbbbb", "  .......                  ddd",
            "  .....                     dd",
        ])
    }

    @Test("Tab moves through a form's controls and edits reach the model")
    func editing() {
        let settings = Settings()
        let host = TestHost(columns: 30, rows: 14) { SettingsForm(settings: settings) }
        host.press(.tab)
        host.type("!")
        host.press(.tab)
        host.press(.space)
        host.press(.tab)
        host.press(.upArrow)
        #expect(settings.name == "Ada!")
        #expect(settings.notifies == false)
        #expect(settings.volume == 4)
        #expect(host.lines[1] == "  Ada!")
        #expect(host.lines[5].hasPrefix("  Volume 4"))
    }

    struct Advanced: View {
        let handle: StateHandle<Bool>
        @State private var isExpanded = false
        var body: some View {
            let _ = handle.bind($isExpanded)
            VStack(alignment: .leading) {
                DisclosureGroup("Advanced", isExpanded: $isExpanded) {
                    Text("Cache: 12 MB")
                    Text("Logs: on")
                }
                DisclosureGroup("Own state") { Text("inside") }
            }
        }
    }

    @Test("A disclosure group expands and collapses with Space, arrows and clicks, bound or on its own")
    func disclosureGroup() {
        let handle = StateHandle<Bool>()
        let host = TestHost(columns: 20, rows: 5) { Advanced(handle: handle) }
        #expect(host.screen == "▸ Advanced\n▸ Own state")
        host.press(.tab)
        host.press(.rightArrow)
        #expect(host.screen == "▾ Advanced\n  Cache: 12 MB\n  Logs: on\n▸ Own state")
        #expect(handle.value)
        host.press(.leftArrow)
        #expect(host.screen == "▸ Advanced\n▸ Own state")
        handle.value = true
        host.update()
        #expect(host.screen == "▾ Advanced\n  Cache: 12 MB\n  Logs: on\n▸ Own state")
        host.click(column: 2, row: 3)
        #expect(host.screen == "▾ Advanced\n  Cache: 12 MB\n  Logs: on\n▾ Own state\n  inside")
        host.press(.space)
        #expect(host.screen == "▾ Advanced\n  Cache: 12 MB\n  Logs: on\n▸ Own state")
    }

    @Test("A group box frames its title and content; a content-unavailable view centres its parts")
    func boxes() {
        let box = TestHost(columns: 20, rows: 4) {
            GroupBox("Today") { Text("3 meetings") }
        }
        #expect(box.screen == "╭────────────╮\n│ Today      │\n│ 3 meetings │\n╰────────────╯")
        let empty = TestHost(columns: 24, rows: 5) {
            ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
        }
        #expect(empty.cellMap(columns: 24, rows: 5) == "\n       📥_ No Mail\n\n New mail appears here.")
        #expect(empty.attributeMap(columns: 24, rows: 5) == "\n       bb bbbbbbb\n\n dddddddddddddddddddddd")
        let search = TestHost(columns: 40, rows: 3) { ContentUnavailableView.search(text: "tea") }
        #expect(search.lines.first == "        ⌕ No Results for “tea”")
    }
}
