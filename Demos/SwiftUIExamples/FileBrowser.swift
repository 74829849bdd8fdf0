import Trellis

/// A file or a folder of the browser's tree.
public struct FileItem: Identifiable, Hashable {
    public var id: String { name }
    public var name: String
    public var children: [FileItem]?
}

/// A hierarchical list as Apple's samples write one: `List(_:children:)`
/// with a selection and `Label` rows, and the selected name below.
public struct FileBrowser: View {
    @State private var selection: FileItem.ID?
    let files = [
        FileItem(name: "Sources", children: [
            FileItem(name: "App.swift"),
            FileItem(name: "Models", children: [FileItem(name: "Item.swift")]),
        ]),
        FileItem(name: "Tests", children: []),
        FileItem(name: "README.md"),
    ]

    public init() {}

    public var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                List(files, children: \.children, selection: $selection) { item in
                    Label(item.name, systemImage: item.children == nil ? "doc" : "folder")
                }
                Text("Selected: \(selection ?? "none")")
            }
            .navigationTitle("Files")
        }
    }
}
