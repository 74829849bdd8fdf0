import Testing
@testable import Trellis

@Suite("ColorCapability")
struct ColorCapabilityTests {
    @Test("Detection follows TERM, COLORTERM, NO_COLOR, FORCE_COLOR, CLICOLOR_FORCE and whether output is a terminal", arguments: [
        // The terminal's own capability.
        ([:], true, ColorCapability.ansi16),
        (["TERM": "xterm"], true, .ansi16),
        (["TERM": "xterm-256color"], true, .palette256),
        (["TERM": "screen-256color", "COLORTERM": "truecolor"], true, .trueColor),
        (["TERM": "xterm", "COLORTERM": "24bit"], true, .trueColor),
        (["TERM": "xterm", "COLORTERM": "yes"], true, .ansi16),
        // No colour.
        (["TERM": "xterm-256color", "NO_COLOR": "1"], true, .none),
        (["TERM": "xterm-256color", "NO_COLOR": ""], true, .palette256),
        (["TERM": "xterm-256color"], false, .none),
        (["TERM": "dumb"], true, .none),
        (["TERM": "xterm-256color", "FORCE_COLOR": "0"], true, .none),
        (["TERM": "xterm-256color", "FORCE_COLOR": "false"], true, .none),
        (["TERM": "xterm-256color", "CLICOLOR_FORCE": "0"], false, .none),
        // Forced colour: overrides NO_COLOR, TERM=dumb and a pipe.
        (["TERM": "xterm-256color", "NO_COLOR": "1", "FORCE_COLOR": "1"], true, .palette256),
        (["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], true, .ansi16),
        (["TERM": "xterm"], false, .none),
        (["TERM": "xterm", "FORCE_COLOR": ""], false, .ansi16),
        (["TERM": "xterm", "FORCE_COLOR": "true"], false, .ansi16),
        (["TERM": "xterm", "FORCE_COLOR": "2"], false, .palette256),
        (["TERM": "xterm", "FORCE_COLOR": "3"], false, .trueColor),
        (["TERM": "xterm", "COLORTERM": "truecolor", "FORCE_COLOR": "1"], false, .trueColor),
        (["TERM": "dumb", "FORCE_COLOR": "3"], true, .trueColor),
        (["TERM": "dumb", "CLICOLOR_FORCE": "1"], false, .ansi16),
    ] as [([String: String], Bool, ColorCapability)])
    func detection(environment: [String: String], isTerminal: Bool, expected: ColorCapability) {
        #expect(ColorCapability.detect(environment: environment, isTerminal: isTerminal) == expected)
    }

    @Test("Capabilities are ordered from no colour to 24-bit")
    func ordering() {
        #expect(ColorCapability.none < .ansi16)
        #expect(ColorCapability.ansi16 < .palette256)
        #expect(ColorCapability.palette256 < .trueColor)
    }

    @Test("The nearest 256-colour entry comes from the cube or the grey ramp", arguments: [
        (0x000000, 16), (0xFFFFFF, 231), (0xFF8700, 208), (0xFF8800, 208),
        (0x808080, 244), (0x767676, 243), (0x080808, 232), (0xEEEEEE, 255),
        (0x5F87AF, 67), (0x0000FF, 21), (0x101010, 233), (0x302020, 235),
    ])
    func nearestPaletteIndex(hex: Int, index: Int) {
        let red = UInt8(hex >> 16), green = UInt8((hex >> 8) & 0xFF), blue = UInt8(hex & 0xFF)
        #expect(Color.nearestPaletteIndex(red: red, green: green, blue: blue) == UInt8(index))
    }

    @Test("Every palette entry of the cube and the ramp maps back to itself")
    func paletteRoundTrip() {
        for index in UInt8(16)...255 {
            let color = Color.xtermRGB(paletteIndex: index)
            #expect(Color.nearestPaletteIndex(red: color.red, green: color.green, blue: color.blue) == index)
        }
    }

    @Test("The nearest ANSI colour uses xterm's default values", arguments: [
        (0x000000, 0), (0xCD0000, 1), (0xFA0A0A, 9), (0x00FF00, 10), (0x0000EE, 4),
        (0x5C5CFF, 12), (0xFF8700, 3), (0x646464, 8), (0xE5E5E5, 7), (0xFFFFFF, 15),
    ])
    func nearestANSIIndex(hex: Int, index: Int) {
        let red = UInt8(hex >> 16), green = UInt8((hex >> 8) & 0xFF), blue = UInt8(hex & 0xFF)
        #expect(Color.nearestANSIIndex(red: red, green: green, blue: blue) == UInt8(index))
    }

    @Test("A palette entry maps to an ANSI colour: itself below 16, its nearest otherwise", arguments: [
        (5, 5), (15, 15), (196, 9), (208, 3), (21, 4), (244, 8), (232, 0), (255, 7),
    ])
    func paletteToANSI(palette: Int, ansi: Int) {
        #expect(Color.nearestANSIIndex(paletteIndex: UInt8(palette)) == UInt8(ansi))
    }

    @Test("xterm's palette: the 16 colours, the cube and the grey ramp")
    func xtermPalette() {
        #expect(Color.xtermRGB(paletteIndex: 1) == (205, 0, 0))
        #expect(Color.xtermRGB(paletteIndex: 12) == (92, 92, 255))
        #expect(Color.xtermRGB(paletteIndex: 16) == (0, 0, 0))
        #expect(Color.xtermRGB(paletteIndex: 67) == (95, 135, 175))
        #expect(Color.xtermRGB(paletteIndex: 208) == (255, 135, 0))
        #expect(Color.xtermRGB(paletteIndex: 231) == (255, 255, 255))
        #expect(Color.xtermRGB(paletteIndex: 232) == (8, 8, 8))
        #expect(Color.xtermRGB(paletteIndex: 255) == (238, 238, 238))
    }

    @Test("Colours degrade with the capability", arguments: [
        (Color.red, ColorCapability.trueColor, Color.SGRColor.ansi(1)),
        (.red, .ansi16, .ansi(1)),
        (.red, .none, .default),
        (.palette(3), .trueColor, .ansi(3)),
        (.orange, .trueColor, .palette(208)),
        (.orange, .palette256, .palette(208)),
        (.orange, .ansi16, .ansi(3)),
        (Color(hex: 0x123456), .trueColor, .rgb(0x12, 0x34, 0x56)),
        (Color(hex: 0x123456), .palette256, .palette(23)),
        (Color(hex: 0x123456), .ansi16, .ansi(0)),
        (Color(hex: 0x123456), .none, .default),
        (.primary, .trueColor, .default),
        (.clear, .trueColor, .default),
    ])
    func downsampling(color: Color, capability: ColorCapability, expected: Color.SGRColor) {
        #expect(color.sgrColor(at: capability, asForeground: true) == (expected, false))
        #expect(color.sgrColor(at: capability, asForeground: false) == (expected, false))
    }

    @Test("Secondary is the default colour, drawn dim as a foreground, even without colour")
    func secondary() {
        for capability in [ColorCapability.none, .ansi16, .palette256, .trueColor] {
            #expect(Color.secondary.sgrColor(at: capability, asForeground: true) == (.default, true))
            #expect(Color.secondary.sgrColor(at: capability, asForeground: false) == (.default, false))
        }
    }
}
