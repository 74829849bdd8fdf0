/// A key a user can press: a character, or one of the named keys that
/// produce none (arrows, Home, function keys, …).
///
/// Shaped like SwiftUI's `KeyEquivalent`: named keys carry the same
/// private-use characters AppKit gives them (`.upArrow` is U+F700), so code
/// that switches over `key.character` ports unchanged. Any other key is the
/// character it types:
///
/// ```swift
/// Text("Press q to quit")
///     .onKeyPress("q") { dismiss(); return .handled }
/// ```
///
/// Equality compares the character. Cost: a `Character`, no allocation for
/// the named keys.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key stands for.
    public var character: Character

    /// The key that types `character`.
    public init(_ character: Character) {
        self.character = character
    }

    public init(extendedGraphemeClusterLiteral character: Character) {
        self.character = character
    }

    /// Up Arrow (U+F700).
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down Arrow (U+F701).
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left Arrow (U+F702).
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right Arrow (U+F703).
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Escape (U+001B).
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete, the key left of a cursor: Backspace (U+0008).
    public static let delete = KeyEquivalent("\u{8}")
    /// Delete Forward (U+F728).
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Home (U+F729).
    public static let home = KeyEquivalent("\u{F729}")
    /// End (U+F72B).
    public static let end = KeyEquivalent("\u{F72B}")
    /// Page Up (U+F72C).
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page Down (U+F72D).
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Insert (U+F727).
    public static let insert = KeyEquivalent("\u{F727}")
    /// Clear (U+F739).
    public static let clear = KeyEquivalent("\u{F739}")
    /// Tab (U+0009).
    public static let tab = KeyEquivalent("\t")
    /// Space (U+0020).
    public static let space = KeyEquivalent(" ")
    /// Return (U+000D).
    public static let `return` = KeyEquivalent("\r")

    /// Function key F`number` (F1 is U+F704, as in AppKit), for `number`
    /// from 1 to 35; other numbers give F1.
    ///
    /// ```swift
    /// .onKeyPress(.function(12)) { inspector.toggle(); return .handled }
    /// ```
    public static func function(_ number: Int) -> KeyEquivalent {
        let offset = (1...35).contains(number) ? number - 1 : 0
        return KeyEquivalent(Character(Unicode.Scalar(0xF704 + UInt32(offset))!))
    }

    /// The number of the function key this is (1 for F1), or `nil`.
    public var functionNumber: Int? {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
            (0xF704...0xF726).contains(scalar.value)
        else { return nil }
        return Int(scalar.value - 0xF704) + 1
    }
}

extension KeyEquivalent: CustomStringConvertible {
    /// The key's name as a user reads it: `"↑"`, `"F5"`, `"Return"`, `"a"`.
    public var description: String {
        if let number = functionNumber {
            return "F\(number)"
        }
        switch self {
        case .upArrow: return "↑"
        case .downArrow: return "↓"
        case .leftArrow: return "←"
        case .rightArrow: return "→"
        case .escape: return "Esc"
        case .delete: return "Backspace"
        case .deleteForward: return "Delete"
        case .home: return "Home"
        case .end: return "End"
        case .pageUp: return "PageUp"
        case .pageDown: return "PageDown"
        case .insert: return "Insert"
        case .clear: return "Clear"
        case .tab: return "Tab"
        case .space: return "Space"
        case .return: return "Return"
        default: return String(character)
        }
    }
}
