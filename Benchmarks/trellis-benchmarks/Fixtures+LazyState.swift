import Trellis

/// The lists whose owner holds state: a scroll position bound to the
/// owner's `@State`, and an `@Observable` catalogue whose items change.
extension Fixtures {
    /// ``RangeList`` with its scroll position bound to a `@State` of its
    /// own, as apps write it: the body passes `$position` and never reads
    /// the position. The binding is registered (index 0) so that the
    /// benchmark can read it.
    struct BoundRangeList: View {
        let count: Int
        let registry: BindingRegistry<Int?>
        @State private var position: Int?

        var body: some View {
            let _ = registry.register(0, $position)
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(0..<count) { ListRow(index: $0) }
                }
            }
            .scrollPosition(id: $position)
        }
    }

    /// An observable collection of identifiable items whose titles change.
    @Observable
    final class Catalog {
        var items: CatalogItems

        /// `count` items with IDs `0..<count`.
        init(count: Int) {
            items = CatalogItems(base: Fixtures.items(count: count))
        }
    }

    /// Items whose titles change in O(1): the first titles in an array,
    /// the changed ones in a small dictionary over it. Changing an item of
    /// an `Array` the list also holds copies every item (229 MB at 10M),
    /// which would fill the benchmark's preparation with work of the
    /// model, not of the engine, and leave the caches cold for the timed
    /// update.
    struct CatalogItems: RandomAccessCollection {
        private let base: [Item]
        private var changedTitles: [Int: String] = [:]

        init(base: [Item]) {
            self.base = base
        }

        var startIndex: Int { 0 }
        var endIndex: Int { base.count }

        subscript(position: Int) -> Item {
            var item = base[position]
            if let title = changedTitles[position] {
                item.title = title
            }
            return item
        }

        /// Gives the item at `position` the title `title`.
        mutating func retitle(at position: Int, to title: String) {
            changedTitles[position] = title
        }
    }

    /// The catalogue's items in a `LazyVStack` in a `ScrollView` that
    /// starts with the middle item in the middle of the viewport.
    struct CatalogList: View {
        let catalog: Catalog

        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(catalog.items) { FeedRow(item: $0) }
                }
            }
            .defaultScrollAnchor(.center)
        }
    }
}
