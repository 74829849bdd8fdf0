/// A value within a range, shown as a labelled bar: SwiftUI's `Gauge`.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///     Text("Battery")
/// } currentValueLabel: {
///     Text("\(Int(battery))%")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("100")
/// }
/// ```
///
/// ```
/// Battery                    62%      30 columns: the bar takes 30 − 2 − 4 = 24,
/// 0 ██████████████▉          100      0.62 × 24 = 14.9 cells filled
/// ```
///
/// The label and the current value's label share the first line; the bar
/// (``ProgressView``'s, in eighths of a cell, without its percentage) takes
/// the width between the bounds' labels. A value outside the range is clamped. `.gaugeStyle` is
/// accepted: every style draws this bar.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel

    /// A gauge with every label.
    public init<Value: BinaryFloatingPoint>(
        value: Value, in bounds: ClosedRange<Value> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        let fraction = span > 0 ? Double(value - bounds.lowerBound) / span : 0
        self.fraction = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    /// The labels above the bar between the bounds' labels.
    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if Label.self != EmptyView.self || CurrentValueLabel.self != EmptyView.self {
                HStack(spacing: 1) {
                    label
                    Spacer(minLength: 0)
                    currentValueLabel
                }
            }
            HStack(spacing: 1) {
                minimumValueLabel
                ProgressBar(fraction: fraction, showsPercent: false)
                maximumValueLabel
            }
        }
    }
}

extension Gauge where BoundsLabel == EmptyView {
    /// A gauge with a label and the current value's label.
    public init<Value: BinaryFloatingPoint>(
        value: Value, in bounds: ClosedRange<Value> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
    /// A gauge with a label.
    public init<Value: BinaryFloatingPoint>(
        value: Value, in bounds: ClosedRange<Value> = 0...1, @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() })
    }
}

/// How a gauge is drawn; accepted (a terminal draws every gauge as a bar).
public struct GaugeStyleConfiguration: Sendable {}

/// A gauge style; accepted.
public protocol GaugeStyle: Sendable {}

/// The gauge styles SwiftUI names; all draw the bar.
public struct _AcceptedGaugeStyle: GaugeStyle {}

extension GaugeStyle where Self == _AcceptedGaugeStyle {
    /// The default style.
    public static var automatic: _AcceptedGaugeStyle { _AcceptedGaugeStyle() }
    /// A bar filled to the value.
    public static var linearCapacity: _AcceptedGaugeStyle { _AcceptedGaugeStyle() }
    /// A bar with a marker.
    public static var accessoryLinear: _AcceptedGaugeStyle { _AcceptedGaugeStyle() }
    /// A bar filled to the value, for accessories.
    public static var accessoryLinearCapacity: _AcceptedGaugeStyle { _AcceptedGaugeStyle() }
    /// A ring (drawn as the bar).
    public static var accessoryCircular: _AcceptedGaugeStyle { _AcceptedGaugeStyle() }
    /// A filled ring (drawn as the bar).
    public static var accessoryCircularCapacity: _AcceptedGaugeStyle { _AcceptedGaugeStyle() }
}

extension View {
    /// Sets the style of gauges inside; accepted (every gauge draws a bar).
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
}
