import Trellis

/// The example apps by name, for `swift run swiftui-examples <name>`.
@MainActor
public enum Examples {
    /// Every example's name and a function that makes its root view.
    public static let all: [(name: String, make: @MainActor () -> AnyView)] = [
        ("tip-calculator", { AnyView(TipCalculator()) }),
        ("todo", { AnyView(TodoList(store: TodoStore())) }),
        ("settings", { AnyView(SettingsForm()) }),
        ("unit-converter", { AnyView(UnitConverter()) }),
        ("notes", { AnyView(NotesSplitView()) }),
        ("quiz", { AnyView(Quiz()) }),
        ("expenses", { AnyView(ExpenseTracker()) }),
        ("habits", { AnyView(HabitTracker().environment(HabitStore())) }),
        ("contacts", { AnyView(ContactsSearch()) }),
        ("timer", { AnyView(TimerApp()) }),
        ("files", { AnyView(FileBrowser()) }),
        ("dashboard", { AnyView(Dashboard()) }),
        ("mood-board", { AnyView(MoodBoard()) }),
    ]
}
