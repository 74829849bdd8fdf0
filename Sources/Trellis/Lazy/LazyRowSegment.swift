/// A run of rows of a lazy stack, reached by position without walking the
/// others: a `ForEach` is one segment of `data.count` rows, any other view
/// one segment of one row.
///
/// Owned by the lazy stack's node, rebuilt from its content whenever the
/// stack's view changes (O(number of segments), never O(rows)). A row is
/// named by its segment's position and its ID within the segment
/// (``LazyRowKey``), so a `ForEach`'s rows keep their identity when the
/// data around them changes.
///
/// ```
/// LazyVStack { Header(); ForEach(0..<10_000_000) { Row($0) } }
/// segments: [one row (Header), 10,000,000 rows (ForEach)]
/// ```
@MainActor
class LazyRowSegment {
    /// The segment's place in the content's structure (its path of tuple
    /// slots, branches and section parts, folded into one number), so that
    /// a conditional segment coming or going before it leaves its rows'
    /// identity alone.
    let identity: Int

    /// Set on the first segment of a `Section`'s segments: how many
    /// segments the section spans (this one included) and whether its
    /// first is a header and its last a footer. Read by a stack that pins
    /// section headers or footers (``LazySectionSpan``).
    var sectionParts: (segments: Int, hasHeader: Bool, hasFooter: Bool)?

    init(identity: Int) {
        self.identity = identity
    }

    /// The identity of the part `slot` of the structure at `path`.
    static func path(_ path: Int, _ slot: Int) -> Int {
        path &* 1_000_003 &+ slot &+ 1
    }

    /// The number of rows. Cost: the collection's `count` (O(1) for a
    /// `RandomAccessCollection`).
    var count: Int { 1 }

    /// Whether a `List`'s selection can hold this segment's rows: a
    /// `ForEach`'s rows can, headers, footers and single views cannot.
    var isSelectable: Bool { false }

    /// The ID of the row at `offset` within the segment. Cost: O(1), no
    /// view is built.
    func id(at offset: Int) -> AnyHashable { AnyHashable(SingleRowID()) }

    /// The key of the row at `offset` (``LazyRowKey``). Cost: O(1), no
    /// view is built.
    func key(at offset: Int) -> LazyRowKey { LazyRowKey(segment: identity, id: id(at: offset)) }

    /// What a list may do to the segment's rows (a `ForEach`'s `.onDelete`
    /// and `.onMove`).
    var editActions: _EditActions { _EditActions() }

    /// The offset of the row whose ID is `id`, looked for around `near`:
    /// O(1) when the data is a `Range<Int>` identified by its values,
    /// otherwise a search outward from `near` (`near`, `near + 1`,
    /// `near - 1`, …) of at most `limit` rows (every row when `nil`).
    func offset(of id: AnyHashable, near: Int, limit: Int?) -> Int? {
        id == AnyHashable(SingleRowID()) ? 0 : nil
    }

    /// Creates and mounts (outside the visible hierarchy) the node of the
    /// row at `offset`, as a child of `stack`.
    func makeRow(at offset: Int, in stack: ViewNode) -> ViewNode {
        fatalError("\(type(of: self)) does not build rows")
    }

    /// Hands the row at `offset` its current view.
    func updateRow(_ row: ViewNode, at offset: Int, in stack: ViewNode) {}
}

/// The ID of a single view's row: equal only to itself, so that no
/// element's ID finds it.
struct SingleRowID: Hashable {}

/// The segment of a view that is not a `ForEach`: one row showing it.
@MainActor
final class SingleRowSegment<Content: View>: LazyRowSegment {
    private let content: Content

    init(_ content: Content, identity: Int) {
        self.content = content
        super.init(identity: identity)
    }

    override func makeRow(at offset: Int, in stack: ViewNode) -> ViewNode {
        stack.makeChild(LazyRow(element: content, content: Self.identity))
    }

    override func updateRow(_ row: ViewNode, at offset: Int, in stack: ViewNode) {
        stack.updateChild(row, to: LazyRow(element: content, content: Self.identity))
    }

    private static func identity(_ content: Content) -> Content { content }
}

/// The segment of a `ForEach`: one row per element, built only when the
/// lazy stack shows it.
@MainActor
final class ForEachRowSegment<Data: RandomAccessCollection, ID: Hashable, Content: View>: LazyRowSegment {
    // The `ForEach`'s parts, kept one by one: this class's methods are
    // compiled generically (the stack calls them through the class), and
    // reading a field of a stored `ForEach<Data, ID, Content>` there looks
    // the struct's generic metadata up each time, about 500 instructions;
    // the class's own fields are at offsets its metadata already holds.
    private let data: Data
    private let identify: (Data.Element) -> ID
    private let content: (Data.Element) -> Content
    private let locateRow: ForEach<Data, ID, Content>.RowLocator
    private let actions: _EditActions
    private let rowCount: Int
    /// The first value of the data when it is a `Range<Int>` (whose rows
    /// are found by their values), read once rather than cast per lookup.
    private let rangeStart: Int?

