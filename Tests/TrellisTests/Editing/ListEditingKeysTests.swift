import Testing
@testable import Trellis

/// Which rows the editing keys act on, and when they act at all.
@MainActor
@Suite("List editing keys")
struct ListEditingKeysTests {
    @Observable
    final class Items {
        var names = ["a", "b", "c", "d", "e", "f"]
        var selection: Set<String> = []
        var single: String? = "b"
    }

    struct MultiList: View {
        @Bindable var items: Items
        var body: some View {
            List(selection: $items.selection) {
                ForEach(items.names, id: \.self) { Text($0) }
                    .onDelete { items.names.remove(atOffsets: $0) }
            }
            .listRowSeparator(.hidden)
        }
    }

    @Test("With rows selected Delete removes exactly them, not also the cursor's row")
    func deletesSelectionOnly() {
        let items = Items()
        let host = TestHost(columns: 10, rows: 6) { MultiList(items: items) }
        host.press(.tab)
        host.press(.space)
        host.press(.downArrow)
        host.press(.space)
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(items.selection == ["a", "b"])
        host.press(.delete)
        #expect(items.names == ["c", "d", "e", "f"])
    }

    struct SingleList: View {
        @Bindable var items: Items
        var body: some View {
            List(selection: $items.single) {
                ForEach(items.names, id: \.self) { Text($0) }
                    .onDelete { items.names.remove(atOffsets: $0) }
            }
        }
    }

    @Test("A Delete that reaches the list while nothing is focused deletes nothing")
    func noFocusNoDelete() {
        let items = Items()
        let host = TestHost(columns: 10, rows: 6) { SingleList(items: items) }
        host.press(.delete)
        #expect(items.names.count == 6)
        host.press(.tab)
        host.press(.delete)
        #expect(items.names == ["a", "c", "d", "e", "f"])
    }
}
