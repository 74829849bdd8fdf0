import Foundation

/// Which gestures of a view and of its subviews an attached gesture lets
/// run: accepted, every gesture runs.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// None.
    public static let none: GestureMask = []
    /// The attached gesture.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
    /// Attaches `gesture` to the view: clicks, right clicks and drags that
    /// start on it go to the gesture (see ``Gesture``).
    ///
    /// ```swift
    /// Text("Open").gesture(TapGesture(count: 2).onEnded { open() })
    /// ```
    ///
    /// An event goes to the innermost view under the pointer with a gesture
    /// that takes it, then outwards, as clicks do; a disabled view takes
    /// none. `mask` is accepted. Cost: one node; the gesture's recognizer is
    /// built when the view's value changes.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture, kind: "gesture"))
    }

    /// Attaches `gesture` so that it runs with the view's other gestures.
    /// In a terminal, the same as ``gesture(_:including:)``.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture, kind: "simultaneousGesture"))
    }

    /// Attaches `gesture` ahead of the subviews' gestures in SwiftUI.
    /// Mapped as ``gesture(_:including:)``: the innermost view that takes
    /// an event gets it, so a subview's gesture still comes first.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture, kind: "highPriorityGesture"))
    }
}

/// Recognizes a gesture on the modified view.
public struct _GestureModifier: ViewModifier {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let recognizer: GestureRecognizer<Void>
    let kind: String

    /// The modifier recognizing `gesture`, its parts sealed once here
    /// rather than at each event.
    init<G: Gesture>(_ gesture: G, kind: String) {
        recognizer = gesture.makeRecognizer().map { _ in () }
        self.kind = kind
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(GestureNode(view: modifier, inputs: inputs))
    }
}
