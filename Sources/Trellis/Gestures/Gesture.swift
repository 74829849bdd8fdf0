import Foundation

/// An input a view recognizes — a tap, a long press, a drag — and the value
/// it produces, handled with `.onChanged`, `.onEnded` and `.updating`.
///
/// ```swift
/// Card()
///     .offset(x: offset.width)
///     .gesture(
///         DragGesture()
///             .updating($dragOffset) { value, state, _ in state = value.translation }
///             .onEnded { value in if value.translation.width > 10 { archive() } }
///     )
/// ```
///
/// In a terminal, a tap is a click of the left button, a long press a
/// click of the right one, and a drag a move of the mouse with the left
/// button held (terminals report it in whole cells: a value's points are
/// cells, `x` the column and `y` the row). Pinches and rotations
/// (``MagnifyGesture``, ``RotateGesture``) have no terminal input: they
/// are accepted and never fire.
///
/// Write your own gesture as SwiftUI does, from others, in `body`:
///
/// ```swift
/// struct DoubleTap: Gesture {
///     var body: some Gesture { TapGesture(count: 2) }
/// }
/// ```
///
/// Cost: a gesture is turned into its recognizer (a few closures) when the
/// view's modifier is built; nothing runs until an event reaches the view.
@MainActor
public protocol Gesture<Value> {
    /// The gesture this one is made of.
    associatedtype Body: Gesture
    /// What the gesture reports while it changes and when it ends: its
    /// body's, for a gesture made of others.
    associatedtype Value = Body.Value

    /// The gesture this one is made of; primitive gestures have none.
    var body: Body { get }
}

extension Never: Gesture {
    public typealias Value = Never
}

extension Gesture where Body == Never {
    /// Primitive gestures have no body.
    public var body: Never { fatalError("\(Self.self) is a primitive gesture") }
}

/// A gesture the engine recognizes itself: it builds the recognizer.
@MainActor
protocol PrimitiveGesture: Gesture {
    /// The recognizer of this gesture, with no handlers yet.
    func recognizer() -> GestureRecognizer<Value>
}

extension Gesture {
    /// The recognizer of this gesture: its own for a primitive one, its
    /// body's otherwise.
    func makeRecognizer() -> GestureRecognizer<Value> {
        if let primitive = self as? any PrimitiveGesture {
            return Self.open(primitive)
        }
        return body.makeRecognizer().map { $0 as! Value }
    }

    private static func open<G: PrimitiveGesture>(_ gesture: G) -> GestureRecognizer<Value> {
        gesture.recognizer() as! GestureRecognizer<Value>
    }
}
