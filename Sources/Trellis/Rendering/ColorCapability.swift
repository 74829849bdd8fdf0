/// How many colours the terminal shows: none, the 16 ANSI colours, the
/// 256-colour palette, or 24-bit colour.
///
/// ```swift
/// if traitCollection.colorCapability >= .palette256 { useGradients() }   // in a ViewController
/// ```
///
/// The cases are ordered from fewest to most colours. A colour the terminal
/// lacks is drawn as the nearest one it has (`Color.sgrColor(at:asForeground:)`).
public enum ColorCapability: Comparable, Sendable {
    /// No colour: text attributes (bold, underline, …) only.
    case none
    /// The 16 ANSI colours (SGR 30–37, 90–97 and their backgrounds).
    case ansi16
    /// The 256-colour palette (SGR 38;5;n).
    case palette256
    /// 24-bit colour (SGR 38;2;r;g;b).
    case trueColor

    /// The capability the environment of the process describes.
    ///
    /// ```
    /// TERM=xterm-256color                      → palette256
    /// TERM=xterm COLORTERM=truecolor           → trueColor
    /// NO_COLOR=1                               → none
    /// not a terminal                           → none
    /// not a terminal, FORCE_COLOR=1            → ansi16
    /// TERM=dumb, FORCE_COLOR=3                 → trueColor
    /// ```
    ///
    /// The rules, first match wins:
    ///
    /// 1. `FORCE_COLOR` set to `0` or `false` → none (the Node.js convention:
    ///    an explicit request for no colour).
    /// 2. Forced: `FORCE_COLOR` set to anything else, or `CLICOLOR_FORCE` set
    ///    to anything but `0` → the terminal's own capability below,
    ///    ignoring `NO_COLOR`, `TERM=dumb` and `isTerminal`, but at least
    ///    ansi16, or palette256 for `FORCE_COLOR=2`, trueColor for
    ///    `FORCE_COLOR=3` (Node.js's levels; an empty value, `1`, `true` or
    ///    any other value asks for ansi16).
    /// 3. `NO_COLOR` set and not empty → none (no-color.org).
    /// 4. `isTerminal` false → none: output to a file or a pipe is plain text.
    /// 5. `TERM=dumb` → none.
    /// 6. `COLORTERM` is `truecolor` or `24bit` → trueColor;
    ///    `TERM` contains `256color` → palette256; otherwise → ansi16.
    ///
    /// Cost: a few dictionary look-ups.
    static func detect(environment: [String: String], isTerminal: Bool) -> ColorCapability {
        let forceColor = environment["FORCE_COLOR"]
        if let forceColor, forceColor == "0" || forceColor.lowercased() == "false" {
            return .none
        }
        let terminal = terminalCapability(environment)
        if let forceColor {
            return max(terminal, forcedMinimum(forceColor))
        }
        if let cliColorForce = environment["CLICOLOR_FORCE"], cliColorForce != "0" {
            return max(terminal, .ansi16)
        }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
            return .none
        }
        guard isTerminal, environment["TERM"] != "dumb" else {
            return .none
        }
        return terminal
    }

    /// The colours the terminal named by `TERM` and `COLORTERM` supports,
    /// assuming it is one: ansi16 at least.
    private static func terminalCapability(_ environment: [String: String]) -> ColorCapability {
        let colorTerm = environment["COLORTERM"]?.lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" {
            return .trueColor
        }
        if environment["TERM"]?.contains("256color") == true {
            return .palette256
        }
        return .ansi16
    }

    /// The capability a `FORCE_COLOR` value other than `0`/`false` asks for.
    private static func forcedMinimum(_ value: String) -> ColorCapability {
        switch value {
        case "2": .palette256
        case "3": .trueColor
        default: .ansi16
        }
    }
}
