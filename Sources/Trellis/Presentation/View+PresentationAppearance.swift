/// How a presentation looks and adapts on a touch screen — its background,
/// whether the view behind it takes input, how it adapts to a compact
/// width, how it is sized — accepted so ported code compiles: a terminal
/// sheet is a box over the screen, modal, at the size of its content.
///
/// ```swift
/// Settings()
///     .presentationBackground(.thinMaterial)
///     .presentationBackgroundInteraction(.enabled(upThrough: .medium))
///     .presentationCompactAdaptation(.sheet)
/// ```
extension View {
    /// Accepted: a sheet is drawn in the terminal's background.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_PassthroughModifier(kind: "presentationBackground"))
    }

    /// Accepted: a sheet is drawn in the terminal's background.
    public func presentationBackground<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        modifier(_PassthroughModifier(kind: "presentationBackground"))
    }

    /// Accepted: a terminal sheet is modal.
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        modifier(_PassthroughModifier(kind: "presentationBackgroundInteraction"))
    }

    /// Accepted: a popover is already a sheet in a terminal.
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        modifier(_PassthroughModifier(kind: "presentationCompactAdaptation"))
    }

    /// Accepted: a popover is already a sheet in a terminal.
    public func presentationCompactAdaptation(
        horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation
    ) -> some View {
        modifier(_PassthroughModifier(kind: "presentationCompactAdaptation"))
    }

    /// Accepted: a sheet takes the size of its content.
    public func presentationSizing(_ sizing: PresentationSizing) -> some View {
        modifier(_PassthroughModifier(kind: "presentationSizing"))
    }
}

/// Whether the view behind a sheet takes input. Accepted.
public struct PresentationBackgroundInteraction: Sendable {
    /// The platform's default.
    public static let automatic = PresentationBackgroundInteraction()
    /// The view behind takes input.
    public static let enabled = PresentationBackgroundInteraction()
    /// The view behind takes no input.
    public static let disabled = PresentationBackgroundInteraction()

    /// The view behind takes input while the sheet is at most `detent` high.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction()
    }
}

/// How a presentation adapts to a compact size. Accepted.
public struct PresentationAdaptation: Sendable {
    /// The platform's default.
    public static let automatic = PresentationAdaptation()
    /// No adaptation.
    public static let none = PresentationAdaptation()
    /// As a popover.
    public static let popover = PresentationAdaptation()
    /// As a sheet.
    public static let sheet = PresentationAdaptation()
    /// As a full-screen cover.
    public static let fullScreenCover = PresentationAdaptation()
}

/// How a sheet is sized. Accepted.
public struct PresentationSizing: Sendable {
    /// The platform's default.
    public static let automatic = PresentationSizing()
    /// The size of a form.
    public static let form = PresentationSizing()
    /// The size of a page.
    public static let page = PresentationSizing()
    /// The size of its content.
    public static let fitted = PresentationSizing()
}
