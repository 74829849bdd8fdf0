/// The modifier keys held with a key press or a mouse event.
///
/// SwiftUI's `EventModifiers`. A terminal reports Shift, Alt (as
/// ``option``), Control and Meta (as ``command``); the others are never set
/// by the terminal host and exist for source compatibility.
///
/// ```swift
/// .onKeyPress(keys: [.upArrow]) { press in
///     press.modifiers.contains(.shift) ? extendSelection() : moveUp()
///     return .handled
/// }
/// ```
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Caps Lock (never reported by terminals).
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option: the terminal's Alt, also sent as an ESC prefix.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command: the terminal's Meta (modifier bit 8 of xterm's encoding).
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A key on the numeric keypad (never reported by terminals).
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}
