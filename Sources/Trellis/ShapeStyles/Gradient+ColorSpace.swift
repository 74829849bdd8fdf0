extension Gradient {
    /// The colour space colours are mixed in (``Color/mix(with:by:in:)``).
    ///
    /// ```swift
    /// Color.orange.mix(with: .purple, by: 0.3, in: .device)
    /// ```
    ///
    /// Accepted for source compatibility: Trellis mixes in RGB, the
    /// device's space, for both.
    public struct ColorSpace: Hashable, Sendable {
        let name: String

        /// The device's RGB space.
        public static let device = ColorSpace(name: "device")
        /// A perceptual space in SwiftUI; mixed in RGB here.
        public static let perceptual = ColorSpace(name: "perceptual")
    }
}
