/// One thing the terminal told the host: a key, a paste, a mouse event, a
/// focus change, or a reply to a query the host sent.
///
/// Produced by ``InputDecoder`` from the bytes the terminal writes; the host
/// routes keys to the focused view, mouse events to the view under the
/// pointer, focus changes to the scene phase.
enum InputEvent: Hashable, Sendable {
    /// A key press.
    case key(KeyPress)
    /// Text pasted in one piece (bracketed paste), unchanged.
    case paste(String)
    /// A mouse button, motion or wheel event.
    case mouse(MouseEvent)
    /// The terminal window gained (`true`) or lost (`false`) focus.
    case focus(Bool)
    /// The cursor's position (zero-based), in reply to `CSI 6 n`.
    case cursorPosition(column: Int, row: Int)
    /// A private mode's setting, in reply to `CSI ? mode $ p` (0 unknown,
    /// 1 set, 2 reset, 3 permanently set, 4 permanently reset).
    case modeReport(mode: Int, setting: Int)
}

/// A mouse event in SGR encoding (`CSI < b ; x ; y M`), at a zero-based cell.
struct MouseEvent: Hashable, Sendable {
    /// What happened.
    enum Kind: Hashable, Sendable {
        case press, release, drag, move
        case scrollUp, scrollDown, scrollLeft, scrollRight
    }

    /// The button involved (for a move, none).
    enum Button: Hashable, Sendable {
        case left, middle, right, none
    }

    var kind: Kind
    var button: Button
    var column: Int
    var row: Int
    var modifiers: EventModifiers = []

    /// The rows (or columns) a scroll view moves for one wheel notch, as
    /// most terminal programs do.
    static let wheelStep = 3
}
