import Testing
@testable import Trellis

/// `Menu`: a button that opens its content as an action menu.
@MainActor
@Suite("Menu")
struct MenuTests {
    @Observable
    final class Library {
        var order = "name"
        var log: [String] = []
    }

    struct Toolbar: View {
        let library: Library
        var body: some View {
            VStack(alignment: .leading) {
                Menu("Sort") {
                    Button("By name") { library.order = "name" }
                    Button("By date") { library.order = "date" }
                }
                Menu {
                    Button("Duplicate") { library.log.append("duplicate") }
                } label: {
                    Label("Add", systemImage: "plus")
                } primaryAction: {
                    library.log.append("add")
                }
                Menu("Plain") { Button("x") {} }.menuIndicator(.hidden)
                Text("order \(library.order)")
            }
        }
    }

    @Test("Return opens the menu over the screen; an item runs its action and closes it; Esc closes it")
    func openAndChoose() {
        let library = Library()
        let host = TestHost(columns: 24, rows: 8) { Toolbar(library: library) }
        #expect(host.screen == "[ Sort ▾ ]\n[ + Add ▾ ]\n[ Plain ]\norder name")
        host.press(.tab)
        host.press(.return)
        #expect(host.screen.contains("[ By name ]") && host.screen.contains("[ By date ]") && host.screen.contains("[ Cancel ]"))
        host.press(.downArrow)
        host.press(.return)
        #expect(library.order == "date")
        #expect(host.screen == "[ Sort ▾ ]\n[ + Add ▾ ]\n[ Plain ]\norder date")
        host.click(column: 2, row: 0)
        #expect(host.screen.contains("[ By name ]"))
        host.press(.escape)
        #expect(host.screen == "[ Sort ▾ ]\n[ + Add ▾ ]\n[ Plain ]\norder date")
    }

    @Test("With a primary action the button runs it; the content opens with a right click or Shift-F10")
    func primaryAction() {
        let library = Library()
        let host = TestHost(columns: 24, rows: 8) { Toolbar(library: library) }
        host.click(column: 2, row: 1)
        #expect(library.log == ["add"])
        host.rightClick(column: 2, row: 1)
        #expect(host.screen.contains("[ Duplicate ]"))
        host.press(.return)
        #expect(library.log == ["add", "duplicate"])
        #expect(!host.screen.contains("Duplicate"))
    }
}
