import Foundation

/// A gradient from `center` outwards along an ellipse that fits the frame:
/// the colour at a cell follows its distance from the centre as a fraction
/// of the frame's half-width across and half-height down, from
/// `startRadiusFraction` (the first stop) to `endRadiusFraction` (the last).
///
/// ```swift
/// Rectangle().fill(EllipticalGradient(colors: [.white, .blue], center: .center))
/// ```
///
/// ```
/// 8 × 4 frame, centre (0.5, 0.5), fractions 0 → 0.5: the cell at column 0, row 1
/// offset (0.0625 − 0.5, 0.375 − 0.5) of the frame → distance 0.455 → 91 % of the way
/// ```
///
/// Cost: O(stops) per cell painted.
public struct EllipticalGradient: ShapeStyle, View, Hashable, CellGradient {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// A gradient of `gradient` around `center`.
    nonisolated public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// A gradient through `colors` around `center`.
    nonisolated public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// A gradient through `stops` around `center`.
    nonisolated public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// The colour halfway (engine hook).
    @MainActor public func _color(in environment: EnvironmentValues, isFill: Bool) -> Color? {
        gradient.color(at: 0.5)
    }

    /// Fills the frame it is offered.
    public var body: some View {
        Rectangle().fill(self)
    }

    func color(column: Int, row: Int, width: Int, height: Int) -> Color {
        let unit = unitCenter(column: column, row: row, width: width, height: height)
        let (dx, dy) = (unit.x - Double(center.x), unit.y - Double(center.y))
        let span = Double(endRadiusFraction - startRadiusFraction)
        guard span != 0 else { return gradient.color(at: 0) }
        return gradient.color(at: ((dx * dx + dy * dy).squareRoot() - Double(startRadiusFraction)) / span)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient of `gradient` around `center`.
    public static func ellipticalGradient(
        _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: gradient, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient through `colors` around `center`.
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            colors: colors, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}
