/// State a gesture updates while it runs, back to its initial value when
/// the gesture ends.
///
/// ```swift
/// struct Knob: View {
///     @GestureState private var drag = CGSize.zero
///     var body: some View {
///         Text("◆")
///             .offset(x: drag.width)
///             .gesture(DragGesture().updating($drag) { value, state, _ in state = value.translation })
///     }
/// }
/// ```
///
/// Only ``Gesture/updating(_:body:)`` writes it; the view reads
/// ``wrappedValue`` and its body runs again after each change, as with
/// `@State`, whose storage it uses. Cost: one state cell.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    @State private var value: Value
    private let initialValue: Value

    /// State starting at, and going back to, `wrappedValue`.
    public init(wrappedValue: Value) {
        _value = State(initialValue: wrappedValue)
        initialValue = wrappedValue
    }

    /// State starting at, and going back to, `initialValue`.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// State going back to `wrappedValue` in `resetTransaction` (accepted:
    /// a terminal plays no animation).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: wrappedValue)
    }

    /// State going back to `wrappedValue`; `reset` is accepted.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: wrappedValue)
    }

    /// The current value.
    @MainActor public var wrappedValue: Value { value }

    /// The state itself, for ``Gesture/updating(_:body:)``.
    public var projectedValue: GestureState<Value> { self }

    @MainActor func store(_ newValue: Value) {
        value = newValue
    }

    @MainActor func reset() {
        value = initialValue
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// State starting at, and going back to, `nil`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil)
    }
}
