/// Whether the view is presented, and a way to end it: SwiftUI's older
/// form of `\.dismiss` and `\.isPresented`.
///
/// ```swift
/// struct Details: View {
///     @Environment(\.presentationMode) private var presentationMode
///     var body: some View {
///         Button("Close") { presentationMode.wrappedValue.dismiss() }
///     }
/// }
/// ```
///
/// `dismiss()` runs the environment's ``DismissAction`` when the binding
/// is written: it pops the pushed screen or ends the sheet, cover, alert
/// or run the view is in. Prefer `@Environment(\.dismiss)` in new code.
public struct PresentationMode: Sendable {
    /// Whether the view is in a presented sheet, cover or alert, or a
    /// pushed navigation screen (`\.isPresented`).
    public private(set) var isPresented: Bool

    /// Ends the presentation, once the binding this came from is written.
    public mutating func dismiss() {
        isPresented = false
    }
}

struct IsPresentedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Whether the view is in a presented sheet, cover, alert or dialog, or
    /// a screen pushed on a navigation stack: `false` for the root.
    ///
    /// ```swift
    /// @Environment(\.isPresented) private var isPresented
    /// var body: some View {
    ///     Form { … }.toolbar { if isPresented { Button("Done") { dismiss() } } }
    /// }
    /// ```
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }

    /// The presentation the view is in, as a binding whose
    /// `wrappedValue.dismiss()` ends it (``PresentationMode``).
    ///
    /// Made from `\.isPresented` and `\.dismiss` when read: O(1).
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented)
        let dismiss = dismiss
        return Binding(
            get: { mode },
            set: { newValue in
                if mode.isPresented, !newValue.isPresented {
                    dismiss()
                }
            })
    }
}
