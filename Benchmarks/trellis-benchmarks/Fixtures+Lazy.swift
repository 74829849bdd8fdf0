import Trellis

/// The lists the lazy cases mount: a scroll view over a `LazyVStack` of
/// rows that each own a `@State` and show a line of words of their own.
extension Fixtures {
    /// The words a list row's text is made of: all five letters long, so
    /// that every row's text has the same length.
    private static let listWords = [
        "alpha", "bravo", "delta", "hotel", "india", "oscar", "romeo", "tango", "lemon", "mango",
    ]

    /// The text of list row `index`: its number in eight digits and eight
    /// words, word `p` being `listWords[(7 index + 3 p) mod 10]`. Row
    /// `index + 1` shows row `index`'s words one place further right, so
    /// a row that takes another's place on screen changes most of its
    /// cells, as in a list of real items.
    ///
    /// ```
    /// listText(24)   "#00000024 lemon bravo india tango alpha hotel romeo mango"
    /// listText(25)   "#00000025 oscar lemon bravo india tango alpha hotel romeo"
    /// ```
    ///
    /// Every row's text is ``listTextLength`` characters long.
    static func listText(_ index: Int) -> String {
        let digits = String(index)
        let number = "#" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
        var words = [number]
        for position in 0..<8 {
            words.append(listWords[(index * 7 + position * 3) % listWords.count])
        }
        return words.joined(separator: " ")
    }

    /// The length of every ``listText(_:)``: "#" and eight digits, then
    /// eight words of five letters, separated by spaces.
    static let listTextLength = 9 + 8 * 6

    /// A row of a lazy list: a check box that a click toggles, and the
    /// row's text ("[ ] #00000024 lemon bravo …", "[x]" once clicked).
    struct ListRow: View {
        let index: Int
        @State private var isChecked = false

        var body: some View {
            Text((isChecked ? "[x] " : "[ ] ") + Fixtures.listText(index))
                .onTapGesture { isChecked.toggle() }
        }
    }

    /// `count` rows in a `LazyVStack` in a `ScrollView`, with `Range` data:
    /// nothing of size `count` is stored anywhere.
    struct RangeList: View {
        let count: Int

        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<count) { ListRow(index: $0) }
                }
            }
        }
    }

    /// An observable collection of identifiable items, the data of a list
    /// whose rows are inserted at the front.
    @Observable
    final class Feed {
        var items: FeedItems

        /// `count` items with IDs `0..<count`.
        init(count: Int) {
            items = FeedItems(base: Fixtures.items(count: count))
        }
    }

    /// Items that take an insertion at the front in O(1): the inserted
    /// ones (last inserted last) before an array of the first items. An
    /// `Array.insert(_:at: 0)` copies every item (229 MB at 10M), which
    /// would fill the benchmark's preparation with work of the model, not
    /// of the engine, and leave the caches cold for the timed update.
    struct FeedItems: RandomAccessCollection {
        private var prepended: [Item] = []
        private let base: [Item]

        init(base: [Item]) {
            self.base = base
        }

        var startIndex: Int { 0 }
        var endIndex: Int { prepended.count + base.count }

        subscript(position: Int) -> Item {
            position < prepended.count ? prepended[prepended.count - 1 - position] : base[position - prepended.count]
        }

        /// Inserts `item` before the first item.
        mutating func prepend(_ item: Item) {
            prepended.append(item)
        }
    }

    /// A row of the feed: a check box that a click toggles, and the item's title.
    struct FeedRow: View {
        let item: Item
        @State private var isChecked = false

        var body: some View {
            Text((isChecked ? "[x] " : "[ ] ") + item.title)
                .onTapGesture { isChecked.toggle() }
        }
    }

    /// The feed's items in a `LazyVStack` in a `ScrollView` that starts
    /// with the middle item in the middle of the viewport.
    struct FeedList: View {
        let feed: Feed

        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(feed.items) { FeedRow(item: $0) }
                }
            }
            .defaultScrollAnchor(.center)
        }
    }
}

/// The lists the jump cases mount: a scroll view over a `LazyVStack` whose
/// scroll position is bound to an `@Observable` model, over three kinds of
/// data of the same rows.
extension Fixtures {
    /// The bound scroll position of a jump list.
    @Observable
    final class JumpPosition {
        var top: Int?
    }

    /// A row of a jump list's element data: only its ID, so that reading an
    /// element costs what the collection costs.
    struct JumpRow: Identifiable, Sendable {
        let id: Int
    }

    /// The rows of a jump list: the row's number and words, as a
    /// ``ListRow`` shows them.
    struct JumpRowView: View {
        let id: Int
        var body: some View { Text("[ ] " + Fixtures.listText(id)) }
    }

    /// A scroll view over a `LazyVStack` of `rows`, its position bound to
    /// `position` through `@Bindable`. The lists below build their
    /// `ForEach` in bodies of their own, concrete as an app's views are, so
    /// that `ForEach` is compiled for its data.
    struct JumpScroller<Rows: View>: View {
        let position: JumpPosition
        @ViewBuilder let rows: Rows

        var body: some View {
            @Bindable var position = position
            ScrollView { LazyVStack(alignment: .leading) { rows } }
                .scrollPosition(id: $position.top)
        }
    }

    /// `ForEach(0..<count)`: a row is found by its ID in O(1).
    struct RangeJumpList: View {
        let count: Int
        let position: JumpPosition

        var body: some View {
            JumpScroller(position: position) { ForEach(0..<count) { JumpRowView(id: $0) } }
        }
    }

    /// `ForEach((0..<count).lazy.map { JumpRow(id: $0) })`: a row is found
    /// by a search of the data.
    struct LazyMapJumpList: View {
        let count: Int
        let position: JumpPosition

        var body: some View {
            JumpScroller(position: position) {
                ForEach((0..<count).lazy.map { JumpRow(id: $0) }) { JumpRowView(id: $0.id) }
            }
        }
    }

    /// `ForEach(rows)` over an array of `JumpRow`s: a row is found by a
    /// search of the data.
    struct ArrayJumpList: View {
        let rows: [JumpRow]
        let position: JumpPosition

        var body: some View {
            JumpScroller(position: position) { ForEach(rows) { JumpRowView(id: $0.id) } }
        }
    }

    /// The ID of row `offset` of an ``UnorderedJumpList`` of `count` rows:
    /// `offset × 2,654,435,761 mod count` (Knuth's multiplicative hash),
    /// every ID once (the multiplier is odd and not a multiple of 5, so
    /// prime to every size), scattered so that no search can use an order.
    static func unorderedID(_ offset: Int, count: Int) -> Int {
        Int((UInt64(offset) &* 2_654_435_761) % UInt64(count))
    }

    /// `ForEach` over `(0..<count).lazy.map { JumpRow(id: unorderedID($0)) }`:
    /// a row is found by one scan of the data.
    struct UnorderedJumpList: View {
        let count: Int
        let position: JumpPosition

        var body: some View {
            JumpScroller(position: position) {
                ForEach((0..<count).lazy.map { [count] in JumpRow(id: Fixtures.unorderedID($0, count: count)) }) {
                    JumpRowView(id: $0.id)
                }
            }
        }
    }
}
