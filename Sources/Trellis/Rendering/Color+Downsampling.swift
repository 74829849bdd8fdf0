/// Colours as a terminal of a given capability receives them: the nearest
/// colour it has, named by the form of SGR parameter that selects it.
///
/// ```swift
/// Color(hex: 0xFF8700).sgrColor(at: .palette256, asForeground: true)   // (.palette(208), dim: false)
/// Color(hex: 0xFF8700).sgrColor(at: .ansi16, asForeground: true)       // (.ansi(3), dim: false)
/// ```
///
/// Nearest means the smallest squared distance in RGB, measured against
/// xterm's default values for the 16 ANSI colours and the palette. The
/// 256-colour search covers the 6×6×6 cube and the grey ramp only: the first
/// 16 entries follow the user's theme, so their RGB values are guesses.
extension Color {
    /// A colour in the form an SGR sequence selects it.
    ///
    /// ```
    /// .default        39 / 49
    /// .ansi(1)        31 / 41        .ansi(9)  91 / 101
    /// .palette(208)   38;5;208 / 48;5;208
    /// .rgb(1, 2, 3)   38;2;1;2;3 / 48;2;1;2;3
    /// ```
    enum SGRColor: Hashable, Sendable {
        /// The terminal's default foreground or background: SGR 39 / 49.
        case `default`
        /// One of the 16 ANSI colours: SGR 30–37 and 90–97, or 40–47 and
        /// 100–107 for the background.
        case ansi(UInt8)
        /// An entry of the 256-colour palette: SGR 38;5;n / 48;5;n.
        case palette(UInt8)
        /// A 24-bit colour: SGR 38;2;r;g;b / 48;2;r;g;b.
        case rgb(UInt8, UInt8, UInt8)
    }

    /// The colour a terminal with `capability` draws for this one, and
    /// whether the text must also be drawn dim (SGR 2).
    ///
    /// ```swift
    /// Color.secondary.sgrColor(at: .trueColor, asForeground: true)   // (.default, dim: true)
    /// Color.palette(3).sgrColor(at: .trueColor, asForeground: true)  // (.ansi(3), dim: false)
    /// Color(hex: 0x808080).sgrColor(at: .palette256, asForeground: false)  // (.palette(244), false)
    /// ```
    ///
    /// - `.primary` and `.clear` → the default colour.
    /// - `.secondary` → the default colour; as a foreground, dim too.
    /// - `.ansi(i)` → itself at every capability that has colour.
    /// - `.palette(i)` → `.ansi(i)` for i < 16, the same colours by definition
    ///   of the palette and shorter to write; otherwise itself, or at ansi16
    ///   the nearest ANSI colour.
    /// - `.rgb` → itself at trueColor, the nearest palette entry at
    ///   palette256, the nearest ANSI colour at ansi16.
    /// - At `.none` every colour is the default. The dim of `.secondary` is
    ///   kept: `NO_COLOR` asks for no colour, and attributes such as bold,
    ///   underline and dim are not colours.
    ///
    /// Cost: O(1); the nearest-colour searches compare against at most 16
    /// colours.
    func sgrColor(at capability: ColorCapability, asForeground: Bool) -> (color: SGRColor, dim: Bool) {
        if case .secondary = kind {
            return (.default, asForeground)
        }
        guard capability != .none else {
            return (.default, false)
        }
        switch kind {
        case .primary, .secondary, .clear:
            return (.default, false)
        case .ansi(let index):
            return (.ansi(index), false)
        case .palette(let index):
            if index < 16 {
                return (.ansi(index), false)
            }
            return capability == .ansi16 ? (.ansi(Self.nearestANSIIndex(paletteIndex: index)), false) : (.palette(index), false)
        case .rgb(let red, let green, let blue):
            switch capability {
            case .trueColor:
                return (.rgb(red, green, blue), false)
            case .palette256:
                return (.palette(Self.nearestPaletteIndex(red: red, green: green, blue: blue)), false)
            case .ansi16, .none:
                return (.ansi(Self.nearestANSIIndex(red: red, green: green, blue: blue)), false)
            }
        }
    }

