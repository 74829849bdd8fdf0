/// Where the dynamic properties of one view (or view modifier) type are, found
/// once per type from the first value of it, with ``storedFields(of:)``
/// (ARCHITECTURE.md, “Field reflection”).
///
/// Fields of Trellis's own wrappers are linked directly. A `DynamicProperty`
/// struct of the user's is searched recursively, its wrappers linked at their
/// offset inside the view, and its `update()` called afterwards, innermost
/// first:
///
/// ```
/// struct Row: View {             links:   [0] @State   isExpanded  at 8
///     let title: String          (0)      [1] @State   ids         at 24
///     @State var isExpanded      (8)      [2] @Environment isEnabled at 32
///     var selection: Selection   (24)     updates: Selection at 24
/// }
/// ```
@MainActor
struct PropertyLayout {
    struct Link {
        let offset: Int
        let name: String
        let kind: any LinkedProperty.Type
    }

    struct Update {
        let offset: Int
        let kind: any DynamicProperty.Type
    }

    /// The wrappers to link, in field order; each has one storage slot.
    let links: [Link]

    /// User `DynamicProperty` structs, innermost first.
    let updates: [Update]

    /// Whether the type has no dynamic property at all.
    var isEmpty: Bool { links.isEmpty && updates.isEmpty }

    init(of value: Any) {
        var links: [Link] = []
        var updates: [Update] = []
        Self.collect(value, base: 0, prefix: "", links: &links, updates: &updates)
        self.links = links
        self.updates = updates
    }

    private static func collect(
        _ value: Any, base: Int, prefix: String, links: inout [Link], updates: inout [Update]
    ) {
        for field in storedFields(of: value) {
            let name = prefix + displayName(field.name)
            let offset = base + field.offset
            if let linked = field.type as? any LinkedProperty.Type {
                links.append(Link(offset: offset, name: name, kind: linked))
            } else if field.type is any InertProperty.Type {
                continue
            } else if let dynamic = field.type as? any DynamicProperty.Type {
                let nested = storedValue(ofType: field.type, at: field.offset, in: value)
                collect(nested, base: offset, prefix: name + ".", links: &links, updates: &updates)
                updates.append(Update(offset: offset, kind: dynamic))
            }
        }
    }

    /// `_count` → `count`: property wrappers store their value under `_name`.
    private static func displayName(_ fieldName: String) -> String {
        fieldName.hasPrefix("_") ? String(fieldName.dropFirst()) : fieldName
    }

    /// Links every wrapper of the value at `pointer` to its slot in `storage`
    /// and calls the user structs' `update()`.
    func link(_ pointer: UnsafeMutableRawPointer, storage: inout PropertyStorage, node: ViewNode) {
        for index in links.indices {
            let link = links[index]
            storage.withSlot(index) { slot in
                link.kind.link(pointer + link.offset, storage: &slot, node: node)
            }
        }
        for update in updates {
            update.kind.updateValue(at: pointer + update.offset)
        }
    }

    /// Releases every slot of `storage`.
    func release(_ storage: PropertyStorage) {
        for index in links.indices {
            links[index].kind.release(storage: storage[index])
        }
    }

    /// `count = 3, isOn = true`, or `nil` when nothing is shown.
    /// Each described property's name and value, in declaration order.
    func values(_ storage: PropertyStorage) -> [(name: String, value: String)] {
        links.indices.compactMap { index in
            links[index].kind.describe(storage: storage[index]).map { (links[index].name, $0) }
        }
    }

    func describe(_ storage: PropertyStorage) -> String? {
        let parts = links.indices.compactMap { index in
            links[index].kind.describe(storage: storage[index]).map { "\(links[index].name) = \($0)" }
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
