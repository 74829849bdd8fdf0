/// Shows how far a task has got: a bar for a known fraction, a spinner
/// when the amount is unknown.
///
/// ```swift
/// ProgressView()                                   // ⠋
/// ProgressView("Indexing…")                        // ⠋ Indexing…
/// ProgressView("Copying", value: copied, total: size)
/// // Copying
/// // ██████████▌                 38%
/// ```
///
/// The bar takes the width it is offered (20 columns ideally), drawn in
/// eighths of a cell, with the percentage at its end when there is room.
/// The spinner turns every 80 ms on the host's clock while it is in the
/// visible hierarchy; its timer stops when it disappears, so a hidden
/// spinner costs nothing. A value outside `0...total` is clamped; a `nil`
/// value shows the spinner. `.progressViewStyle(_:)` changes the look
/// (``ProgressViewStyle``: `.linear` always a bar, `.circular` always a
/// spinner or a quarter-circle glyph).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label
    var currentValueLabel: CurrentValueLabel?
    @Environment(\.progressViewStyle) private var style

    /// The progress as the style in the environment draws it.
    public var body: some View {
        style.makeBody(
            ProgressViewStyleConfiguration(
                fractionCompleted: fraction,
                label: Label.self == EmptyView.self ? nil : _StyleLabel(label),
                currentValueLabel: currentValueLabel.map { _StyleLabel($0) }))
    }

    static func fraction<Value: BinaryFloatingPoint>(_ value: Value?, total: Value) -> Double? {
        guard let value else { return nil }
        let fraction = Double(value) / Double(total)
        guard total > 0, !fraction.isNaN else { return 0 }
        return min(max(fraction, 0), 1)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init() {
        fraction = nil
        label = EmptyView()
    }

    /// A bar at `value` out of `total` (a spinner when `value` is `nil`).
    public init<Value: BinaryFloatingPoint>(value: Value?, total: Value = 1.0) {
        fraction = Self.fraction(value, total: total)
        label = EmptyView()
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with a label.
    public init(@ViewBuilder label: () -> Label) {
        fraction = nil
        self.label = label()
    }

    /// A bar at `value` out of `total`, with a label above it.
    public init<Value: BinaryFloatingPoint>(value: Value?, total: Value = 1.0, @ViewBuilder label: () -> Label) {
        fraction = Self.fraction(value, total: total)
        self.label = label()
    }
}

extension ProgressView {
    /// A bar at `value` out of `total`, with a label above it and a label
    /// for the current value below it.
    ///
    /// ```swift
    /// ProgressView(value: copied, total: size) {
    ///     Text("Copying")
    /// } currentValueLabel: {
    ///     Text("\(Int(copied)) of \(Int(size)) MB")
    /// }
    /// ```
    public init<Value: BinaryFloatingPoint>(
        value: Value?, total: Value = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        fraction = Self.fraction(value, total: total)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner with a localized title.
    public init(_ titleKey: LocalizedStringKey) {
        fraction = nil
        label = Text(titleKey)
    }

    /// A spinner with a title, shown verbatim.
    public init<S: StringProtocol>(_ title: S) {
        fraction = nil
        label = Text(title)
    }

    /// A bar at `value` out of `total`, with a localized title above it.
    public init<Value: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: Value?, total: Value = 1.0) {
        fraction = Self.fraction(value, total: total)
        label = Text(titleKey)
    }

    /// A bar at `value` out of `total`, with a title above it, shown verbatim.
    public init<S: StringProtocol, Value: BinaryFloatingPoint>(_ title: S, value: Value?, total: Value = 1.0) {
        fraction = Self.fraction(value, total: total)
        label = Text(title)
    }
}
