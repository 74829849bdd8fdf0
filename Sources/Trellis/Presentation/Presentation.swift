/// One presented view: a sheet, a full-screen cover, an alert or a
/// confirmation dialog, while it is up.
///
/// Created by the presenting modifier's node (`PresentationModifierNode`)
/// each time it presents, so every presentation starts afresh; held by the
/// presented root (`PresentationRootNode`), which puts it in its content's
/// environment: `dismiss` ends it, an alert's buttons end it after their
/// action, and its cancel button registers here for Esc.
@MainActor
final class Presentation {
    /// How the presented view is shown.
    enum Style {
        /// A bordered box, centred over the dimmed presenter.
        case sheet
        /// The whole screen; the presenter leaves the visible hierarchy.
        case fullScreenCover
        /// The whole screen over the presenter, which stays in the visible
        /// hierarchy and shows through the cells the presented view leaves
        /// blank (a view controller's `.overFullScreen`).
        case overFullScreen
        /// A small bordered box with a title, a message and a row of buttons.
        case alert
        /// As an alert, its buttons one per row.
        case confirmationDialog

        /// Whether the presented view is boxed over the dimmed screen
        /// rather than covering it.
        var isBoxed: Bool { self == .sheet || dismissesOnAction }

        /// Whether the presented view's buttons end it after their action.
        var dismissesOnAction: Bool { self == .alert || self == .confirmationDialog }
    }

    let style: Style

    /// Ends the presentation by writing the presenting binding (`false` or
    /// `nil`); the next update removes the presented view.
    let dismiss: () -> Void

    /// The action of the presented alert's cancel button, which Esc runs;
    /// set by that button's node while it is alive.
    var cancelAction: (() -> Bool)?

    init(style: Style, dismiss: @escaping () -> Void) {
        self.style = style
        self.dismiss = dismiss
    }
}

struct PresentationKey: EnvironmentKey {
    static var defaultValue: Presentation? { nil }
}

extension EnvironmentValues {
    /// The presentation the view is in, or `nil` outside any.
    var presentation: Presentation? {
        get { self[PresentationKey.self] }
        set { self[PresentationKey.self] = newValue }
    }
}
