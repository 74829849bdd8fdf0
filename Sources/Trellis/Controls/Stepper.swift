/// A control that increments and decrements a value: `Count: 3 [−|+]`.
///
/// ```swift
/// @State private var count = 0
/// Stepper("Count: \(count)", value: $count, in: 0...10)
/// ```
///
/// Tab focuses its `[−|+]` buttons; then ↑, → and `+` increment, ↓, ← and
/// `-` decrement; a click on `−` or `+` does the same. A bounded value
/// stops at its bounds (the button at a bound is drawn faint); an unbounded
/// integer stops at its type's limits (`Int.max`, `UInt` 0) instead of
/// trapping, through `SteppedValue`.
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
                ? {
                    value.wrappedValue = SteppedValue.moved(
                        value.wrappedValue, by: step, upward: true, limit: bounds.upperBound)
                } : nil,
            onDecrement: current > bounds.lowerBound
                ? {
                    value.wrappedValue = SteppedValue.moved(
                        value.wrappedValue, by: step, upward: false, limit: bounds.lowerBound)
                } : nil,
            onEditingChanged: onEditingChanged)
    }

    /// A stepper over `value`, unbounded, by `step`.
    public init<Value: Strideable>(
        value: Binding<Value>, step: Value.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            label: label,
            onIncrement: { value.wrappedValue = SteppedValue.moved(value.wrappedValue, by: step, upward: true, limit: nil) },
            onDecrement: {
                value.wrappedValue = SteppedValue.moved(value.wrappedValue, by: step, upward: false, limit: nil)
            },
            onEditingChanged: onEditingChanged)
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

    /// An unbounded stepper over `value`, with a title shown verbatim.
    ///
    /// ```swift
    /// Stepper(item.name, value: $item.quantity)
    /// ```
    public init<S: StringProtocol, Value: Strideable>(
        _ title: S, value: Binding<Value>, step: Value.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper with a title shown verbatim that calls `onIncrement` and
    /// `onDecrement`.
    ///
    /// ```swift
    /// Stepper(page.title, onIncrement: { page.zoom += 1 }, onDecrement: { page.zoom -= 1 })
    /// ```
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
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
