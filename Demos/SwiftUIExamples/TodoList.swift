import Foundation
import Trellis

/// A to-do item.
public struct TodoItem: Identifiable, Equatable {
    public let id = UUID()
    public var title: String
    public var isDone = false
}

/// The to-dos, an `@Observable` model.
@Observable
public final class TodoStore {
    public var items: [TodoItem] = [
        TodoItem(title: "Buy milk"), TodoItem(title: "Walk the dog"), TodoItem(title: "Write tests"),
    ]

    public init() {}
}

/// A to-do list as tutorials write it: `ForEach($store.items)` in a `List`
/// with toggles, `.onDelete` and `.onMove`, an `EditButton` in a
/// `ToolbarItem`, a bottom bar that reads `\.editMode`, and a text field
/// that adds items.
public struct TodoList: View {
    @Bindable var store: TodoStore
    @State private var newTitle = ""

    public init(store: TodoStore) {
        self.store = store
    }

    public var body: some View {
        NavigationStack {
            List {
                ForEach($store.items) { $item in
                    Toggle(item.title, isOn: $item.isDone)
                }
                .onDelete { store.items.remove(atOffsets: $0) }
                .onMove { store.items.move(fromOffsets: $0, toOffset: $1) }
                HStack {
                    TextField("New to-do", text: $newTitle)
                        .onSubmit(add)
                    Button("Add", systemImage: "plus", action: add)
                        .disabled(newTitle.isEmpty)
                }
            }
            .navigationTitle("To-do (\(store.items.filter { !$0.isDone }.count) left)")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) { EditButton() }
                ToolbarItemGroup(placement: .bottomBar) { EditingStatus() }
            }
        }
    }

    func add() {
        guard !newTitle.isEmpty else { return }
        store.items.append(TodoItem(title: newTitle))
        newTitle = ""
    }
}

/// The bottom bar's status: what `@Environment(\.editMode)` says.
struct EditingStatus: View {
    @Environment(\.editMode) private var editMode

    var body: some View {
        Text(editMode?.wrappedValue.isEditing == true ? "Editing: ⊖ deletes, Alt-↑/↓ move" : "Tab to the list, Delete removes")
            .font(.footnote)
    }
}
