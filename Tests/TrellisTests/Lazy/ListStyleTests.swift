import Testing
@testable import Trellis

/// `.listStyle`, `.listRowBackground`, a row's `.listRowSeparator`, and
/// the list modifiers accepted without effect.
@MainActor
@Suite("List styles and row traits")
struct ListStyleTests {
    @Observable
    final class Tasks {
        var overdue: Set<Int> = [1]
    }

    struct TaskList: View {
        let tasks: Tasks
        var body: some View {
            List(0..<3, id: \.self) { index in
                Text("task \(index)")
                    .listRowBackground(tasks.overdue.contains(index) ? Color.red : nil)
                    .listRowSeparator(index == 0 ? .hidden : .automatic)
            }
            .listRowInsets(EdgeInsets())
            .scrollContentBackground(.hidden)
            .listSectionSeparator(.hidden)
            .listRowSpacing(4)
        }
    }

    @Test("A row's background fills the list's width and follows the model; a row's hidden separator leaves a blank row")
    func rowTraits() {
        let tasks = Tasks()
        let host = TestHost(columns: 10, rows: 5) { TaskList(tasks: tasks) }
        #expect(host.screen == "task 0\n\ntask 1\n──────────\ntask 2")
        let legend: [Color: Character] = [.red: "r"]
        #expect(host.colorMap(columns: 10, rows: 5, legend: legend) == "..........\n..........\nrrrrrrrrrr")
        tasks.overdue = [2]
        host.update()
        #expect(host.colorMap(columns: 10, rows: 5, legend: legend) == "..........\n..........\n..........\n..........\nrrrrrrrrrr")
    }

    @Test("Inset styles draw the rows, separators and highlights a column in from each edge; the others edge to edge")
    func insetStyle() {
        func screen(_ inset: Bool) -> String {
            let host = TestHost(columns: 12, rows: 3) {
                List(0..<2, id: \.self, selection: .constant(Optional(1))) { Text("row \($0)") }
                    .environment(\.listInsetsRows, inset)
            }
            return host.reverseVideoScreen(columns: 12, rows: 3)
        }
        #expect(screen(false) == "row 0\n────────────\n«row 1       »")
        #expect(screen(true) == " row 0\n ──────────\n «row 1     »")
        let styled = TestHost(columns: 12, rows: 3) {
            VStack {
                List(0..<1, id: \.self) { Text("a\($0)") }.listStyle(.insetGrouped).frame(height: 1)
                List(0..<1, id: \.self) { Text("b\($0)") }.listStyle(.plain).frame(height: 1)
                List(0..<1, id: \.self) { Text("c\($0)") }.listStyle(.inset).frame(height: 1)
            }
        }
        #expect(styled.screen == " a0\nb0\n c0")
    }
}
