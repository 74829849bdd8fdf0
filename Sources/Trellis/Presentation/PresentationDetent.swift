import Foundation

/// A height a phone's sheet can rest at: accepted with
/// ``View/presentationDetents(_:)``. A terminal sheet covers the screen
/// (or the inline region) whatever its detents.
///
/// ```swift
/// .sheet(isPresented: $showsFilters) {
///     Filters().presentationDetents([.medium, .large])
/// }
/// ```
public struct PresentationDetent: Hashable, Sendable {
    let name: String

    /// Half the screen.
    public static let medium = PresentationDetent(name: "medium")
    /// The whole screen.
    public static let large = PresentationDetent(name: "large")

    /// A fraction of the screen.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(name: "fraction(\(fraction))")
    }

    /// A fixed height.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(name: "height(\(height))")
    }
}

extension View {
    /// Accepted: a terminal sheet covers the screen.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        modifier(_PassthroughModifier(kind: "presentationDetents"))
    }

    /// Accepted: a terminal sheet covers the screen; `selection` is left
    /// as it is.
    public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    ) -> some View {
        modifier(_PassthroughModifier(kind: "presentationDetents"))
    }

    /// Accepted: a terminal sheet has no drag indicator.
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        modifier(_PassthroughModifier(kind: "presentationDragIndicator"))
    }

    /// Accepted: a terminal sheet has square corners.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        modifier(_PassthroughModifier(kind: "presentationCornerRadius"))
    }
}
