/// The storage slots of a view's dynamic properties, one per link of its
/// ``PropertyLayout`` (a `StateCell`, a subscription), the first kept
/// inline.
///
/// Most views that have dynamic properties have one (a `@State`, an
/// `@Environment`), so the node keeps that slot in its own bytes rather
/// than in an array of its own on the heap; the slots after the first are
/// in an array:
///
/// ```
/// no property      first: nil    rest: []     nothing allocated
/// @State count     first: cell   rest: []     nothing allocated
/// three properties first: slot 0 rest: [slot 1, slot 2]
/// ```
struct PropertyStorage {
    private var first: AnyObject?
    private var rest: [AnyObject?]

    /// Empty slots for `count` properties.
    init(count: Int) {
        rest = count > 1 ? Array(repeating: nil, count: count - 1) : []
    }

    /// The slot of the property at `index` among the layout's links.
    subscript(index: Int) -> AnyObject? {
        get { index == 0 ? first : rest[index - 1] }
        set {
            if index == 0 {
                first = newValue
            } else {
                rest[index - 1] = newValue
            }
        }
    }

    /// Calls `body` with the slot at `index` to read and write in place.
    /// The subscript has a getter and a setter, so writing through it
    /// copies the slot's reference out and stores it back (a retain and a
    /// release) on every link; slot 0, the inline one, is passed to `body`
    /// directly.
    mutating func withSlot(_ index: Int, _ body: (inout AnyObject?) -> Void) {
        if index == 0 {
            body(&first)
        } else {
            body(&rest[index - 1])
        }
    }
}
