import Foundation

/// Scroll behaviours of touch screens — paging, bouncing, keyboard
/// dismissal — accepted so ported code compiles, and the safe-area padding,
/// which a terminal (it has no safe area) applies as plain padding.
///
/// ```swift
/// ScrollView { LazyVStack { … }.scrollTargetLayout() }
///     .scrollTargetBehavior(.viewAligned)   // accepted: rows already scroll by whole cells
///     .safeAreaPadding(.horizontal, 2)      // two columns either side
/// ```
extension View {
    /// Accepted: a terminal scrolls by whole cells and rows, which is
    /// already aligned. Cost: one pass-through node.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        modifier(_PassthroughModifier(kind: "scrollTargetBehavior"))
    }

    /// Accepted: a terminal has no on-screen keyboard to dismiss.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        modifier(_PassthroughModifier(kind: "scrollDismissesKeyboard"))
    }

    /// Accepted: a terminal's scroll views do not bounce.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        modifier(_PassthroughModifier(kind: "scrollBounceBehavior"))
    }

    /// Accepted: scroll views clip their content to their frame.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        modifier(_PassthroughModifier(kind: "scrollClipDisabled"))
    }

    /// Padding along `edges` (all by default), as SwiftUI adds to the safe
    /// area: a terminal has none, so it is ``padding(_:_:)``.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    /// Padding of `length` on every edge; see ``safeAreaPadding(_:_:)``.
    public func safeAreaPadding(_ length: CGFloat) -> some View {
        padding(length)
    }

    /// Padding by `insets`; see ``safeAreaPadding(_:_:)``.
    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        padding(insets)
    }
}

/// How a scroll view settles after a scroll: accepted with
/// ``View/scrollTargetBehavior(_:)``.
public protocol ScrollTargetBehavior {}

/// Settles on page boundaries. Accepted.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

/// Settles on the views of a ``View/scrollTargetLayout(isEnabled:)``. Accepted.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views a scroll may pass.
    public struct LimitBehavior: Sendable {
        /// The platform's default.
        public static let automatic = LimitBehavior()
        /// One view at a time.
        public static let always = LimitBehavior()
        /// Any number of views.
        public static let never = LimitBehavior()
    }

    public init(limitBehavior: LimitBehavior = .automatic) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Page by page.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// View by view.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

    /// View by view, as far as `limitBehavior` lets a scroll go.
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
        -> ViewAlignedScrollTargetBehavior
    {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
}

/// When scrolling dismisses the keyboard. Accepted.
public struct ScrollDismissesKeyboardMode: Sendable {
    /// The platform's default.
    public static let automatic = ScrollDismissesKeyboardMode()
    /// As soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode()
    /// Following the drag.
    public static let interactively = ScrollDismissesKeyboardMode()
    /// Never.
    public static let never = ScrollDismissesKeyboardMode()
}

/// When a scroll view bounces at its ends. Accepted.
public struct ScrollBounceBehavior: Sendable {
    /// The platform's default.
    public static let automatic = ScrollBounceBehavior()
    /// Always.
    public static let always = ScrollBounceBehavior()
    /// Only when the content is larger than the view.
    public static let basedOnSize = ScrollBounceBehavior()
}
