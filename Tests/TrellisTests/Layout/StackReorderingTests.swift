import Testing
@testable import Trellis

/// A keyed move in a stack reorders the stack's arrangement instead of
/// computing it again: only the subviews between the two positions are
/// moved (neither measured nor placed again when they keep their size),
/// and the screen is the one a stack mounted in the
/// new order shows. When a moved subview would take another length at its
/// new position, the stack is arranged from scratch.
@MainActor
@Suite("Stack reordering")
struct StackReorderingTests {
    struct Item: Identifiable, Equatable {
        let id: Int
        let text: String
    }

    enum Arrangement {
        case rows
        case rowsWithSpacing
        case flexibleRows
        case columns
        case framedPairs
        case twoLists
    }

    /// The items as the subviews of a stack of `arrangement`.
    struct Stack: View {
        let items: [Item]
        let arrangement: Arrangement

        var body: some View {
            switch arrangement {
            case .rows:
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(items) { Text($0.text) }
                }
            case .rowsWithSpacing:
                VStack(alignment: .trailing, spacing: 1) {
                    ForEach(items) { Text($0.text) }
                }
            case .flexibleRows:
                VStack(spacing: 0) {
                    ForEach(items) { Text($0.text).frame(maxHeight: .infinity) }
                }
            case .columns:
                HStack(spacing: 1) {
                    ForEach(items) { Text($0.text) }
                }
            case .framedPairs:
                VStack(alignment: .leading, spacing: 0) {
                    Text("top")
                    ForEach(items) {
                        Text($0.text)
                        Text("·")
                    }
                    Text("end")
                }
            case .twoLists:
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(items) { Text($0.text) }
                    ForEach(items, id: \.text) { Text($0.text.uppercased()) }
                }
            }
        }
    }

    /// A stack whose items are state, written through `handle`.
    struct Reorderable: View {
        let handle: StateHandle<[Item]>
        let arrangement: Arrangement
        @State var items: [Item]

        var body: some View {
            let _ = handle.bind($items)
            Stack(items: items, arrangement: arrangement)
        }
    }

    static func items(_ texts: [String]) -> [Item] {
        texts.enumerated().map { Item(id: $0.offset, text: $0.element) }
    }

    /// Mounts `items`, applies `move` and returns the screen, after checking
    /// it against a host that mounted the moved items directly.
    func screenAfterMove(
        _ items: [Item], arrangement: Arrangement, columns: Int = 20, rows: Int = 10,
        move: (inout [Item]) -> Void
    ) -> (screen: String, layoutPasses: Int, layoutMoves: Int) {
        let handle = StateHandle<[Item]>()
        let host = TestHost(columns: columns, rows: rows) {
            Reorderable(handle: handle, arrangement: arrangement, items: items)
        }
        var moved = items
        move(&moved)
        let before = host.statistics
        handle.value = moved
        host.update()
        let passes = host.statistics.layoutPasses - before.layoutPasses
        let moves = host.statistics.layoutMoves - before.layoutMoves
        #expect(host.testGraph.checkInvariants().isEmpty)
        let fresh = TestHost(columns: columns, rows: rows) { Stack(items: moved, arrangement: arrangement) }
        #expect(host.screen == fresh.screen)
        return (host.screen, passes, moves)
    }

    @Test("Moving a row from the middle of 1,000 rows to the top moves only the rows it passed, without placing them")
    func moveToTop() {
        let items = Self.items((0..<1_000).map { "row \($0)" })
        let result = screenAfterMove(items, arrangement: .rows, rows: 4) { $0.insert($0.remove(at: 500), at: 0) }
        #expect(
            result.screen == """
                row 500
                row 0
                row 1
                row 2
                """)
        // Moved: the 501 texts from the top to the moved row's old place,
        // each keeping its size and the proposal it was offered before, so
        // none is placed again; measured and placed: the stack and the
        // root. The 499 rows below are neither measured nor placed:
        // arranged from scratch, the stack would place all 1,000.
        #expect(result.layoutPasses == 4)
        #expect(result.layoutMoves == 501)
    }

    @Test("Moving a row down moves the rows between its old and new places")
    func moveDown() {
        let items = Self.items((0..<8).map { "row \($0)" })
        let result = screenAfterMove(items, arrangement: .rows, rows: 8) { $0.insert($0.remove(at: 1), at: 5) }
        #expect(
            result.screen == """
                row 0
                row 2
                row 3
                row 4
                row 5
                row 1
                row 6
                row 7
                """)
        // Moved: rows 2 to 5 and row 1 (5 texts); the stack and the root
        // measured and placed.
        #expect(result.layoutPasses == 4)
        #expect(result.layoutMoves == 5)
    }

    @Test("A row that changes while rows move is placed again with the rest, as drawn from scratch")
    func moveWithChange() {
        let items = Self.items(["a", "b", "c", "d", "e"])
        let result = screenAfterMove(items, arrangement: .rows, rows: 5) {
            $0.insert($0.remove(at: 4), at: 0)
            $0[2] = Item(id: $0[2].id, text: "bbbb")
        }
        #expect(result.screen == "e\na\nbbbb\nc\nd")
        // The changed row is waiting to be placed: the stack is arranged
        // from scratch and places every subview; none is only moved.
        #expect(result.layoutMoves == 0)
    }

    @Test("Rows of different heights and widths keep their sizes where they move, with the stack's spacing and alignment")
    func differentSizes() {
        let items = Self.items(["a", "bb\nb", "c", "dddd"])
        let result = screenAfterMove(items, arrangement: .rowsWithSpacing, columns: 6) { $0.swapAt(1, 3) }
        #expect(
            result.screen == """
                   a

                dddd

                   c

                  bb
                  b
                """)
    }

    @Test("Columns of different widths move as rows do")
    func columns() {
        let items = Self.items(["a", "bbb", "cc", "d"])
        let result = screenAfterMove(items, arrangement: .columns, rows: 1) { $0.insert($0.remove(at: 3), at: 0) }
        #expect(result.screen == "d a bbb cc")
    }

    @Test("A flexible row whose share depends on its position is arranged from scratch when it moves")
    func positionDependentShare() {
        // Ten rows shared by three flexible texts: 10 / 3 = 3, then 7 / 2 = 3,
        // then the last takes 4. Moved to the top, "c" is offered 3 and takes
        // 3, and "b", now last, takes 4.
        let items = Self.items(["a", "b", "c"])
        let result = screenAfterMove(items, arrangement: .flexibleRows, rows: 10) { $0.insert($0.remove(at: 2), at: 0) }
        #expect(
            result.screen == """

                c


                a


                b
                """)
    }

    /// The first node at or below `node` that arranges its subviews with a stack.
    static func stackOwner(in node: ViewNode) -> ViewNode? {
        if node.layout.stack != nil {
            return node
        }
        for child in node.children {
            if let owner = stackOwner(in: child) {
                return owner
            }
        }
        return nil
    }

    /// Where the storage of the stack owner's collected subviews starts (an
    /// address, so that the test holds no second reference to it).
    static func storageAddress(of owner: ViewNode) -> Int? {
        owner.layout.items?.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) }
    }

    /// Whether the owner's collected subviews and its stack's (when there
    /// are several: the stack arranges no fewer) are, node for node, the
    /// subviews collected afresh.
    static func subviewsAreCurrent(of owner: ViewNode) -> Bool {
        let fresh = owner.listItems.map(ObjectIdentifier.init)
        return owner.layout.items?.map(ObjectIdentifier.init) == fresh
            && (fresh.count < 2 || owner.layout.stack?.items.map(ObjectIdentifier.init) == fresh)
    }

    /// Mounts `items` as `.framedPairs`, applies `update` and returns the
    /// screen, the layout passes, and whether the stack patched its
    /// subviews in place (their storage is the same), after checking the
    /// screen against a host that mounted the new items directly.
    func framedPairsAfter(
        _ items: [Item], update: (inout [Item]) -> Void
    ) -> (screen: String, layoutPasses: Int, layoutMoves: Int, patched: Bool) {
        let handle = StateHandle<[Item]>()
        let host = TestHost(columns: 10, rows: 16) { Reorderable(handle: handle, arrangement: .framedPairs, items: items) }
        guard let owner = Self.stackOwner(in: host.testGraph.root) else {
            Issue.record("no stack")
            return ("", 0, 0, false)
        }
        let address = Self.storageAddress(of: owner)
        var updated = items
        update(&updated)
        let before = host.statistics
        handle.value = updated
        host.update()
        let passes = host.statistics.layoutPasses - before.layoutPasses
        let moves = host.statistics.layoutMoves - before.layoutMoves
        #expect(host.testGraph.checkInvariants().isEmpty)
        #expect(Self.subviewsAreCurrent(of: owner))
        let fresh = TestHost(columns: 10, rows: 16) { Stack(items: updated, arrangement: .framedPairs) }
        #expect(host.screen == fresh.screen)
        return (host.screen, passes, moves, address != nil && Self.storageAddress(of: owner) == address)
    }

    @Test("Rows of a ForEach between other subviews move in the stack's subviews, patched in place over their run")
    func movePatchesSubviewsInPlace() {
        let items = Self.items(["a", "b", "c", "d", "e", "f"])
        let result = framedPairsAfter(items) { $0.insert($0.remove(at: 4), at: 1) }
        #expect(
            result.screen == """
                top
                a
                ·
                e
                ·
                b
                ·
                c
                ·
                d
                ·
                f
                ·
                end
                """)
        // The ForEach names rows 1 to 4 (subviews 3 to 10); in the stack's
        // storage, kept, only they are written. Moved: the 8 texts of rows
        // e, b, c and d; measured and placed: the stack and the root.
        #expect(result.patched)
        #expect(result.layoutPasses == 4)
        #expect(result.layoutMoves == 8)
    }

    @Test("Rows that move while another comes are collected again: the stack's subviews are new")
    func moveWithInsertionCollectsAgain() {
        let items = Self.items(["a", "b", "c", "d"])
        let result = framedPairsAfter(items) {
            $0.insert($0.remove(at: 3), at: 0)
            $0.insert(Item(id: 9, text: "n"), at: 2)
        }
        #expect(
            result.screen == """
                top
                d
                ·
                a
                ·
                n
                ·
                b
                ·
                c
                ·
                end
                """)
        #expect(!result.patched)
    }

    @Test("Two ForEachs of one stack that reorder in one update move only the rows each moved")
    func twoListsReorder() {
        let items = Self.items(["a", "b", "c", "d", "e", "f"])
        let result = screenAfterMove(items, arrangement: .twoLists, rows: 12) { $0.insert($0.remove(at: 4), at: 1) }
        #expect(result.screen == "a\ne\nb\nc\nd\nf\nA\nE\nB\nC\nD\nF")
        // The first list's run is patched, then put back when the second
        // list changes; the arrangement is reordered from the first moved
        // subview (e, 1) to the last (D, 10): those 10 texts moved, the
        // stack and the root measured and placed. Computed again, it would
        // measure and place all 12.
        #expect(result.layoutPasses == 4)
        #expect(result.layoutMoves == 10)
    }
}
