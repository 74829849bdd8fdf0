import Testing
@testable import Trellis

/// A scroll by a few rows arranges the window from its own rows
/// (`LazyStackNode.shiftedArrangement`): the rows it keeps are not looked
/// up or measured again, and the arrangement is the one made from scratch.
@MainActor
@Suite("Lazy stack window shifts")
struct LazyStackShiftTests {
    typealias Notes = LazyStackRowChangeTests.Notes
    typealias Stack = LazyStackNode<LazyVStack<ForEach<Range<Int>, Int, LazyStackRowChangeTests.NoteRow>>>

    /// A host of 20 × 5 showing 100 notes, of which notes 2 and 6 take two
    /// lines, and its lazy stack.
    func host() throws -> (TestHost, Stack, [LazyStackRowChangeTests.Note]) {
        let notes = LazyStackRowChangeTests.notes(100)
        notes[2].lines = 2
        notes[6].lines = 2
        let host = TestHost(columns: 20, rows: 5) { Notes(notes: notes) }
        let stack = try #require(ScrollViewLazyContentTests.lazyStack(in: host.session.graph.root) as? Stack)
        return (host, stack, notes)
    }

    /// The rows of an arrangement, comparable.
    func rows(_ rows: [LazyRowPlacement]) -> [[Int]] {
        rows.map { [$0.index, $0.position, $0.length, $0.row.keyedSlot] }
    }

    /// The rows of a window `shifted` from `window`: the kept ones, each
    /// moved by the shift, then those that came in.
    func rows(_ shifted: LazyWindowShift, from window: [LazyRowPlacement]) -> [[Int]] {
        let kept = window[shifted.dropped..<(shifted.dropped + shifted.kept)].map { placement in
            LazyRowPlacement(
                index: placement.index, row: placement.row, position: placement.position - shifted.shift,
                length: placement.length)
        }
        return rows(kept + shifted.incoming)
    }

