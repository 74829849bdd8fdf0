/// A lazy stack's scroll position: the first row in view and the cells of
/// it scrolled past.
struct LazyAnchor: Equatable {
    var index = 0
    var key: LazyRowKey?
    var offset = 0
}
