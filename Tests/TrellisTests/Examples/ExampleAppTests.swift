import Foundation
import SwiftUIExamples
import Testing
@testable import Trellis

/// The SwiftUI examples, written as tutorials and Apple's samples write
/// them with only the import changed, driven as a user would: keys and
/// clicks, with whole screens checked.
@MainActor
@Suite("SwiftUI example apps")
struct ExampleAppTests {
    func host(_ name: String, columns: Int = 50, rows: Int = 14) -> TestHost {
        let make = Examples.all.first { $0.name == name }!.make
        return TestHost(columns: columns, rows: rows) { make() }
    }

    @Test("Tip calculator: the amount is typed through a currency format, the tip chosen in segments, people stepped")
    func tipCalculator() {
        let host = host("tip-calculator")
        host.press(.tab)
        #expect(host.screen.hasPrefix("WeSplit                                   [ Done ]\n"))
        host.press("u", modifiers: .control)
        host.type("100")
        host.press(.tab)
        host.press(.upArrow)
        host.press(.upArrow)
        host.press(.tab)
        host.press(.rightArrow)
        let currency = { (value: Double) in value.formatted(.currency(code: "USD")) }
        #expect(host.screen == """
            WeSplit
            Bill
              \(currency(100))
              4 people [−|+]
              Tax included

            How much tip do you want to leave?
               10% │ 15% │ 20% │ 25% │ 0%

            Amount per person
              \(currency(31.25))
            """)
    }

    @Test("To-do: toggles through ForEach($items), Delete removes a row, EditButton shows the edit marks, Return adds")
    func todo() {
        let store = TodoStore()
        let host = TestHost(columns: 50, rows: 14) { TodoList(store: store) }
        host.click(column: 1, row: 1)
        #expect(store.items[0].isDone)
        #expect(host.lines[0] == "To-do (2 left)                            [ Edit ]")
        host.press(.tab)
        host.press(.delete)
        #expect(store.items.map(\.title) == ["Buy milk", "Write tests"])
        host.click(column: 44, row: 0)
        #expect(host.lines[0] == "To-do (1 left)                            [ Done ]")
        #expect(host.lines[1] == "⊖ [x] Buy milk                                   ≡")
        host.click(column: 44, row: 0)
        host.click(column: 2, row: 5)
        host.type("Call Ada")
        host.press(.return)
        #expect(store.items.map(\.title) == ["Buy milk", "Write tests", "Call Ada"])
        #expect(host.lines[5] == "[ ] Call Ada")
    }

    @Test("Settings: @StateObject settings edited through a form's toggle, picker, slider, date picker, disclosure and menu")
    func settings() {
        let host = host("settings", rows: 22)
        #expect(host.screen == """
            Settings                               [ Reset ▾ ]
            Account
              ada
              Plan                                      ▣ Free
              Shown to other users.

            Preferences
              [x] Notifications
              Theme [ System ▾ ]
              🔈 ━━━━━━━━━━━━━━━━━━━━━●──────────────────── 🔊
              Reminder 09:00

            ▸ Advanced
            ╭─────────────────────────╮
            │ About                   │
            │ Trellis settings · help │
            ╰─────────────────────────╯
            """)
        #expect(host.colorMap(columns: 50, rows: 10, legend: [.orange: "o"], isBackground: false).hasSuffix(
            "\n.....ooooooooooooooooooooo........................"))
        host.click(column: 3, row: 7)
        host.click(column: 10, row: 8)
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.return)
        host.press(.tab)
        host.press(.end)
        host.press(.tab)
        host.press(.upArrow)
        host.click(column: 2, row: 12)
        #expect(host.screen == """
            Settings                               [ Reset ▾ ]
            Account
              ada
              Plan                                      ▣ Free
              Shown to other users.

            Preferences
              [ ] Notifications
              Theme [ Dark   ▾ ]
              🔈 ━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━● 🔊
              Reminder 10:00

            ▾ Advanced
              [ ] Debug logging
            ╭─────────────────────────╮
            │ About                   │
            │ Trellis settings · help │
            ╰─────────────────────────╯
            """)
        host.click(column: 42, row: 0)
        host.press(.downArrow)
        host.press(.return)
        #expect(host.lines[7] == "  [x] Notifications")
        #expect(host.lines[8] == "  Theme [ System ▾ ]")
    }

    @Test("Unit converter: a typed value and two segmented pickers over ForEach without tags")
    func unitConverter() {
        let host = host("unit-converter", rows: 20)
        #expect(host.lines.last == "  0.62 mi")
        host.press(.tab)
        host.press("u", modifiers: .control)
        host.type("5")
        host.press(.return)
        #expect(host.lines.last == "  3.11 mi")
        host.press(.tab)
        host.press(.leftArrow)
        #expect(host.lines.last == "  0.00 mi")
        host.press(.tab)
        host.press(.leftArrow)
        #expect(host.lines.last == "  16.40 ft")
        #expect(host.reverseVideoScreen(columns: 50, rows: 14).contains("« m »│ km │ ft │ mi"))
    }

    @Test("Notes: a note chosen in the sidebar is edited in a TextEditor through @Bindable; the title follows")
    func notes() {
        let host = host("notes", columns: 100, rows: 10)
        host.click(column: 2, row: 1)
        #expect(host.lines[0].contains("Groceries"))
        #expect(host.lines[2].contains("milk"))
        host.click(column: 40, row: 1)
        host.press(.end)
        host.type(" list")
        #expect(host.lines[0].contains("Groceries list"))
        #expect(host.lines[1].hasPrefix("Groceries list"))
    }

    @Test("Quiz: answers move through the questions; the alert shows the score and plays again")
    func quiz() {
        Quiz.printsChanges = true
        defer { Quiz.printsChanges = false }
        let host = host("quiz", rows: 18)
        #expect(host.lines[4...6] == ["╭─────────╮", "│2 + 2 = ?│", "╰─────────╯"])
        host.click(column: 2, row: 10)
        #expect(host.diagnostics == ["ScoreView: @identity changed.", "ScoreView: @self changed."])
        host.click(column: 2, row: 8)
        host.click(column: 2, row: 10)
        #expect(host.screen.contains("You scored 3 of 3."))
        host.press(.return)
        #expect(host.lines.contains("Question 1 of 3"))
        #expect(host.lines.contains(" Score: 0"))
    }

    @Test("Expenses: an @EnvironmentObject list with sections; the sheet's form adds, the swipe action deletes")
    func expenses() {
        let host = host("expenses")
        host.click(column: 40, row: 0)
        host.press(.tab)
        host.type("Taxi")
        host.press(.tab)
        host.press(.tab)
        host.press("u", modifiers: .control)
        host.type("9.5")
        host.press(.tab)
        host.press(.return)
        let currency = { (value: Double) in value.formatted(.currency(code: "USD")) }
        #expect(host.screen == """
            iExpense                         [ + Add Expense ]
            Personal
            ──────────────────────────────────────────────────
            Lunch                                     \(currency(12.5))
            ──────────────────────────────────────────────────
            Taxi                                       \(currency(9.5))
            ──────────────────────────────────────────────────
            Business
            ──────────────────────────────────────────────────
            Train                                     \(currency(40))
            """)
        host.rightClick(column: 2, row: 3)
        host.press(.upArrow)
        host.press(.return)
        #expect(!host.screen.contains("Lunch"))
    }

    @Test("Habits: an @Environment model, labels with symbols, a tap toggles, the context menu resets, F5 refreshes")
    func habits() async {
        let store = HabitStore()
        let host = TestHost(columns: 50, rows: 8) { HabitTracker().environment(store) }
        host.click(column: 4, row: 1)
        #expect(host.lines[1] == " ● 📖 Read                                  1🔥 ✔")
        #expect(host.cell(column: 1, row: 1).foreground == .green)
        host.rightClick(column: 4, row: 1)
        host.press(.return)
        #expect(host.lines[1] == " ● 📖 Read                                  0🔥 ✔")
        host.press(.function(5))
        for _ in 0..<1_000 where store.habits.contains(where: \.doneToday) {
            await Task.yield()
            await host.settle()
        }
        #expect(store.habits.allSatisfy { !$0.doneToday })
        host.click(column: 45, row: 0)
        #expect(store.habits.count == 4)
    }

    @Test("Contacts: searchable filters, a link row pushes the detail, its popover opens, its own back button pops")
    func contacts() {
        let host = host("contacts")
        host.press("/")
        host.type("gr")
        #expect(host.screen == "Contacts\n⌕ gr\nGrace Hopper                                     ›")
        host.click(column: 2, row: 2)
        #expect(host.screen == """
            Contacts Grace Hopper
            Name                                  Grace Hopper
            Email                            grace@example.com
            [ Info ]
            """)
        host.click(column: 2, row: 3)
        #expect(host.screen.contains("Contact #3"))
        host.press(.escape)
        #expect(!host.screen.contains("Contact #3"))
        host.click(column: 1, row: 0)
        #expect(host.lines[0] == "Contacts")
    }

    @Test("File browser: List(_:children:selection:) selects with ↑ and ↓, → and ← expand and collapse the selected folder")
    func fileBrowser() {
        let host = host("files", columns: 30, rows: 14)
        let rule = String(repeating: "─", count: 30)
        #expect(host.lines == [
            "Files", "▸ 📁 Sources", rule, "▸ 📁 Tests", rule, "  📄 README.md", "", "", "", "", "", "", "",
            "Selected: none",
        ])
        host.press(.tab)
        host.press(.downArrow)
        host.press(.rightArrow)
        #expect(host.lines == [
            "Files", "▾ 📁 Sources", rule, "    📄 App.swift", rule, "  ▸ 📁 Models", rule, "▸ 📁 Tests", rule,
            "  📄 README.md", "", "", "", "Selected: Sources",
        ])
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.rightArrow)
        #expect(host.lines == [
            "Files", "▾ 📁 Sources", rule, "    📄 App.swift", rule, "  ▾ 📁 Models", rule, "      📄 Item.swift", rule,
            "▸ 📁 Tests", rule, "  📄 README.md", "", "Selected: Models",
        ])
        host.press(.upArrow)
        host.press(.upArrow)
        host.press(.leftArrow)
        #expect(host.lines == [
            "Files", "▸ 📁 Sources", rule, "▸ 📁 Tests", rule, "  📄 README.md", "", "", "", "", "", "", "",
            "Selected: Sources",
        ])
    }

    @Test("Dashboard: gradient header, gauges, an adaptive grid of custom shapes, a control group and badges")
    func dashboard() {
        let host = host("dashboard", columns: 30, rows: 12)
        let rule = String(repeating: "─", count: 30)
        #expect(host.lines == [
            "          Dashboard", "CPU                        42%", "████████████▌", "Memory",
            String(repeating: "█", count: 22) + "▌", "    api        db       cache", "   queue      auth      mail",
            "[ Less ] [ More ]", "Alerts                       2", rule, "Deploys                    new",
        ])
        // The header's gradient runs from blue to purple; the arrows are green cells.
        #expect(host.cell(column: 0, row: 0).background == Gradient(colors: [.blue, .purple]).color(at: 1.0 / 60))
        #expect(host.cell(column: 2, row: 5).background == .green)
        host.click(column: 11, row: 7)
        #expect(host.lines[1] == "CPU                        52%")
    }

    @Test("Timer: Timer.publish with onReceive ticks on the host's clock while running")
    func timer() async {
        let host = host("timer", columns: 20, rows: 7)
        await host.settle()
        #expect(host.screen == "\n     00:00\n\n     ●●●●●\n\n  Start  Reset")
        host.click(column: 4, row: 5)
        host.advance(by: .seconds(3))
        await host.settle()
        #expect(host.screen == "\n    00:03\n\n    ●●●●●\n\n  Stop  Reset")
        #expect(host.cell(column: 5, row: 3).foreground == .green)
        host.click(column: 4, row: 5)
        host.advance(by: .seconds(2))
        await host.settle()
        #expect(host.lines[1] == "     00:03")
        host.click(column: 9, row: 5)
        #expect(host.lines[1] == "     00:00")
    }
}

/// The mood board, the example of gestures and the views added for them.
@MainActor
@Suite("SwiftUI example apps: the mood board")
struct MoodBoardExampleTests {
    func host(columns: Int) -> TestHost {
        let make = Examples.all.first { $0.name == "mood-board" }!.make
        return TestHost(columns: columns, rows: 14) { make() }
    }

    @Test("The header fits the width, the knob is dragged, a click brings a card to the front, the notes fold, Details pushes")
    func moodBoard() {
        let host = host(columns: 60)
        #expect(host.screen == """
            Week 48
            Mood board — colours, sounds and notes for the week
            Accent [ ██ teal   ▾ ]
            Volume ────●────── 4
             card 1 ard  card 3
            ▾ Notes
            Walk at dawn
            Call Ada
            ▣ [ ⇪ Share ] [ Details ]
            """)
        #expect(host.cell(column: 1, row: 4).background == .teal)

        host.drag(from: (column: 11, row: 3), to: (column: 14, row: 3))
        #expect(host.lines[3] == "Volume ───────●─── 7")
        host.drag(from: (column: 14, row: 3), to: (column: 30, row: 3))
        #expect(host.lines[3] == "Volume ──────────● 10")

        host.click(column: 9, row: 4)
        #expect(host.lines[4] == " card  card 2 ard 3")
        #expect(host.cell(column: 9, row: 4).background == .teal)
        #expect(host.cell(column: 1, row: 4).background == .gray)

        host.click(column: 2, row: 5)
        #expect(host.screen.hasSuffix("▸ Notes\n▣ [ ⇪ Share ] [ Details ]"))

        host.click(column: 16, row: 6)
        #expect(host.screen == "‹ Back  Details\nVolume 10, accent chosen")
        host.press(.escape)
        #expect(host.lines[0] == "Week 48")
    }

    @Test("The card under the pointer is underlined; moving off it takes the underline away")
    func hoveredCard() {
        let host = host(columns: 60)
        #expect(!host.cell(column: 9, row: 4).attributes.contains(.underline))
        host.hover(column: 9, row: 4)
        #expect(host.lines[4] == " card 1 ard  card 3")
        #expect(host.cell(column: 9, row: 4).attributes.contains(.underline))
        #expect(!host.cell(column: 1, row: 4).attributes.contains(.underline))
        host.hover(column: 40, row: 4)
        #expect(!host.cell(column: 9, row: 4).attributes.contains(.underline))
    }

    @Test("In 40 columns the header falls back to its short form")
    func narrowHeader() {
        let host = host(columns: 40)
        #expect(host.lines[1] == "Mood board")
        host.resize(columns: 60, rows: 14)
        #expect(host.lines[1] == "Mood board — colours, sounds and notes for the week")
    }
}
