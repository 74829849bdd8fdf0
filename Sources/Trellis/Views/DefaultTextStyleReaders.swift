/// The texts whose style is the default one (no ancestor sets the text
/// style), so that a modifier that starts setting the style invalidates
/// them: the graph's readers of the text style's default.
///
/// The other keys' defaults keep their readers as ``Dependents`` edges,
/// which hold a node through its ``NodeHandle``, an object made for the
/// node's first edge. Texts are most of a tree's nodes and read one key,
/// in one place (`TextNode.resolveStyle()`), which knows when a text stops
/// reading the default. So a text is listed once, at a slot it keeps
/// (``TextNode/defaultStyleSlot``): reading the default again finds it
/// listed, reading a style set above it removes it, and so does its
/// unmount, which moves the last text into its slot. The list holds its
/// texts strongly: a text it lists is alive.
///
/// ```
/// texts A, B, C read the default      texts [A, B, C], slots 0, 1, 2
/// B is unmounted                      texts [A, C], C's slot 1
/// .textCase(.upper) starts above A    A and C invalidated; texts []
/// A and C resolve again               A reads the set style; C the default: texts [C]
/// ```
///
/// Cost: O(1) a read and an unmount, no allocation but the list's growth;
/// O(texts) an invalidation.
@MainActor
struct DefaultTextStyleReaders {
    private var texts: [TextNode] = []

    /// The number of texts listed.
    var count: Int { texts.count }

    /// Lists `text`, which read the default style, unless it is listed.
    mutating func insert(_ text: TextNode) {
        guard text.defaultStyleSlot < 0 else { return }
        text.defaultStyleSlot = Int32(truncatingIfNeeded: texts.count)
        texts.append(text)
    }

    /// Removes `text`, which no longer reads the default style, if it is
    /// listed: the last text takes its slot.
    mutating func remove(_ text: TextNode) {
        let slot = Int(text.defaultStyleSlot)
        guard slot >= 0 else { return }
        text.defaultStyleSlot = -1
        let last = texts.removeLast()
        if last !== text {
            last.defaultStyleSlot = Int32(truncatingIfNeeded: slot)
            texts[slot] = last
        }
    }

    /// Invalidates every listed text and empties the list, keeping its
    /// storage: the texts list themselves again when they resolve their
    /// style, if they still read the default. Every text is unlisted
    /// before any is invalidated, so that an invalidation that reached
    /// the list again would find it consistent.
    mutating func invalidate() {
        var listed: [TextNode] = []
        swap(&listed, &texts)
        for text in listed {
            text.defaultStyleSlot = -1
        }
        for text in listed {
            text.invalidate()
        }
        if texts.isEmpty {
            listed.removeAll(keepingCapacity: true)
            texts = listed
        }
    }
}
