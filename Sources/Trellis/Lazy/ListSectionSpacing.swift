import Foundation

/// The space between the sections of a list: SwiftUI's
/// `ListSectionSpacing`, for `.listSectionSpacing(_:)`.
///
/// ```swift
/// List { … }.listSectionSpacing(.compact)
/// ```
///
/// Accepted: a terminal list puts its sections one header row apart
/// whatever the value. A value type of one optional length.
public struct ListSectionSpacing: Hashable, Sendable {
    /// The requested points; `nil` for the system's spacing.
    let length: CGFloat?

    /// The system's spacing between sections.
    public static let `default` = ListSectionSpacing(length: nil)

    /// The system's smaller spacing between sections.
    public static let compact = ListSectionSpacing(length: nil)

    /// A spacing of `spacing` points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(length: spacing)
    }
}

extension View {
    /// Sets the spacing between sections in SwiftUI. Accepted: see
    /// ``ListSectionSpacing``.
    ///
    /// ```swift
    /// List { Section("A") { … }; Section("B") { … } }.listSectionSpacing(.compact)
    /// ```
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        self
    }
}
