extension Color {
    /// This colour seen through at `opacity` (0–1, clamped) over a dark
    /// terminal background: its RGB components scaled by `opacity`.
    ///
    /// ```swift
    /// Text("Selected").background(Color.blue.opacity(0.3))   // a dim blue
    /// ```
    ///
    /// A terminal cannot blend with what is behind, so the colour is mixed
    /// with black, the usual terminal background: `.blue.opacity(0.5)` is
    /// (0, 0, 119), xterm's blue at half strength. An opacity of 0 is
    /// `.clear`, 1 the colour itself; the default colours (`.primary`,
    /// `.secondary`) become `.secondary` below 1. Cost: O(1).
    public func opacity(_ opacity: Double) -> Color {
        let opacity = min(max(opacity, 0), 1)
        guard opacity < 1 else { return self }
        guard opacity > 0 else { return .clear }
        let components: (red: UInt8, green: UInt8, blue: UInt8)
        switch kind {
        case .primary, .secondary: return .secondary
        case .clear: return self
        case .ansi(let index), .palette(let index): components = Self.xtermRGB(paletteIndex: index)
        case .rgb(let red, let green, let blue): components = (red, green, blue)
        }
        func scale(_ value: UInt8) -> UInt8 { UInt8((Double(value) * opacity).rounded()) }
        return Color(kind: .rgb(scale(components.red), scale(components.green), scale(components.blue)))
    }
}
