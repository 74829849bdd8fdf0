/// A control that picks a value from a range by moving a knob along a
/// track.
///
/// ```swift
/// @State private var volume = 0.5
/// Slider(value: $volume)
/// Slider(value: $celsius, in: -20...40, step: 0.5) {
///     Text("Temperature")
/// } minimumValueLabel: {
///     Text("-20")
/// } maximumValueLabel: {
///     Text("40")
/// }
/// ```
///
/// Drawn `━━━━━━●─────`: the part below the value in the tint, the knob,
/// the rest faint; the track takes the width it is offered (20 columns
/// ideally), between the minimum and maximum value labels. As on iOS, the
/// label is not drawn; it names the slider. Tab or a click focuses it (the
/// knob in reverse video); ← and ↓ lower the value by the step (without
/// one, by one column's worth), → and ↑ raise it, Page Down and Page Up by
/// a tenth of the range, Home and End go to the bounds, and a click on the
/// track moves the knob there. `onEditingChanged` is called with `true`
/// before each change and `false` after it. Values are clamped to the range
/// and snapped to the step. Cost: O(width) to draw.
public struct Slider<Label: View, ValueLabel: View>: View {
    let track: _SliderTrack
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel

    /// A slider with value labels at its ends that moves by one column's
    /// worth.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        track = _SliderTrack(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged)
        self.label = label()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// A slider with value labels at its ends that moves by `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        track = _SliderTrack(value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged)
        self.label = label()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    init(track: _SliderTrack, label: Label, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel) {
        self.track = track
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// The value labels around the track.
    public var body: some View {
        HStack(spacing: 1) {
            minimumValueLabel
            track
            maximumValueLabel
        }
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider over `bounds` with a label, moving by one column's worth.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            track: _SliderTrack(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged),
            label: label(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }

    /// A slider over `bounds` with a label, moving by `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            track: _SliderTrack(value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged),
            label: label(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }

    /// A slider over `bounds` that moves by one column's worth (SwiftUI's
    /// older order, `onEditingChanged` before `label`).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            track: _SliderTrack(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged),
            label: label(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }

    /// A slider over `bounds` that moves by `step` (SwiftUI's older order).
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            track: _SliderTrack(value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged),
            label: label(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over `bounds` (0–1 by default) that moves by one column's
    /// worth.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            track: _SliderTrack(value: value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged),
            label: EmptyView(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }

    /// A slider over `bounds` that moves by `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            track: _SliderTrack(value: value, bounds: bounds, step: Double(step), onEditingChanged: onEditingChanged),
            label: EmptyView(), minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
    }
}

/// The track of a ``Slider``, over its value as a `Double` (engine hook).
public struct _SliderTrack: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: (Bool) -> Void

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, bounds: ClosedRange<V>, step: Double?, onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        self.onEditingChanged = onEditingChanged
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: _SliderTrack, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(SliderNode(view: view, inputs: inputs))
    }
}
