import Foundation

extension Color {
    /// The colour space of a colour's red, green and blue components.
    ///
    /// ```swift
    /// Color(.sRGBLinear, red: 0.2, green: 0.2, blue: 0.2)   // a mid grey
    /// ```
    ///
    /// A terminal takes sRGB values: linear components are gamma-encoded
    /// to sRGB, and Display P3 components are taken as sRGB ones (the same
    /// transfer curve; colours outside sRGB are clamped to it).
    public enum RGBColorSpace: Hashable, Sendable {
        /// The sRGB colour space: components as the terminal takes them.
        case sRGB
        /// sRGB with linear components, encoded to sRGB.
        case sRGBLinear
        /// Display P3, drawn as sRGB.
        case displayP3
    }

    /// Creates a 24-bit colour from red, green and blue between 0 and 1
    /// (clamped), seen through at `opacity`, as in SwiftUI; `Color(hex:)`
    /// takes 0–255 components.
    ///
    /// ```swift
    /// Color(red: 1, green: 0.5, blue: 0)                  // orange
    /// Color(red: 0, green: 0.4, blue: 1, opacity: 0.5)    // a dim blue
    /// ```
    ///
    /// An opacity below 1 mixes the colour with the terminal's dark
    /// background (``opacity(_:)``). Cost: O(1).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func component(_ value: Double) -> UInt8 {
            guard value.isFinite else { return 0 }
            let clamped = min(max(value, 0), 1)
            let encoded =
                colorSpace == .sRGBLinear
                ? (clamped <= 0.003_130_8 ? 12.92 * clamped : 1.055 * pow(clamped, 1 / 2.4) - 0.055) : clamped
            return UInt8((encoded * 255).rounded())
        }
        self = Color(kind: .rgb(component(red), component(green), component(blue))).opacity(opacity)
    }

    /// Creates a grey of `white` (0 black, 1 white, clamped), seen through
    /// at `opacity`.
    ///
    /// ```swift
    /// Color(white: 0.2)    // rgb(51, 51, 51)
    /// ```
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// Creates a 24-bit colour from hue, saturation and brightness between
    /// 0 and 1 (clamped; a hue of 1 is red again), seen through at
    /// `opacity`.
    ///
    /// ```swift
    /// Color(hue: 0.33, saturation: 1, brightness: 1)   // green
    /// ```
    ///
    /// Converted to RGB by the usual six-sector formula. Cost: O(1).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        func unit(_ value: Double) -> Double { value.isFinite ? min(max(value, 0), 1) : 0 }
        let (saturation, brightness) = (unit(saturation), unit(brightness))
        // The hue as a position among the six sectors red → yellow → green
        // → cyan → blue → magenta → red: 0.5 is sector 3 (cyan), fraction 0.
        let position = unit(hue) * 6
        let sector = Int(position) % 6
        let fraction = position - position.rounded(.down)
        let low = brightness * (1 - saturation)
        let falling = brightness * (1 - saturation * fraction)
        let rising = brightness * (1 - saturation * (1 - fraction))
        let (red, green, blue): (Double, Double, Double) =
            switch sector {
            case 0: (brightness, rising, low)
            case 1: (falling, brightness, low)
            case 2: (low, brightness, rising)
            case 3: (low, falling, brightness)
            case 4: (rising, low, brightness)
            default: (brightness, low, falling)
            }
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
}