    /// The segment of `forEach`, whose data is frozen first when it reads
    /// through a binding (``LiveCollection``), so the row count and the
    /// rows read by index agree until the stack's next update.
    init(_ forEach: ForEach<Data, ID, Content>, identity: Int) {
        var data = forEach.data
        if let live = data as? any LiveCollection, let frozen = live.frozen() as? Data {
            data = frozen
        }
        self.data = data
        identify = forEach.identify
        content = forEach.content
        locateRow = forEach.locateRow
        actions = forEach._editActions
        rowCount = data.count
        rangeStart = (data as? Range<Int>)?.lowerBound
        super.init(identity: identity)
    }

    override var count: Int { rowCount }

    override var isSelectable: Bool { true }

    private func element(at offset: Int) -> Data.Element {
        data[data.index(data.startIndex, offsetBy: offset)]
    }

    private func typedID(at offset: Int) -> ID {
        identify(element(at: offset))
    }

    override func id(at offset: Int) -> AnyHashable {
        AnyHashable(typedID(at: offset))
    }

    override func key(at offset: Int) -> LazyRowKey {
        LazyRowKey(segment: identity, typedID: typedID(at: offset))
    }

    /// Takes the ID out of its box by opening it when it holds exactly an
    /// `ID` (the keys the stack made from this segment's IDs do), and casts
    /// it otherwise (a subclass instance of a class ID): a cast asks the
    /// runtime for `Optional<ID>`'s metadata and runs a dynamic cast, which
    /// cost more than the rest of the lookup of a row in view.
    override func offset(of id: AnyHashable, near: Int, limit: Int?) -> Int? {
        let base = id.base
        if type(of: base) == ID.self {
            return offset(ofID: Self.exactID(base), near: near, limit: limit)
        }
        return offset(ofCast: base, near: near, limit: limit)
    }

    /// Apart, so that the common path does not ask for `Optional<ID>`.
    @inline(never)
    private func offset(ofCast base: Any, near: Int, limit: Int?) -> Int? {
        guard let wanted = base as? ID else { return nil }
        return offset(ofID: wanted, near: near, limit: limit)
    }

    /// `value`, whose type is `ID`, as an `ID`.
    private static func exactID<Value>(_ value: Value) -> ID {
        unsafeBitCast(value, to: ID.self)
    }

    private func offset(ofID wanted: ID, near: Int, limit: Int?) -> Int? {
        guard rowCount > 0 else { return nil }
        if let rangeStart, let value = wanted as? Int {
            let candidate = value - rangeStart
            if candidate >= 0, candidate < rowCount, typedID(at: candidate) == wanted {
                return candidate
            }
        }
        return locateRow(data, identify, wanted, near, limit)
    }

    override var editActions: _EditActions { actions }

    /// Rows of a `ForEach` with edit actions are ``EditableRow``s, which
    /// draw the handles in edit mode.
    override func makeRow(at offset: Int, in stack: ViewNode) -> ViewNode {
        guard actions.isEmpty else { return makeEditableRow(at: offset, in: stack) }
        return stack.makeChild(LazyRow(element: element(at: offset), content: content))
    }

    override func updateRow(_ row: ViewNode, at offset: Int, in stack: ViewNode) {
        guard actions.isEmpty else { return updateEditableRow(row, at: offset, in: stack) }
        stack.updateChild(row, to: LazyRow(element: element(at: offset), content: content))
    }

    // The editable rows apart, so that a row without edit actions does not
    // ask the runtime for the metadata of `EditableRow<Content>`.
    @inline(never)
    private func makeEditableRow(at offset: Int, in stack: ViewNode) -> ViewNode {
        stack.makeChild(LazyRow(element: element(at: offset), content: editableContent(at: offset)))
    }

    @inline(never)
    private func updateEditableRow(_ row: ViewNode, at offset: Int, in stack: ViewNode) {
        stack.updateChild(row, to: LazyRow(element: element(at: offset), content: editableContent(at: offset)))
    }

    private func editableContent(at offset: Int) -> (Data.Element) -> EditableRow<Content> {
        let actions = actions
        let content = content
        return { EditableRow(actions: actions, offset: offset, content: content($0)) }
    }
}
