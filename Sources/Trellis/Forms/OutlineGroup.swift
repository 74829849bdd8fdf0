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
/// the stack, `Form`, `ScrollView` or `List` around the group
/// (`List(_:children:rowContent:)` is a list of one outline group). An
/// element whose children are not `nil` has a disclosure mark: Space,
/// Return or a click on the row toggles it, → expands and ← collapses.
///
/// The outline is flattened into one `ForEach` of the visible elements,
/// keyed by ID: the expanded IDs are state of the group (in a lazy stack or
/// `List`, state the stack keeps for the group's place in its content), so
/// rows start collapsed, an element keeps its expansion while its ID
/// stays, even while a parent is collapsed, and its children's rows are
/// built only while it is expanded. Cost: one row per visible element; a
/// walk over the visible elements when the data or an expansion changes.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    /// The top-level elements, read when the rows are built (so that a
    /// bound collection is read by the group, not by the view that made it).
    let elements: () -> [Data.Element]
    let id: (Data.Element) -> ID
    /// An element's children, `nil` for a leaf.
    let children: (Data.Element) -> [Data.Element]?
    let content: (Data.Element) -> Leaf
    @State private var expandedIDs: Set<ID> = []

    /// An outline of `data`'s elements, identified by `id`, each with the
    /// children at `children` (`nil` for a leaf).
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.init(
            elements: { Array(data) }, id: { $0[keyPath: id] }, children: { $0[keyPath: children].map { Array($0) } },
            content: content)
    }

    /// An outline of one `root` element and its descendants.
    public init(
        _ root: Data.Element, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.init(
            elements: { [root] }, id: { $0[keyPath: id] }, children: { $0[keyPath: children].map { Array($0) } },
            content: content)
    }

    init(
        elements: @escaping () -> [Data.Element], id: @escaping (Data.Element) -> ID,
        children: @escaping (Data.Element) -> [Data.Element]?, content: @escaping (Data.Element) -> Leaf
    ) {
        self.elements = elements
        self.id = id
        self.children = children
        self.content = content
    }

    /// A row per visible element.
    public var body: some View {
        rows(expandedIDs: $expandedIDs)
    }

    /// The rows of the elements visible while `expandedIDs` are expanded:
    /// each element, then, when it is expanded, its children's rows.
    ///
    /// ```
    /// [Sources [Trellis [View.swift], Package.swift], README.md], expanded {Sources}
    /// → Sources (0, ▾), Trellis (1, ▸), Package.swift (1), README.md (0)
    /// ```
    func rows(expandedIDs: Binding<Set<ID>>) -> ForEach<[OutlineEntry<Data.Element, ID>], ID, OutlineRow<Leaf, ID>> {
        let expanded = expandedIDs.wrappedValue
        var entries: [OutlineEntry<Data.Element, ID>] = []
        // Depth first, each element before its children: a stack of the
        // elements still to visit, the next on top.
        var pending = elements().reversed().map { (element: $0, depth: 0) }
        while let (element, depth) = pending.popLast() {
            let id = id(element)
            let kids = children(element)
            let isExpanded = kids != nil && expanded.contains(id)
            entries.append(
                OutlineEntry(element: element, id: id, depth: depth, hasChildren: kids != nil, isExpanded: isExpanded))
            if isExpanded, let kids {
                pending += kids.reversed().map { (element: $0, depth: depth + 1) }
            }
        }
        let content = content
        return ForEach(entries, id: \.id) { entry in
            OutlineRow(
                id: entry.id, depth: entry.depth, hasChildren: entry.hasChildren, isExpanded: entry.isExpanded,
                expandedIDs: expandedIDs, label: content(entry.element))
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

extension OutlineGroup: LazyRowSource {
    /// In a lazy stack or a `List`: the visible elements' rows as a segment
    /// of their own, keyed by ID, with the expanded IDs kept by the stack
    /// for the group's place in its content.
    func appendRowSegments(to segments: inout [LazyRowSegment], path: Int) {
        let cell = LazySegmentState.cell(at: path, initial: Set<ID>())
        rows(expandedIDs: Binding(location: cell)).appendRowSegments(to: &segments, path: path)
    }
}

/// One visible element of an outline, as ``OutlineGroup/rows(expandedIDs:)``
/// lists them.
struct OutlineEntry<Element, ID: Hashable> {
    let element: Element
    let id: ID
    let depth: Int
    let hasChildren: Bool
    let isExpanded: Bool
}

/// The row of one element of an outline: its disclosure mark, indented by
/// its depth, and its label. Writes its expansion through the group's
/// expanded IDs, which it does not read (only the toggled row changes).
struct OutlineRow<Label: View, ID: Hashable>: View {
    let id: ID
    let depth: Int
    let hasChildren: Bool
    let isExpanded: Bool
    let expandedIDs: Binding<Set<ID>>
    let label: Label

    var body: some View {
        HStack(spacing: 1) {
            Text(hasChildren ? (isExpanded ? "▾" : "▸") : " ")
            label
        }
        .padding(.leading, CGFloat(2 * depth))
        .focusable(hasChildren)
        .onKeyPress(keys: [.space, .return, .rightArrow, .leftArrow], phases: .down) { press in
            guard hasChildren else { return .ignored }
            switch press.key {
            case .rightArrow: setExpanded(true)
            case .leftArrow: setExpanded(false)
            default: setExpanded(!isExpanded)
            }
            return .handled
        }
        .onTapGesture {
            if hasChildren {
                setExpanded(!isExpanded)
            }
        }
    }

    private func setExpanded(_ expanded: Bool) {
        if expanded {
            expandedIDs.wrappedValue.insert(id)
        } else {
            expandedIDs.wrappedValue.remove(id)
        }
    }
}
