import Foundation
import Trellis

/// A habit.
public struct Habit: Identifiable {
    public let id = UUID()
    public var name: String
    public var symbol: String
    public var streak = 0
    public var doneToday = false
}

/// Habits, an `@Observable` model passed through the environment.
@MainActor
@Observable
public final class HabitStore {
    public var habits = [
        Habit(name: "Read", symbol: "book"), Habit(name: "Run", symbol: "figure.run"),
        Habit(name: "Water", symbol: "drop"),
    ]

    public init() {
        Color.define("Flame", as: .orange)
    }

    /// Starts a new day: no habit is done yet.
    public func startNewDay() async {
        for index in habits.indices {
            habits[index].doneToday = false
        }
    }

    public func toggle(_ habit: Habit) {
        guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        habits[index].doneToday.toggle()
        habits[index].streak += habits[index].doneToday ? 1 : -1
    }
}

/// A habit tracker: `@Environment(Model.self)`, `Label` with SF Symbols, a
/// status `Circle`, a context menu per row, an inset list that refreshes,
/// and a toolbar button with a system image.
public struct HabitTracker: View {
    @Environment(HabitStore.self) private var store

    public init() {}

    public var body: some View {
        NavigationStack {
            List(store.habits) { habit in
                HStack {
                    Circle().fill(habit.doneToday ? .green : .gray).frame(width: 1, height: 1)
                    Label(habit.name, systemImage: habit.symbol)
                        .labelStyle(.titleAndIcon)
                    Spacer()
                    Text("\(habit.streak)🔥").foregroundStyle(Color("Flame"))
                    Image(systemName: habit.doneToday ? "checkmark.circle.fill" : "circle")
                        .foregroundStyle(habit.doneToday ? .green : .secondary)
                }
                .contentShape(Rectangle())
                .listRowSeparator(habit.id == store.habits.first?.id ? .hidden : .automatic)
                .onTapGesture { store.toggle(habit) }
                .contextMenu {
                    Button("Reset streak") {
                        if let index = store.habits.firstIndex(where: { $0.id == habit.id }) {
                            store.habits[index].streak = 0
                        }
                    }
                }
            }
            .listStyle(.insetGrouped)
            .refreshable { await store.startNewDay() }
            .navigationTitle("Habits")
            .tint(.accentColor)
            .toolbar {
                Button("Add", systemImage: "plus") {
                    store.habits.append(Habit(name: "New habit", symbol: "star"))
                }
            }
        }
    }
}
