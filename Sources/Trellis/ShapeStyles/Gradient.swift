import Foundation

/// Colours at locations from 0 to 1, blended in between: what a
/// ``LinearGradient`` or ``RadialGradient`` paints.
///
/// ```swift
/// Gradient(colors: [.blue, .purple])
/// Gradient(stops: [.init(color: .black, location: 0), .init(color: .orange, location: 0.8)])
/// ```
///
/// A terminal paints a gradient cell by cell: each cell takes the colour at
/// its centre, blended in RGB (ANSI and palette colours by xterm's values)
/// and written as 24-bit colour, or the nearest the terminal has. Where a
/// stop is the terminal's default colour or `clear`, which have no RGB, the
/// nearer stop's colour is used.
public struct Gradient: Hashable, Sendable {
    /// A colour and where it sits in the gradient.
    public struct Stop: Hashable, Sendable {
        /// The colour at ``location``.
        public var color: Color
        /// Where the colour sits, from 0 to 1.
        public var location: CGFloat

        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in order of location.
    public var stops: [Stop]

    /// A gradient through `colors`, spaced evenly.
    public init(colors: [Color]) {
        let last = max(colors.count - 1, 1)
        stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / CGFloat(last)) }
    }

    /// A gradient through `stops`.
    public init(stops: [Stop]) {
        self.stops = stops.sorted { $0.location < $1.location }
    }

    /// The colour at `fraction` (clamped to 0…1). Cost: O(stops).
    func color(at fraction: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        let fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        if fraction <= Double(first.location) { return first.color }
        if fraction >= Double(last.location) { return last.color }
        for (lower, upper) in zip(stops, stops.dropFirst()) where fraction <= Double(upper.location) {
            let span = Double(upper.location - lower.location)
            let weight = span > 0 ? (fraction - Double(lower.location)) / span : 1
            return lower.color.mix(with: upper.color, by: weight)
        }
        return last.color
    }
}

/// A style painted cell by cell (a gradient): the colour of each cell of a
/// `width` × `height` area.
@MainActor
protocol CellGradient {
    func color(column: Int, row: Int, width: Int, height: Int) -> Color
}

extension CellGradient {
    /// The centre of cell (`column`, `row`) in unit coordinates of the area.
    func unitCenter(column: Int, row: Int, width: Int, height: Int) -> (x: Double, y: Double) {
        ((Double(column) + 0.5) / Double(max(width, 1)), (Double(row) + 0.5) / Double(max(height, 1)))
    }

    /// How far the centre of cell (`column`, `row`) is from `center` (in
    /// unit coordinates of the area), in columns, a row counting as two.
    func offset(column: Int, row: Int, from center: UnitPoint, width: Int, height: Int) -> (dx: Double, dy: Double) {
        (Double(column) + 0.5 - Double(center.x) * Double(width), (Double(row) + 0.5 - Double(center.y) * Double(height)) * 2)
    }
}

/// The gradient `style` paints, when it paints cell by cell (looking inside
/// an ``AnyShapeStyle``).
func cellGradient(of style: any ShapeStyle) -> (any CellGradient)? {
    (style as? any CellGradient) ?? ((style as? AnyShapeStyle)?.base as? any CellGradient)
}
