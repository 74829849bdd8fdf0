/// The working colour space of a canvas's drawing, as SwiftUI names it;
/// accepted: a terminal cell takes one colour, blended in RGB.
///
/// ```swift
/// Canvas(colorMode: .linear) { context, size in … }
/// ```
public enum ColorRenderingMode: Hashable, Sendable {
    /// sRGB, gamma-encoded (SwiftUI's default).
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Linear sRGB beyond 0–1.
    case extendedLinear
}
