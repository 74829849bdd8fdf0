import Testing
@testable import Trellis

/// `.contextMenu(forSelectionType:menu:primaryAction:)` on a `List`: the
/// menu joins the row's action menu, built for the selection when the row
/// is in it, and the primary action runs on Return.
@MainActor
@Suite("A list's menu for its selection")
struct SelectionMenuTests {
    struct Files: View {
        let log: EventLog
        @State private var selection: Set<String> = []
        var body: some View {
            List(["a", "b", "c"], id: \.self, selection: $selection) { name in
                Text(name)
            }
            .listRowSeparator(.hidden)
            .contextMenu(forSelectionType: String.self) { names in
                Button("Open \(names.sorted().joined())") { log("open \(names.sorted())") }
            } primaryAction: { names in
                log("primary \(names.sorted())")
            }
        }
    }

    @Test("A right click on a selected row builds the menu for the whole selection")
    func menuForSelection() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 6) { Files(log: log) }
        host.press(.tab)
        host.press(.space)
        host.press(.downArrow)
        host.press(.space)
        host.rightClick(column: 0, row: 1)
        #expect(host.screen == """
            a
            b ╭─────────────╮
            c │ [ Open ab ] │
              │ [ Cancel ]  │
              ╰─────────────╯
            """)
        host.press(.return)
        #expect(log.take() == ["open [\"a\", \"b\"]"])
    }

    @Test("On a row outside the selection the menu is for that row alone; Return runs the primary action")
    func menuForOneRowAndPrimaryAction() {
        let log = EventLog()
        let host = TestHost(columns: 20, rows: 6) { Files(log: log) }
        host.press(.tab)
        host.press(.space)
        host.rightClick(column: 0, row: 2)
        #expect(host.screen.contains("[ Open c ]"))
        host.press(.escape)
        host.press(.return)
        #expect(log.take() == ["primary [\"a\"]"])
    }
}
