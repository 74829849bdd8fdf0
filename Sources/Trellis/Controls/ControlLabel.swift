/// A control's label, drawn unless `.labelsHidden()` is set above.
///
/// Pickers, toggles and steppers wrap their label in it; the control keeps
/// its label's place in its layout only while the label is shown.
struct ControlLabel<Content: View>: View {
    let content: Content
    @Environment(\.labelsHidden) private var isHidden

    init(_ content: Content) {
        self.content = content
    }

    var body: some View {
        if !isHidden {
            content
        }
    }
}

struct LabelsHiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether controls here hide their labels.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the pickers, toggles, steppers, sliders and date
    /// pickers in this view: the control draws alone, as when a row's own
    /// text already names it.
    ///
    /// ```swift
    /// HStack {
    ///     Text("Sort by")
    ///     Picker("Sort", selection: $order) { … }.labelsHidden()
    /// }
    /// ```
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}
