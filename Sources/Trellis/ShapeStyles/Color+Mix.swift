extension Color {
    /// This colour mixed with `rhs`, `fraction` of the way to it (0 is this
    /// colour, 1 is `rhs`, clamped).
    ///
    /// ```swift
    /// Color.red.mix(with: .blue, by: 0.5)    // rgb(103, 0, 122), by xterm's values
    /// ```
    ///
    /// Mixed in RGB whatever `colorSpace` says, with xterm's values for the
    /// ANSI and palette colours (as gradients blend). The terminal's default
    /// colours and `clear` have no RGB: the nearer of the two is returned.
    /// Cost: O(1).
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        guard let start = rgbComponents, let end = rhs.rgbComponents else {
            return fraction < 0.5 ? self : rhs
        }
        func mixed(_ from: UInt8, _ to: UInt8) -> Double {
            (Double(from) + (Double(to) - Double(from)) * fraction) / 255
        }
        return Color(red: mixed(start.red, end.red), green: mixed(start.green, end.green), blue: mixed(start.blue, end.blue))
    }
}
