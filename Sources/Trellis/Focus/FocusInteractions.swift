/// The kinds of interaction a focusable view takes part in: SwiftUI's
/// `FocusInteractions`, for ``View/focusable(_:interactions:)``.
///
/// ```swift
/// Canvas().focusable(interactions: .edit)
/// ```
///
/// In a terminal every focusable view is reached with Tab and takes the
/// keys, so each set makes the view focusable as ``View/focusable(_:)``
/// does; an empty set is focusable too, as in SwiftUI.
public struct FocusInteractions: OptionSet, Hashable, Sendable {
    /// The interactions as bits.
    public let rawValue: Int

    /// Interactions with the given bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Activated like a button (Space, Return).
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    /// Edited by the keys typed while focused.
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    /// Whatever the platform gives focusable views: both.
    public static let automatic: FocusInteractions = [.activate, .edit]
}

extension View {
    /// Makes this view focusable for `interactions`.
    ///
    /// ```swift
    /// PaletteSwatch(colour).focusable(interactions: .activate)
    /// ```
    ///
    /// The same as ``focusable(_:)``: Tab reaches the view and its key
    /// handlers see the keys, whatever `interactions` holds. Cost: one node.
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
        focusable(isFocusable)
    }

    /// Groups this view's focusable views for directional focus moves, in
    /// SwiftUI on tvOS and macOS. Accepted: a terminal moves the focus with
    /// Tab through the views in order, and arrows belong to the focused
    /// view.
    ///
    /// ```swift
    /// VStack { Button("A") {}; Button("B") {} }.focusSection()
    /// ```
    public func focusSection() -> some View {
        modifier(_PassthroughModifier(kind: "focusSection"))
    }
}
