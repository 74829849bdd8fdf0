import Testing
@testable import Trellis

/// `.deleteDisabled(_:)` and `.moveDisabled(_:)`: a row that says so is
/// left alone by the list's editing keys, its action menu and its edit-mode
/// handles; the other rows are edited as before.
@MainActor
@Suite("Rows that cannot be deleted or moved")
struct EditPermissionsTests {
    @Observable
    final class Steps {
        var names = ["Pinned", "Wash", "Dry"]
    }

    struct StepList: View {
        @Bindable var steps: Steps
        var isEditing = false
        var body: some View {
            List {
                ForEach(steps.names, id: \.self) { name in
                    Text(name)
                        .deleteDisabled(name == "Pinned")
                        .moveDisabled(name == "Pinned")
                }
                .onDelete { steps.names.remove(atOffsets: $0) }
                .onMove { steps.names.move(fromOffsets: $0, toOffset: $1) }
            }
            .listRowSeparator(.hidden)
            .environment(\.editMode, .constant(isEditing ? .active : .inactive))
        }
    }

    @Test("Delete and Alt-↓ do nothing on a disabled row; the next row is deleted and moved as before")
    func keys() {
        let steps = Steps()
        let host = TestHost(columns: 12, rows: 3) { StepList(steps: steps) }
        host.press(.tab)
        host.press(.delete)
        host.press(.downArrow, modifiers: .option)
        #expect(steps.names == ["Pinned", "Wash", "Dry"])
        host.press(.downArrow)
        host.press(.downArrow, modifiers: .option)
        #expect(steps.names == ["Pinned", "Dry", "Wash"])
        host.press(.delete)
        #expect(steps.names == ["Pinned", "Dry"])
    }

    @Test("A disabled row's action menu has no Delete: with nothing else to offer, none opens")
    func menu() {
        let steps = Steps()
        let host = TestHost(columns: 12, rows: 3) { StepList(steps: steps) }
        host.press(.tab)
        host.press(.return, modifiers: .option)
        #expect(host.screen == "Pinned\nWash\nDry")
    }

    @Test("In edit mode a disabled row's handles are blank and a click there deletes nothing")
    func handles() {
        let steps = Steps()
        let host = TestHost(columns: 12, rows: 3) { StepList(steps: steps, isEditing: true) }
        #expect(host.screen == """
              Pinned
            ⊖ Wash     ≡
            ⊖ Dry      ≡
            """)
        host.click(column: 0, row: 0)
        #expect(steps.names == ["Pinned", "Wash", "Dry"])
        host.click(column: 0, row: 1)
        #expect(steps.names == ["Pinned", "Dry"])
    }
}