    /// The 256-colour palette entry nearest to an RGB colour, from the
    /// 6×6×6 cube (16–231) and the grey ramp (232–255).
    ///
    /// ```
    /// (255, 135, 0)    → 208   cube (5, 2, 0)
    /// (128, 128, 128)  → 244   grey 8 + 10 × 12
    /// (0, 0, 0)        → 16    (the cube's black beats grey 8)
    /// ```
    ///
    /// Each channel's nearest cube level gives the nearest cube colour, and
    /// the ramp step nearest to the mean of the channels the nearest grey;
    /// the grey wins only when strictly nearer. Cost: O(1).
    static func nearestPaletteIndex(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        let redLevel = nearestCubeLevel(Int(red))
        let greenLevel = nearestCubeLevel(Int(green))
        let blueLevel = nearestCubeLevel(Int(blue))
        let cubeDistance = squaredDistance(
            (red, green, blue),
            (UInt8(cubeLevels[redLevel]), UInt8(cubeLevels[greenLevel]), UInt8(cubeLevels[blueLevel]))
        )

        // Σ(channel − g)² is smallest for the g nearest to the mean, so the
        // nearest grey is the ramp step nearest to (sum / 3 − 8) / 10.
        let sum = Int(red) + Int(green) + Int(blue)
        let greyStep = min(23, max(0, (sum - 24 + 15) / 30))
        let grey = UInt8(8 + 10 * greyStep)
        let greyDistance = squaredDistance((red, green, blue), (grey, grey, grey))

        if greyDistance < cubeDistance {
            return UInt8(232 + greyStep)
        }
        return UInt8(16 + 36 * redLevel + 6 * greenLevel + blueLevel)
    }

    /// The ANSI colour (0–15) nearest to an RGB colour, among xterm's
    /// default values for them.
    ///
    /// ```
    /// (250, 10, 10)   → 9    bright red (255, 0, 0)
    /// (255, 135, 0)   → 3    yellow (205, 205, 0)
    /// (100, 100, 100) → 8    bright black (127, 127, 127)
    /// ```
    ///
    /// Ties go to the lower index. Cost: 16 distance computations.
    static func nearestANSIIndex(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        var nearest = 0
        var nearestDistance = Int.max
        for (index, color) in ansiRGB.enumerated() {
            let distance = squaredDistance((red, green, blue), color)
            if distance < nearestDistance {
                nearest = index
                nearestDistance = distance
            }
        }
        return UInt8(nearest)
    }

    /// The ANSI colour (0–15) nearest to a palette entry: the entry itself
    /// below 16, otherwise the nearest to its xterm RGB value.
    ///
    /// ```
    /// 9 → 9        208 → 3        244 → 8
    /// ```
    ///
    /// Cost: 16 distance computations.
    static func nearestANSIIndex(paletteIndex: UInt8) -> UInt8 {
        guard paletteIndex >= 16 else { return paletteIndex }
        let color = xtermRGB(paletteIndex: paletteIndex)
        return nearestANSIIndex(red: color.red, green: color.green, blue: color.blue)
    }

    /// The RGB value of a palette entry in xterm's default palette.
    ///
    /// ```
    /// 1 → (205, 0, 0)      208 → (255, 135, 0)      244 → (128, 128, 128)
    /// ```
    ///
    /// Cost: O(1).
    static func xtermRGB(paletteIndex: UInt8) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let index = Int(paletteIndex)
        switch index {
        case 0..<16:
            return ansiRGB[index]
        case 16..<232:
            let cube = index - 16
            return (
                UInt8(cubeLevels[cube / 36]), UInt8(cubeLevels[cube / 6 % 6]), UInt8(cubeLevels[cube % 6])
            )
        default:
            let grey = UInt8(8 + 10 * (index - 232))
            return (grey, grey, grey)
        }
    }

    /// The colour's red, green and blue, with xterm's values for the ANSI
    /// and palette colours; `nil` for the terminal's defaults and `clear`.
    var rgbComponents: (red: UInt8, green: UInt8, blue: UInt8)? {
        switch kind {
        case .rgb(let red, let green, let blue): (red, green, blue)
        case .ansi(let index): Self.ansiRGB[Int(index & 15)]
        case .palette(let index): Self.xtermRGB(paletteIndex: index)
        case .primary, .secondary, .clear: nil
        }
    }

    /// The channel values of the 6×6×6 colour cube.
    private static let cubeLevels = [0, 95, 135, 175, 215, 255]

    /// xterm's default RGB values for the 16 ANSI colours.
    private static let ansiRGB: [(red: UInt8, green: UInt8, blue: UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
        (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
        (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The index of the cube level nearest to `value`; ties go to the lower.
    private static func nearestCubeLevel(_ value: Int) -> Int {
        var nearest = 0
        for (index, level) in cubeLevels.enumerated() where abs(value - level) < abs(value - cubeLevels[nearest]) {
            nearest = index
        }
        return nearest
    }

    private static func squaredDistance(
        _ first: (UInt8, UInt8, UInt8), _ second: (red: UInt8, green: UInt8, blue: UInt8)
    ) -> Int {
        let red = Int(first.0) - Int(second.red)
        let green = Int(first.1) - Int(second.green)
        let blue = Int(first.2) - Int(second.blue)
        return red * red + green * green + blue * blue
    }
}
