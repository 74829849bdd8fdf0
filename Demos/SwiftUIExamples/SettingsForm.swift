import Foundation
import Trellis

/// App settings, an `ObservableObject` with `@Published` properties.
public final class SettingsModel: ObservableObject {
    @Published public var username = "ada"
    @Published public var notificationsEnabled = true
    @Published public var theme = Theme.system
    @Published public var volume = 0.5
    @Published public var reminder = Calendar.current.date(from: DateComponents(year: 2026, month: 1, day: 1, hour: 9))!
    @Published public var debugLogging = false

    public enum Theme: String, CaseIterable, Identifiable {
        case system = "System", light = "Light", dark = "Dark"
        public var id: Self { self }
    }

    public init() {}
}

/// A settings screen as Apple's samples write it: `@StateObject`, a `Form`
/// with `Section(header:footer:)`, toggles, a navigation-link picker, a
/// slider with value labels, a date picker, `LabeledContent`, a
/// `DisclosureGroup`, a `GroupBox` with Markdown, and a `Menu` in the toolbar.
public struct SettingsForm: View {
    @StateObject private var settings = SettingsModel()

    public init() {}

    public var body: some View {
        NavigationStack {
            Form {
                Section(header: Text("Account"), footer: Text("Shown to other users.")) {
                    TextField("Username", text: $settings.username)
                    LabeledContent("Plan") {
                        HStack {
                            Image("Badge").rotationEffect(.degrees(15)).blur(radius: 0)
                            Text("Free")
                        }
                    }
                }
                Section(header: Text("Preferences")) {
                    Toggle("Notifications", isOn: $settings.notificationsEnabled)
                    Picker("Theme", selection: $settings.theme) {
                        ForEach(SettingsModel.Theme.allCases) { Text($0.rawValue) }
                    }
                    .pickerStyle(.navigationLink)
                    Slider(value: $settings.volume, in: 0...1) {
                        Text("Volume")
                    } minimumValueLabel: {
                        Image(systemName: "speaker")
                    } maximumValueLabel: {
                        Image(systemName: "speaker.wave.3")
                    }
                    DatePicker("Reminder", selection: $settings.reminder, displayedComponents: .hourAndMinute)
                }
                DisclosureGroup("Advanced") {
                    Toggle("Debug logging", isOn: $settings.debugLogging)
                }
                GroupBox {
                    Text("**Trellis** settings · [help](https://example.com/help)")
                } label: {
                    Label("About", systemImage: "info.circle").labelStyle(.titleOnly)
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                Menu("Reset") {
                    Button("Reset volume") { settings.volume = 0.5 }
                    Button("Reset all", role: .destructive) {
                        settings.notificationsEnabled = true
                        settings.theme = .system
                    }
                }
            }
            .tint(.orange)
        }
    }
}