    @Test("A window scrolled down by none, one or a few rows is arranged from its own rows as from scratch")
    func shiftedEqualsFresh() throws {
        let (host, stack, _) = try host()
        for distance in [0, 1, 1, 2, 3, 1] {
            _ = stack.scroll(by: distance)
            let extent = try #require(stack.windowExtent)
            let shifted = try #require(
                stack.shiftedArrangement(length: extent.length, cross: extent.crossProposal), "scrolled by \(distance)")
            let fresh = stack.arrangement(length: extent.length, cross: extent.crossProposal)
            #expect(rows(shifted, from: stack.window) == rows(fresh.rows), "scrolled by \(distance)")
            #expect(shifted.index == fresh.anchor.index && shifted.offset == fresh.anchor.offset)
            host.update()
        }
        // Rows 0–1, 2 (two lines), 3–6 and 7 scrolled past: 9 lines.
        #expect(host.lines[0].hasPrefix("n6 more 1"))
        #expect(host.lines[1].hasPrefix("n7 taps 0"))
    }

    /// A column of 30 rows one cell apart, every fourth of two lines.
    struct SpacedRows: View {
        var body: some View {
            ScrollView {
                LazyVStack(spacing: 1) {
                    ForEach(0..<30, id: \.self) { index in
                        Text(index % 4 == 0 ? "r\(index)\nx" : "r\(index)")
                    }
                }
            }
        }
    }

    @Test("Rows apart by spacing, scrolled one line at a time to the end of the data, are arranged as from scratch")
    func spacedRowsToTheEnd() throws {
        let host = TestHost(columns: 10, rows: 5) { SpacedRows() }
        typealias Spaced = LazyStackNode<LazyVStack<ForEach<Range<Int>, Int, Text>>>
        let stack = try #require(ScrollViewLazyContentTests.lazyStack(in: host.session.graph.root) as? Spaced)
        var shiftedSteps = 0
        for step in 0..<80 {
            _ = stack.scroll(by: 1)
            let extent = try #require(stack.windowExtent)
            if let shifted = stack.shiftedArrangement(length: extent.length, cross: extent.crossProposal) {
                let fresh = stack.arrangement(length: extent.length, cross: extent.crossProposal)
                #expect(rows(shifted, from: stack.window) == rows(fresh.rows), "step \(step)")
                #expect(shifted.index == fresh.anchor.index && shifted.offset == fresh.anchor.offset, "step \(step)")
                shiftedSteps += 1
            }
            host.update()
        }
        // Every step shifts, those at the end included: the scroll stops
        // where the last row ends at the viewport's end, so the fill never
        // runs out of rows.
        #expect(shiftedSteps == 80)
        #expect(
            host.screen == """
                         │
                   r28   │
                   x     │
                         │
                   r29   ┃
                """)
    }

    @Test("A row that scrolls in with the ID of a row passed or kept gets a row of its own, as from scratch")
    func repeatedIDScrollsIn() throws {
        let host = TestHost(columns: 10, rows: 3) {
            ScrollView {
                LazyVStack(alignment: .leading) { ForEach(["a", "b", "c", "b", "a", "d"], id: \.self) { Text($0) } }
            }
        }
        typealias Letters = LazyStackNode<LazyVStack<ForEach<[String], String, Text>>>
        let stack = try #require(ScrollViewLazyContentTests.lazyStack(in: host.session.graph.root) as? Letters)
        for step in 0..<3 {
            _ = stack.scroll(by: 1)
            let extent = try #require(stack.windowExtent)
            let shifted = try #require(
                stack.shiftedArrangement(length: extent.length, cross: extent.crossProposal), "step \(step)")
            let fresh = stack.arrangement(length: extent.length, cross: extent.crossProposal)
            #expect(rows(shifted, from: stack.window) == rows(fresh.rows), "step \(step)")
            host.update()
            #expect(Set(stack.window.map { ObjectIdentifier($0.row) }).count == 3, "step \(step)")
            #expect(host.testGraph.checkInvariants() == [], "step \(step)")
        }
        #expect(host.lines.map(\.first) == ["b", "a", "d"])
    }

    @Test("Rows a scroll moves stand at their window positions, and reach outside the stack exactly while partly out of it")
    func shiftedRowsMoveAndOverflow() throws {
        let (host, stack, _) = try host()
        for step in 0..<12 {
            _ = stack.scroll(by: 1)
            host.update()
            let length = try #require(stack.windowExtent).length
            for placement in stack.window {
                #expect(placement.row.layout.origin.row == placement.position, "step \(step), row \(placement.index)")
                #expect(
                    placement.row.layout.overflowsOwner
                        == (placement.position < 0 || placement.position + placement.length > length),
                    "step \(step), row \(placement.index)")
            }
        }
        #expect(host.lines[0].hasPrefix("n10 taps 0"))
    }

    @Test("A window with a row that asked for layout, or scrolled up, is arranged from scratch")
    func changedRowArrangesAgain() throws {
        let (host, stack, _) = try host()
        _ = stack.scroll(by: 3)
        host.update()
        stack.window[1].row.setNeedsLayout()
        _ = stack.scroll(by: 1)
        let extent = try #require(stack.windowExtent)
        #expect(stack.shiftedArrangement(length: extent.length, cross: extent.crossProposal) == nil)
        host.update()
        _ = stack.scroll(by: -1)
        #expect(stack.shiftedArrangement(length: extent.length, cross: extent.crossProposal) == nil)
        host.update()
        #expect(host.lines[0].hasPrefix("n2 more 1"))
    }

    @Test("A row that grows in the frame that scrolls the window pushes the rows after it down")
    func rowGrowsWhileScrolling() {
        let notes = LazyStackRowChangeTests.notes(100)
        let host = TestHost(columns: 20, rows: 5) { Notes(notes: notes) }
        host.press(.tab)
        notes[2].lines = 2
        host.press(.downArrow)
        #expect(
            host.screen == """
                n1 taps 0          █
                n2 taps 0          │
                n2 more 1          │
                n3 taps 0          │
                n4 taps 0          │
                """)
    }
}
