import Foundation

extension Gesture {
    /// Runs `action` with each intermediate value: a drag's moves, a long
    /// press while pressing.
    ///
    /// ```swift
    /// DragGesture().onChanged { value in offset = value.translation }
    /// ```
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> where Value: Equatable {
        _ChangedGesture(gesture: self, action: action)
    }

    /// Runs `action` with the last value: a tap, the release of a drag.
    ///
    /// ```swift
    /// TapGesture(count: 2).onEnded { open() }
    /// ```
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(gesture: self, action: action)
    }

    /// Updates `state` with each value while the gesture runs; `state` goes
    /// back to its initial value when the gesture ends.
    ///
    /// ```swift
    /// @GestureState private var drag = CGSize.zero
    /// DragGesture().updating($drag) { value, state, _ in state = value.translation }
    /// ```
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(gesture: self, state: state, body: body)
    }

    /// The gesture with its values transformed by `body`.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(gesture: self, transform: body)
    }

    /// This gesture and `other` recognized together: each runs its own
    /// handlers; the pair's report the side that changed.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// This gesture, or `other` when this one does not take the event.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }

    /// This gesture, then `other`: in a terminal both are offered each
    /// event, this one first (a long press then a drag is a right click,
    /// or a drag). Each side runs its own handlers; the sequence's own
    /// receive the first side's values.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}

/// A gesture with a handler for its intermediate values (``Gesture/onChanged(_:)``).
public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    public typealias Value = Content.Value
    public typealias Body = Never

    let gesture: Content
    let action: (Content.Value) -> Void

    func recognizer() -> GestureRecognizer<Value> {
        var recognizer = gesture.makeRecognizer()
        recognizer.changed.append(action)
        return recognizer
    }
}

/// A gesture with a handler for its last value (``Gesture/onEnded(_:)``).
public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    public typealias Value = Content.Value
    public typealias Body = Never

    let gesture: Content
    let action: (Content.Value) -> Void

    func recognizer() -> GestureRecognizer<Value> {
        var recognizer = gesture.makeRecognizer()
        recognizer.ended.append(action)
        return recognizer
    }
}

/// A gesture whose values are transformed (``Gesture/map(_:)``).
public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture {
    public typealias Body = Never

    let gesture: Content
    let transform: (Content.Value) -> Value

    func recognizer() -> GestureRecognizer<Value> {
        gesture.makeRecognizer().map(transform)
    }
}

/// A gesture that updates a ``GestureState`` (``Gesture/updating(_:body:)``).
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
    public typealias Value = Base.Value
    public typealias Body = Never

    let gesture: Base
    let state: GestureState<State>
    let body: (Base.Value, inout State, inout Transaction) -> Void

    func recognizer() -> GestureRecognizer<Value> {
        var recognizer = gesture.makeRecognizer()
        let (state, body) = (state, body)
        let update: (Base.Value) -> Void = { value in
            var current = state.wrappedValue
            var transaction = Transaction()
            body(value, &current, &transaction)
            state.store(current)
        }
        recognizer.changed.append(update)
        recognizer.ended.append(update)
        recognizer.resets.append { state.reset() }
        return recognizer
    }
}

/// Two gestures recognized together (``Gesture/simultaneously(with:)``).
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// The values of both sides; the side that did not change is `nil`.
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// `first` and `second`, recognized together.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func recognizer() -> GestureRecognizer<Value> {
        let firstParts = first.makeRecognizer().map { Value(first: $0, second: nil) }
        let secondParts = second.makeRecognizer().map { Value(first: nil, second: $0) }
        let both: GesturePart<Value> = { event, deliver in
            let tookFirst = firstParts.parts.contains { $0(event, deliver) }
            let tookSecond = secondParts.parts.contains { $0(event, deliver) }
            return tookFirst || tookSecond
        }
        return GestureRecognizer(parts: [both], joining: firstParts, secondParts)
    }
}

/// One of two gestures, the first preferred (``Gesture/exclusively(before:)``).
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// The side that recognized the event.
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value.
        case second(Second.Value)
    }

    /// The preferred gesture.
    public var first: First
    /// The other gesture.
    public var second: Second

    /// `first`, or `second` when `first` does not take the event.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func recognizer() -> GestureRecognizer<Value> {
        let firstSide = first.makeRecognizer().map { Value.first($0) }
        let secondSide = second.makeRecognizer().map { Value.second($0) }
        return GestureRecognizer(parts: firstSide.parts + secondSide.parts, joining: firstSide, secondSide)
    }
}

/// A gesture, then another (``Gesture/sequenced(before:)``).
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    public typealias Body = Never

    /// Where the sequence is.
    public enum Value {
        /// The first gesture is running.
        case first(First.Value)
        /// The first ended; the second is running (its value when it has one).
        case second(First.Value, Second.Value?)
    }

    /// The gesture recognized first.
    public var first: First
    /// The gesture recognized after it.
    public var second: Second

    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    func recognizer() -> GestureRecognizer<Value> {
        let firstSide = first.makeRecognizer().map { Value.first($0) }
        let secondSide = second.makeRecognizer()
        let secondParts: [GesturePart<Value>] = secondSide.sealed().map { part in
            { event, _ in part(event) { _, _ in } }
        }
        return GestureRecognizer(parts: firstSide.parts + secondParts, joining: firstSide, secondSide)
    }
}
