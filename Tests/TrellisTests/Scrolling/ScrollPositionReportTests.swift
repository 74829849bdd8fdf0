import Testing
@testable import Trellis

/// What a scroll's report of `.scrollPosition(id:)` re-evaluates: only the
/// views that read the position, never the ones that pass the binding, and
/// the scroll view lays nothing out again for the value it wrote itself.
@MainActor
@Suite("Scroll position reports")
struct ScrollPositionReportTests {
    /// The sources of truth an app binds a scroll position to, whose owner
    /// only passes the binding (an `ObservableObject` re-evaluates its
    /// owner on every write, as in SwiftUI, and is left out).
    nonisolated static let sources: [BindingSource] = [.state, .bindable, .getSet, .bindingTwoLevels]

    /// Rows `0..<count` in a scroll view, lazy or in a
    /// `.scrollTargetLayout()` stack, its position bound to `position` when
    /// there is one.
    struct Rows: View {
        let position: Binding<Int?>?
        let lazy: Bool
        var count = 100

        var body: some View {
            if let position {
                list.scrollPosition(id: position)
            } else {
                list
            }
        }

        @ViewBuilder private var list: some View {
            if lazy {
                ScrollView { LazyVStack(alignment: .leading) { ForEach(0..<count) { Text("row \($0)") } } }
            } else {
                ScrollView {
                    VStack(alignment: .leading) { ForEach(0..<count) { Text("row \($0)") } }.scrollTargetLayout()
                }
            }
        }
    }

    /// The position in a body of its own, above the rows.
    struct PositionLabel: View {
        @Binding var position: Int?

        var body: some View {
            Text("at \(position.map(String.init) ?? "none")")
        }
    }

    /// The work of an operation, as the graph counts it.
    struct Cost: Equatable {
        var bodies: Int
        var layouts: Int
        var updatePasses: Int
        var actions: Int
        var frames: Int
    }

    /// The work `operation` makes `host` do.
    func cost(_ host: TestHost, of operation: (TestHost) -> Void) -> Cost {
        let before = host.statistics
        operation(host)
        let after = host.statistics
        return Cost(
            bodies: after.bodyEvaluations - before.bodyEvaluations, layouts: after.layoutPasses - before.layoutPasses,
            updatePasses: after.updatePasses - before.updatePasses, actions: after.actionsRun - before.actionsRun,
            frames: after.frameRuns - before.frameRuns)
    }

    /// The write of the position is an action after the scroll's layout,
    /// so the frame takes more update and layout rounds; they place the
    /// views above the scroll view, not its content, so they cost the same
    /// whatever the rows in view and the rows in the data.
    @Test(
        "a scroll writes the position without evaluating a body or laying out the content more than a scroll without one",
        arguments: sources, [true, false])
    func ownerPassingTheBinding(source: BindingSource, lazy: Bool) {
        var extraLayouts: [Int] = []
        for (rows, count) in [(2, 100), (12, 1_000)] {
            let bound = source.mount(initial: Int?.none, columns: 10, rows: rows) {
                Rows(position: $0, lazy: lazy, count: count)
            }
            let unbound = source.mount(initial: Int?.none, columns: 10, rows: rows) { _ in
                Rows(position: nil, lazy: lazy, count: count)
            }
            #expect(bound.read() == 0)
            bound.host.press(.tab)
            unbound.host.press(.tab)
            let boundCost = cost(bound.host) { $0.press(.downArrow) }
            let unboundCost = cost(unbound.host) { $0.press(.downArrow) }
            #expect(bound.read() == 1)
            #expect(bound.host.screen == unbound.host.screen)
            #expect(boundCost.bodies == unboundCost.bodies)
            extraLayouts.append(boundCost.layouts - unboundCost.layouts)
        }
        #expect(extraLayouts[0] == extraLayouts[1])
    }

    /// The scroll view writes the position during the placement that moved
    /// its first target, and its own write does not come back to it: with
    /// no other reader, nothing is left to update or lay out again. The
    /// bound list only has one view more on the way down to the scroll
    /// view, its `.scrollPosition` modifier, measured and placed again: two
    /// layout passes.
    @Test(
        "a scroll whose position no view reads takes no update pass, action or layout round more than one without a position",
        arguments: sources, [true, false])
    func reportWithoutReaders(source: BindingSource, lazy: Bool) {
        let bound = source.mount(initial: Int?.none, columns: 10, rows: 3) { Rows(position: $0, lazy: lazy) }
        let unbound = source.mount(initial: Int?.none, columns: 10, rows: 3) { _ in Rows(position: nil, lazy: lazy) }
        bound.host.press(.tab)
        unbound.host.press(.tab)
        let boundCost = cost(bound.host) { $0.press(.downArrow) }
        let unboundCost = cost(unbound.host) { $0.press(.downArrow) }
        #expect(bound.read() == 1)
        #expect(bound.host.screen == unbound.host.screen)
        var expected = unboundCost
        expected.layouts += 2
        #expect(boundCost == expected)
    }

    @Test("a scroll re-evaluates the view that reads the position, and nothing else", arguments: sources)
    func viewReadingThePosition(source: BindingSource) {
        let reading = source.mount(initial: Int?.none, columns: 10, rows: 3) { position in
            VStack(alignment: .leading) {
                PositionLabel(position: position)
                Rows(position: position, lazy: true)
            }
        }
        let host = reading.host
        #expect(host.screen == "at 0\nrow 0    ┃\nrow 1    │")
        host.press(.tab)
        let pressCost = cost(host) { $0.press(.downArrow) }
        #expect(pressCost.bodies == 1)
        #expect(pressCost.frames == 1)
        #expect(host.screen == "at 1\nrow 1    █\nrow 2    │")
    }

    struct ReadingOwner: View {
        @State private var position: Int?

        var body: some View {
            VStack(alignment: .leading) {
                Text("at \(position.map(String.init) ?? "none")")
                Rows(position: $position, lazy: true)
            }
        }
    }

    @Test("a scroll re-evaluates the owner whose body reads its @State position, and nothing else")
    func ownerReadingThePosition() {
        let host = TestHost(columns: 10, rows: 3) { ReadingOwner() }
        #expect(host.screen == "at 0\nrow 0    ┃\nrow 1    │")
        host.press(.tab)
        let before = host.statistics.bodyEvaluations
        host.press(.downArrow)
        #expect(host.statistics.bodyEvaluations - before == 1)
        #expect(host.screen == "at 1\nrow 1    █\nrow 2    │")
    }

    @Test("a write from outside after scrolls still jumps, back to the ID reported before too",
          arguments: sources, [true, false])
    func writeAfterScrolls(source: BindingSource, lazy: Bool) {
        let bound = source.mount(initial: Int?.none, columns: 10, rows: 2) { Rows(position: $0, lazy: lazy) }
        let host = bound.host
        host.press(.tab)
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(bound.read() == 2)
        bound.write(50)
        host.update()
        #expect(host.screen == "row 50   │\nrow 51   █")
        bound.write(2)
        host.update()
        #expect(host.screen == "row 2    █\nrow 3    │")
        host.press(.downArrow)
        #expect(bound.read() == 3)
        #expect(host.screen == "row 3    █\nrow 4    │")
    }
}
