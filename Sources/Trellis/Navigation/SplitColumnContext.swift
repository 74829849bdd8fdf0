/// What the views in a split view's column (but the last) reach the split
/// view through: showing a view in the next column, and telling it a
/// selection was made there.
///
/// A `NavigationLink` in such a column does not push in its own column, as
/// in SwiftUI: in a list with a selection of its value's type it selects
/// its row (and a compact split view pushes the next column); otherwise
/// its destination (or the view registered for its value) replaces the
/// next column's content (pushed in a compact split view).
@MainActor
final class SplitColumnContext {
    /// Shows `view` as the next column's content.
    let show: (AnyView) -> Void
    /// A row of this column was selected; `clear` empties that selection
    /// when the next column is popped in a compact split view.
    let didSelect: (_ clear: @escaping () -> Void) -> Void

    init(show: @escaping (AnyView) -> Void, didSelect: @escaping (@escaping () -> Void) -> Void) {
        self.show = show
        self.didSelect = didSelect
    }
}

struct SplitColumnContextKey: EnvironmentKey {
    static var defaultValue: SplitColumnContext? { nil }
}

extension EnvironmentValues {
    /// The split-view column around the view, unless it is the last one.
    var splitColumn: SplitColumnContext? {
        get { self[SplitColumnContextKey.self] }
        set { self[SplitColumnContextKey.self] = newValue }
    }
}
