/// Whether a part of a view (a confirmation dialog's title) is shown.
///
/// ```swift
/// .confirmationDialog("Delete?", isPresented: $asking, titleVisibility: .visible) { … }
/// ```
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// The view decides: a confirmation dialog hides its title.
    case automatic
    /// Shown.
    case visible
    /// Not shown.
    case hidden
}
