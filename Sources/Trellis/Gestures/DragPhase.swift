/// A step of a drag of the mouse with the left button held: the button
/// went down, the pointer moved, the button was released.
enum DragPhase {
    case began, moved, ended
}
