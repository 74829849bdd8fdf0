/// A terminal colour: one of the 16 ANSI colours, an entry of the 256-colour
/// palette, or a 24-bit RGB colour. Also a view that fills the space it is
/// offered.
///
/// ```swift
/// Text("error").foregroundStyle(.red)
/// Color.blue.frame(width: 10, height: 1)
/// Text("rgb").foregroundColor(Color(red: 1, green: 0.5, blue: 0))
/// ```
///
/// SwiftUI's named colours map to the terminal's ANSI colours where one
/// exists (`.red` is ANSI red, so it follows the user's terminal theme) and to
/// 256-colour entries otherwise (`.orange`, `.teal`, …). A terminal with fewer
/// colours gets the nearest one it has; with `NO_COLOR`, none.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// How the colour is specified.
    enum Kind: Hashable, Sendable {
        /// The terminal's default foreground or background.
        case primary
        /// The default foreground, drawn faint.
        case secondary
        /// No colour: what is behind shows through.
        case clear
        /// One of the 16 ANSI colours (0–7 normal, 8–15 bright).
        case ansi(UInt8)
        /// An entry of the 256-colour palette.
        case palette(UInt8)
        /// A 24-bit colour.
        case rgb(UInt8, UInt8, UInt8)
    }

    let kind: Kind

    init(kind: Kind) {
        self.kind = kind
    }

    /// Creates a colour from a hexadecimal RGB value such as `0xFF8800`.
    public init(hex: UInt32) {
        kind = .rgb(UInt8((hex >> 16) & 0xFF), UInt8((hex >> 8) & 0xFF), UInt8(hex & 0xFF))
    }

    /// One of the 16 ANSI colours: 0–7 normal, 8–15 bright (taken modulo 16).
    public static func ansi(_ index: Int) -> Color {
        Color(kind: .ansi(UInt8(truncatingIfNeeded: ((index % 16) + 16) % 16)))
    }

    /// An entry of the 256-colour palette (taken modulo 256).
    public static func palette(_ index: Int) -> Color {
        Color(kind: .palette(UInt8(truncatingIfNeeded: index)))
    }

    /// The terminal's default colour (foreground for text).
    public static let primary = Color(kind: .primary)
    /// The default foreground, drawn faint.
    public static let secondary = Color(kind: .secondary)
    /// No colour.
    public static let clear = Color(kind: .clear)

    /// ANSI black.
    public static let black = Color(kind: .ansi(0))
    /// ANSI red.
    public static let red = Color(kind: .ansi(1))
    /// ANSI green.
    public static let green = Color(kind: .ansi(2))
    /// ANSI yellow.
    public static let yellow = Color(kind: .ansi(3))
    /// ANSI blue.
    public static let blue = Color(kind: .ansi(4))
    /// ANSI magenta.
    public static let magenta = Color(kind: .ansi(5))
    /// ANSI cyan.
    public static let cyan = Color(kind: .ansi(6))
    /// ANSI white (light grey on most terminals).
    public static let white = Color(kind: .ansi(7))
    /// ANSI bright black: grey.
    public static let gray = Color(kind: .ansi(8))
    /// Purple, drawn as ANSI magenta.
    public static let purple = Color(kind: .ansi(5))
    /// Pink, drawn as ANSI bright magenta.
    public static let pink = Color(kind: .ansi(13))
    /// Orange (256-colour 208).
    public static let orange = Color(kind: .palette(208))
    /// Mint (256-colour 121).
    public static let mint = Color(kind: .palette(121))
    /// Teal (256-colour 30).
    public static let teal = Color(kind: .palette(30))
    /// Indigo (256-colour 61).
    public static let indigo = Color(kind: .palette(61))
    /// Brown (256-colour 130).
    public static let brown = Color(kind: .palette(130))

    public var description: String {
        switch kind {
        case .primary: "primary"
        case .secondary: "secondary"
        case .clear: "clear"
        case .ansi(let index): "ansi(\(index))"
        case .palette(let index): "palette(\(index))"
        case .rgb(let red, let green, let blue): "rgb(\(red), \(green), \(blue))"
        }
    }
}
