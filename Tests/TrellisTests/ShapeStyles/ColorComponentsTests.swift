import Testing
@testable import Trellis

/// `Color`'s SwiftUI initialisers (RGB in a colour space, white, hue) with
/// opacity, and `mix(with:by:in:)`.
@MainActor
@Suite("Colour components")
struct ColorComponentsTests {
    @Test("RGB components are clamped and rounded; opacity mixes with the dark background as Color.opacity does")
    func rgb() {
        #expect(Color(red: 1, green: 0.5, blue: 0) == Color(hex: 0xFF8000))
        #expect(Color(.sRGB, red: 2, green: -1, blue: .nan) == Color(hex: 0xFF0000))
        #expect(Color(red: 0, green: 0.4, blue: 1, opacity: 0.5) == Color(red: 0, green: 0.4, blue: 1).opacity(0.5))
        #expect(Color(red: 1, green: 1, blue: 1, opacity: 0) == .clear)
    }

    @Test("Linear sRGB components are gamma-encoded; Display P3 ones are taken as sRGB")
    func colorSpaces() {
        #expect(Color(.sRGBLinear, red: 0.2, green: 0, blue: 1) == Color(hex: 0x7C00FF))
        #expect(Color(.displayP3, red: 0.2, green: 0, blue: 1) == Color(red: 0.2, green: 0, blue: 1))
    }

    @Test("White makes a grey; hue, saturation and brightness convert by sector")
    func whiteAndHue() {
        #expect(Color(white: 0.2) == Color(hex: 0x333333))
        #expect(Color(.sRGB, white: 1, opacity: 0.5) == Color(hex: 0x808080))
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(hex: 0xFF0000))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1) == Color(hex: 0x00FF00))
        #expect(Color(hue: 0.5, saturation: 0.5, brightness: 1) == Color(hex: 0x80FFFF))
        #expect(Color(hue: 5.0 / 6, saturation: 1, brightness: 0.5) == Color(hex: 0x800080))
        #expect(Color(hue: 1, saturation: 0, brightness: 0.2, opacity: 1) == Color(hex: 0x333333))
    }

    @Test("mix blends in RGB by the fraction (clamped); colours without RGB give the nearer one")
    func mix() {
        #expect(Color(hex: 0x000000).mix(with: Color(hex: 0xFF8040), by: 0.5) == Color(hex: 0x804020))
        #expect(Color.red.mix(with: .blue, by: 0.5, in: .device) == Color(hex: 0x670077))
        #expect(Color(hex: 0x102030).mix(with: .white, by: -3) == Color(hex: 0x102030))
        #expect(Color.primary.mix(with: .red, by: 0.4) == .primary)
        #expect(Color.primary.mix(with: .red, by: 0.6) == .red)
    }

    @Test("On screen: a colour made with opacity fills as its mix with black")
    func screen() {
        let host = TestHost(columns: 4, rows: 1) {
            Text("ab").frame(width: 4).background(Color(red: 1, green: 0, blue: 0, opacity: 0.5))
        }
        #expect(host.screen == " ab")
        #expect(host.colorMap(columns: 4, rows: 1, legend: [Color(hex: 0x800000): "r"]) == "rrrr")
    }
}
