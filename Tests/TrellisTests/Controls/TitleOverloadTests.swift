import Testing
@testable import Trellis

/// The initializers that take a `String` variable (or a symbol) where
/// SwiftUI has them: `Menu`, `Stepper`, `ControlGroup`, `Picker`.
@MainActor
@Suite("Title and symbol initializers")
struct TitleOverloadTests {
    enum Flavour: Hashable {
        case vanilla, mint
    }

    @Test("Menu with a String title and a symbol, and with a primary action")
    func menus() {
        let log = EventLog()
        let title = "Sort"
        let host = TestHost(columns: 24, rows: 4) {
            VStack(alignment: .leading) {
                Menu(title, systemImage: "plus") { Button("By name") { log("name") } }
                Menu(title) { Button("By date") { log("date") } } primaryAction: { log("primary") }
                Menu("Add", systemImage: "plus") { Button("Row") {} } primaryAction: { log("add") }
                Menu(title, systemImage: "gear") { Button("x") {} } primaryAction: { log("gear") }
            }
        }
        #expect(host.lines == ["[ + Sort ▾ ]", "[ Sort ▾ ]", "[ + Add ▾ ]", "[ ⚙ Sort ▾ ]"])
        host.click(column: 3, row: 1)
        host.click(column: 3, row: 2)
        host.click(column: 3, row: 3)
        #expect(log.take() == ["primary", "add", "gear"])
        host.click(column: 3, row: 0)
        #expect(host.screen.contains("By name"))
    }

    @Test("Stepper with a String title: unbounded over a value, and with actions", arguments: BindingSource.allCases)
    func steppers(source: BindingSource) {
        let log = EventLog()
        let title = "Count"
        let mounted = source.mount(initial: 0, columns: 20, rows: 2) { value in
            VStack(alignment: .leading) {
                Stepper(title, value: value, step: 5)
                Stepper(title, onIncrement: { log("up") }, onDecrement: nil)
            }
        }
        let host = mounted.host
        #expect(host.lines == ["Count [−|+]", "Count [−|+]"])
        host.press(.tab)
        host.press(.upArrow)
        host.press(.upArrow)
        #expect(mounted.read() == 10)
        host.press(.tab)
        host.press(.upArrow)
        host.press(.downArrow)
        #expect(log.take() == ["up"])
    }

    @Test("ControlGroup with a String title, or a title and a symbol, is a row of its controls")
    func controlGroups() {
        let title = "Edit"
        let host = TestHost(columns: 24, rows: 3) {
            VStack(alignment: .leading) {
                ControlGroup(title) { Button("Cut") {}; Button("Copy") {} }
                ControlGroup("Edit", systemImage: "scissors") { Button("Cut") {} }
                ControlGroup(title, systemImage: "scissors") { Button("Paste") {} }
            }
        }
        #expect(host.lines == ["[ Cut ] [ Copy ]", "[ Cut ]", "[ Paste ]"])
    }

    @Test("Picker(selection:label:content:) and Picker(_:systemImage:selection:content:)", arguments: BindingSource.allCases)
    func pickers(source: BindingSource) {
        let title = "Taste"
        let mounted = source.mount(initial: Flavour.vanilla, columns: 30, rows: 6) { selection in
            VStack(alignment: .leading) {
                Picker(selection: selection, label: Text("Flavour")) {
                    Text("Vanilla").tag(Flavour.vanilla)
                    Text("Mint").tag(Flavour.mint)
                }
                Picker("Flavour", systemImage: "star", selection: selection) {
                    Text("Vanilla").tag(Flavour.vanilla)
                    Text("Mint").tag(Flavour.mint)
                }
                Picker(title, systemImage: "star", selection: selection) {
                    Text("Vanilla").tag(Flavour.vanilla)
                    Text("Mint").tag(Flavour.mint)
                }
            }
        }
        let host = mounted.host
        #expect(host.lines == ["Flavour [ Vanilla ▾ ]", "☆ Flavour [ Vanilla ▾ ]", "☆ Taste [ Vanilla ▾ ]"])
        mounted.write(.mint)
        host.update()
        #expect(host.lines == ["Flavour [ Mint    ▾ ]", "☆ Flavour [ Mint    ▾ ]", "☆ Taste [ Mint    ▾ ]"])
    }

    @Test("ContentUnavailableView(_:image:description:) shows the named image's placeholder, the title and the description")
    func contentUnavailableImage() {
        let title = "No Photos"
        let host = TestHost(columns: 24, rows: 3) {
            ContentUnavailableView("Empty", image: "Album", description: Text("Import some."))
        }
        let untitled = TestHost(columns: 24, rows: 1) { ContentUnavailableView(title, image: "Album") }
        #expect(host.lines == ["        ▣ Empty", "", "      Import some."])
        #expect(untitled.screen == "      ▣ No Photos")
    }
}
