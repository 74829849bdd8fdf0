/// Whether a scroll view shows its scroll bar: SwiftUI's
/// `ScrollIndicatorVisibility`.
///
/// ```swift
/// ScrollView { content }.scrollIndicators(.hidden)
/// ```
///
/// A terminal has no overlay scroll bars that fade: `.automatic` and
/// `.visible` show the bar while the content is longer than the viewport
/// (it takes the viewport's last column, or last row); `.hidden` and
/// `.never` give that column back to the content.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case automatic, visible, hidden, never
    }

    private let kind: Kind

    /// The scroll view decides: the bar shows while there is more to see.
    public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
    /// The bar shows while there is more to see.
    public static let visible = ScrollIndicatorVisibility(kind: .visible)
    /// No bar.
    public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
    /// No bar, whatever the scroll view's `showsIndicators` says.
    public static let never = ScrollIndicatorVisibility(kind: .never)

    /// Whether a bar is drawn.
    var showsBar: Bool { kind == .automatic || kind == .visible }
}

/// The key of `EnvironmentValues.verticalScrollIndicatorVisibility`.
struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}

/// The key of `EnvironmentValues.horizontalScrollIndicatorVisibility`.
struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey {
    static let defaultValue = ScrollIndicatorVisibility.automatic
}

extension EnvironmentValues {
    /// Whether the scroll views here show their vertical scroll bar.
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityKey.self] }
        set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
    }

    /// Whether the scroll views here show their horizontal scroll bar.
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
    }
}

extension View {
    /// Shows or hides the scroll bars of the scroll views in this view
    /// along `axes`; SwiftUI's `scrollIndicators(_:axes:)`.
    ///
    /// ```swift
    /// List(items) { Text($0.name) }.scrollIndicators(.hidden)
    /// ```
    public func scrollIndicators(
        _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
    ) -> some View {
        transformEnvironment(\.verticalScrollIndicatorVisibility) { value in
            if axes.contains(.vertical) {
                value = visibility
            }
        }
        .transformEnvironment(\.horizontalScrollIndicatorVisibility) { value in
            if axes.contains(.horizontal) {
                value = visibility
            }
        }
    }
}
