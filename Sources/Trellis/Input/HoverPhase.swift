import Foundation

/// Where the pointer is over a view: SwiftUI's `HoverPhase`, for
/// ``View/onContinuousHover(coordinateSpace:perform:)``.
///
/// ```swift
/// .onContinuousHover { phase in
///     if case .active(let point) = phase { pointer = point } else { pointer = nil }
/// }
/// ```
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view at this point.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

extension View {
    /// Runs `action` when the pointer enters (`true`) or leaves (`false`)
    /// this view, in SwiftUI. Accepted: Trellis asks the terminal for
    /// presses and drags only (mouse modes 1000 and 1002), not for the
    /// motion of a pointer with no button down, so `action` never runs.
    ///
    /// ```swift
    /// Text("Help").onHover { isHovered = $0 }
    /// ```
    ///
    /// Show hover-only content on focus instead (`@FocusState`,
    /// `\.isFocused`), which a keyboard reaches too.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(_PassthroughModifier(kind: "onHover"))
    }

    /// Runs `action` as the pointer moves over this view, in SwiftUI.
    /// Accepted: as ``onHover(perform:)``, a terminal does not report the
    /// pointer's motion to Trellis, so `action` never runs.
    ///
    /// ```swift
    /// Chart(data).onContinuousHover { phase in … }
    /// ```
    public func onContinuousHover(
        coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> some View {
        modifier(_PassthroughModifier(kind: "onContinuousHover"))
    }
}
