/// A control that increments and decrements a value: `Count: 3 [−|+]`.
///
/// ```swift
/// @State private var count = 0
/// Stepper("Count: \(count)", value: $count, in: 0...10)
/// ```
///
/// Tab focuses its `[−|+]` buttons; then ↑, → and `+` increment, ↓, ← and
/// `-` decrement; a click on `−` or `+` does the same. A bounded value
/// stops at its bounds (the button at a bound is drawn faint).
/// `.disabled(true)` draws it faint and ignores presses.
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?

    /// A stepper that calls `onIncrement` and `onDecrement`; a `nil` action
    /// disables its button.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.onIncrement = onIncrement.map { action in { onEditingChanged(true); action(); onEditingChanged(false) } }
        self.onDecrement = onDecrement.map { action in { onEditingChanged(true); action(); onEditingChanged(false) } }
    }

    /// A stepper over `value` within `bounds`, by `step`.
    public init<Value: Strideable>(
        value: Binding<Value>, in bounds: ClosedRange<Value>, step: Value.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        let current = value.wrappedValue
        self.init(
            label: label,
            onIncrement: current < bounds.upperBound
                ? { value.wrappedValue = Self.step(value.wrappedValue, by: step, toward: bounds.upperBound) } : nil,
            onDecrement: current > bounds.lowerBound
                ? { value.wrappedValue = Self.step(value.wrappedValue, by: -step, toward: bounds.lowerBound) } : nil,
            onEditingChanged: onEditingChanged)
    }

    /// A stepper over `value`, unbounded, by `step`.
    public init<Value: Strideable>(
        value: Binding<Value>, step: Value.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            label: label,
            onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
            onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
            onEditingChanged: onEditingChanged)
    }

    /// `value` moved by `step` towards `bound`, stopping at `bound`; the
    /// room left is measured before moving, so a step past the type's own
    /// limits (a `UInt` below 0, an `Int` above `Int.max`) never happens.
    ///
    /// ```
    /// UInt 2, step −3, bound 0   room −2 ≥ −3 → 0 (advancing would trap)
    /// Int 4, step 3, bound 10    room 6 > 3 → 7
    /// ```
    static func step<Value: Strideable>(_ value: Value, by step: Value.Stride, toward bound: Value) -> Value {
        let room = value.distance(to: bound)
        let reachesBound = step > 0 ? room <= step : room >= step
        return reachesBound ? bound : value.advanced(by: step)
    }

    /// The label and the `[−|+]` buttons.
    public var body: some View {
        HStack(spacing: 1) {
            ControlLabel(label)
            StepperButtons(canDecrement: onDecrement != nil, canIncrement: onIncrement != nil)
                .focusable()
                .onKeyPress(keys: [.upArrow, .rightArrow, "+", "="]) { _ in
                    onIncrement?()
                    return .handled
                }
                .onKeyPress(keys: [.downArrow, .leftArrow, "-"]) { _ in
                    onDecrement?()
                    return .handled
                }
                .modifier(_StepperClickModifier(onIncrement: onIncrement, onDecrement: onDecrement))
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper over `value` within `bounds`, with a localized title.
    public init<Value: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<Value>, in bounds: ClosedRange<Value>, step: Value.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper over `value` within `bounds`, with a title shown verbatim.
    public init<S: StringProtocol, Value: Strideable>(
        _ title: S, value: Binding<Value>, in bounds: ClosedRange<Value>, step: Value.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// An unbounded stepper over `value`, with a localized title.
    public init<Value: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<Value>, step: Value.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// A stepper with a localized title that calls `onIncrement` and `onDecrement`.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

/// The `[−|+]` of a stepper, a button faint when it cannot act.
struct StepperButtons: View {
    let canDecrement: Bool
    let canIncrement: Bool
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        HStack(spacing: 0) {
            Text("[")
            Text("−").dim(!canDecrement)
            Text("|")
            Text("+").dim(!canIncrement)
            Text("]")
        }
        .dim(!isEnabled)
    }
}

/// Steps on a click on the `−` (columns 0–1) or `+` (columns 3–4) of `[−|+]`.
struct _StepperClickModifier: ViewModifier {
    typealias Body = Never

    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?

    static func _makeView<Wrapped: View>(modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(StepperClickNode(view: modifier, inputs: inputs))
    }
}

/// The node of ``_StepperClickModifier``.
@MainActor
final class StepperClickNode<Content: View>: ModifierNode<Content, _StepperClickModifier> {
    override func respondToClick(at point: CellPoint) -> Bool {
        guard environment.isEnabled else { return false }
        let action = point.column <= 1 ? modifier.onDecrement : modifier.onIncrement
        action?()
        return true
    }

    override var modifierName: String { "stepperClick" }
}
