import Foundation
import Trellis

/// A note.
@Observable
public final class Note: Identifiable {
    public let id = UUID()
    public var title: String
    public var body: String

    public init(title: String, body: String) {
        self.title = title
        self.body = body
    }
}

/// Notes in a split view: a sidebar `List(selection:)`, and a detail that
/// edits the chosen note through `@Bindable` in a `TextEditor`, its title
/// editable in the navigation bar too.
public struct NotesSplitView: View {
    @State private var notes = [
        Note(title: "Groceries", body: "milk\neggs"), Note(title: "Ideas", body: "a terminal UI engine"),
    ]
    @State private var selection: Note.ID?

    public init() {}

    public var body: some View {
        NavigationSplitView {
            List(notes, selection: $selection) { note in
                Text(note.title)
            }
            .navigationTitle("Notes")
            .toolbar {
                Button("New", systemImage: "square.and.pencil") {
                    let note = Note(title: "Untitled", body: "")
                    notes.append(note)
                    selection = note.id
                }
            }
        } detail: {
            if let note = notes.first(where: { $0.id == selection }) {
                NoteEditor(note: note)
            } else {
                ContentUnavailableView("No Note", systemImage: "note.text", description: Text("Choose a note."))
            }
        }
    }
}

struct NoteEditor: View {
    @Bindable var note: Note

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Title", text: $note.title).font(.headline)
            TextEditor(text: $note.body)
        }
        .navigationTitle($note.title)
    }
}
