/// How a presented ``ViewController`` covers the screen.
///
/// ```swift
/// let player = PlayerController()
/// player.modalPresentationStyle = .fullScreen
/// present(player, animated: true)
/// ```
///
/// The style decides what the presenter is told (`Lifecycle.md` rules 22
/// and 23) and how the presented view is drawn:
///
/// | style              | drawn as                                        | presenter's callbacks |
/// |--------------------|-------------------------------------------------|-----------------------|
/// | `.automatic`       | as `.pageSheet`                                 | none                  |
/// | `.pageSheet`       | a bordered box over the dimmed screen           | none                  |
/// | `.overFullScreen`  | the whole screen, over the presenter, which shows through blank cells | none |
/// | `.fullScreen`      | the whole screen; the presenter leaves it       | will/did disappear, later will/did appear |
///
/// Whatever the style, Esc (when no view handles it) and
/// `@Environment(\.dismiss)` in the presented content dismiss the
/// controller, unless its ``ViewController/isModalInPresentation`` is set.
public enum ModalPresentationStyle: Hashable, Sendable {
    /// The default: a page sheet.
    case automatic
    /// A bordered box, sized to its content, over the dimmed presenter.
    case pageSheet
    /// The whole screen, drawn over the presenter, which stays on screen.
    case overFullScreen
    /// The whole screen; the presenter disappears until it is dismissed.
    case fullScreen

    /// Whether the presenter leaves the screen while this is presented.
    var removesPresenter: Bool { self == .fullScreen }

    /// How the presentation layer draws it.
    var presentationStyle: Presentation.Style {
        switch self {
        case .automatic, .pageSheet: .sheet
        case .overFullScreen: .overFullScreen
        case .fullScreen: .fullScreenCover
        }
    }
}
