/// The direction of a move command: SwiftUI's `MoveCommandDirection`, for
/// ``View/onMoveCommand(perform:)``.
///
/// ```swift
/// .onMoveCommand { direction in
///     if direction == .left { page -= 1 }
/// }
/// ```
public enum MoveCommandDirection: Hashable, Sendable {
    /// ↑.
    case up
    /// ↓.
    case down
    /// ←.
    case left
    /// →.
    case right

    /// The direction of an arrow key, or `nil` for another key.
    init?(_ key: KeyEquivalent) {
        switch key {
        case .upArrow: self = .up
        case .downArrow: self = .down
        case .leftArrow: self = .left
        case .rightArrow: self = .right
        default: return nil
        }
    }
}

extension View {
    /// Runs `action` with the direction when an arrow key is pressed while
    /// this view or one inside it has the focus.
    ///
    /// ```swift
    /// BoardView(board)
    ///     .focusable()
    ///     .onMoveCommand { direction in board.move(direction) }
    /// ```
    ///
    /// The focused view takes the arrows first: a text field keeps ← and →,
    /// a list keeps ↑ and ↓; the action sees only the arrows they leave,
    /// without modifiers, and held keys repeat it. `nil` lets the arrows
    /// go on. With nothing focused, a root view's
    /// action sees them, as ``onKeyPress(keys:phases:action:)``'s does, which
    /// it is built on: one node.
    public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View {
        onKeyPress(keys: [.upArrow, .downArrow, .leftArrow, .rightArrow]) { press in
            guard let action, press.modifiers.subtracting([.capsLock, .numericPad]).isEmpty,
                let direction = MoveCommandDirection(press.key)
            else { return .ignored }
            action(direction)
            return .handled
        }
    }
}
