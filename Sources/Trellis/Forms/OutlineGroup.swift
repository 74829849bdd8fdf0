/// A tree shown as rows that expand to show their children: SwiftUI's
/// `OutlineGroup`.
///
/// ```swift
/// struct FileItem: Identifiable {
///     let id = UUID()
///     var name: String
///     var children: [FileItem]?
/// }
///
/// OutlineGroup(files, children: \.children) { item in
///     Text(item.name)
/// }
/// ```
///
/// ```
/// ▾ Sources
///     ▸ Trellis
///       Package.swift
/// ▸ Tests
///   README.md
/// ```
///
/// Each element is a row of its own, indented two columns per level, in
/// the stack, `Form` or `ScrollView` around the group (a `List` builds its
/// rows from the `ForEach` it sees, so there the whole outline is one row;
/// `List(_:children:rowContent:)` is not provided). An element
/// whose children are not `nil` has a disclosure mark: Space, Return or a
/// click on the row toggles it, → expands and ← collapses. Rows start
/// collapsed; a row keeps its expansion while its element's ID stays, and
/// its children's rows are built only while it is expanded. Cost: one row
/// per visible element.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let elements: [Data.Element]
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf
    let depth: Int

    /// An outline of `data`'s elements, identified by `id`, each with the
    /// children at `children` (`nil` for a leaf).
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.init(elements: Array(data), id: id, children: children, content: content, depth: 0)
    }

    /// An outline of one `root` element and its descendants.
    public init(
        _ root: Data.Element, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.init(elements: [root], id: id, children: children, content: content, depth: 0)
    }

    init(
        elements: [Data.Element], id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        content: @escaping (Data.Element) -> Leaf, depth: Int
    ) {
        self.elements = elements
        self.id = id
        self.children = children
        self.content = content
        self.depth = depth
    }

    /// A row per element, each followed by its children's rows while expanded.
    public var body: some View {
        ForEach(elements, id: id) { element in
            OutlineRow(outline: self, element: element)
        }
    }
}

extension OutlineGroup where ID == Data.Element.ID, Data.Element: Identifiable {
    /// An outline of `data`'s identifiable elements, each with the children
    /// at `children` (`nil` for a leaf).
    public init(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.init(data, id: \Data.Element.id, children: children, content: content)
    }

    /// An outline of one identifiable `root` element and its descendants.
    public init(
        _ root: Data.Element, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.init(root, id: \Data.Element.id, children: children, content: content)
    }
}

/// One element of an outline: its row, then, while expanded, its
/// children's outline, as rows of the list around it.
struct OutlineRow<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let outline: OutlineGroup<Data, ID, Leaf>
    let element: Data.Element
    @State private var isExpanded = false

    var body: some View {
        let kids = element[keyPath: outline.children]
        Group {
            HStack(spacing: 1) {
                Text(kids == nil ? " " : isExpanded ? "▾" : "▸")
                outline.content(element)
            }
            .padding(.leading, CGFloat(2 * outline.depth))
            .focusable(kids != nil)
            .onKeyPress(keys: [.space, .return, .rightArrow, .leftArrow], phases: .down) { press in
                guard kids != nil else { return .ignored }
                switch press.key {
                case .rightArrow: isExpanded = true
                case .leftArrow: isExpanded = false
                default: isExpanded.toggle()
                }
                return .handled
            }
            .onTapGesture {
                if kids != nil {
                    isExpanded.toggle()
                }
            }
            if isExpanded, let kids {
                OutlineGroup(
                    elements: Array(kids), id: outline.id, children: outline.children, content: outline.content,
                    depth: outline.depth + 1)
            }
        }
    }
}
