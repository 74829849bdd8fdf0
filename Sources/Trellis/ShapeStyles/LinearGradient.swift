import Foundation

/// A gradient along the line from `startPoint` to `endPoint`, in unit
/// coordinates of the area it paints: a style and a view that fills its
/// frame.
///
/// ```swift
/// LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
///     .ignoresSafeArea()
/// Text("Sale").padding().background(.linearGradient(colors: [.orange, .red], startPoint: .leading, endPoint: .trailing))
/// ```
///
/// Each cell takes the colour at its centre's projection on the line
/// (``Gradient``); as a text's foreground style, the text takes the colour
/// halfway. Cost: O(stops) per cell painted.
public struct LinearGradient: ShapeStyle, View, Hashable, CellGradient {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// A gradient of `gradient` from `startPoint` to `endPoint`.
    nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A gradient through `colors`, spaced evenly.
    nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient through `stops`.
    nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
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
        let point = unitCenter(column: column, row: row, width: width, height: height)
        let dx = Double(endPoint.x - startPoint.x)
        let dy = Double(endPoint.y - startPoint.y)
        let length = dx * dx + dy * dy
        guard length > 0 else { return gradient.color(at: 0) }
        let fraction = ((point.x - Double(startPoint.x)) * dx + (point.y - Double(startPoint.y)) * dy) / length
        return gradient.color(at: fraction)
    }
}

/// A gradient by distance from `center`, from `startRadius` to
/// `endRadius` (in columns; a row counts as two, the shape of a cell).
///
/// ```swift
/// RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 20)
/// ```
///
/// Cost: O(stops) per cell painted.
public struct RadialGradient: ShapeStyle, View, Hashable, CellGradient {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// A gradient of `gradient` around `center`.
    nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// A gradient through `colors` around `center`.
    nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient through `stops` around `center`.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
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
        let (dx, dy) = offset(column: column, row: row, from: center, width: width, height: height)
        let span = Double(endRadius - startRadius)
        guard span != 0 else { return gradient.color(at: 0) }
        return gradient.color(at: ((dx * dx + dy * dy).squareRoot() - Double(startRadius)) / span)
    }
}

/// A gradient by angle around `center`, from `startAngle` to `endAngle`
/// (a full turn when they are equal), clockwise from the trailing side.
///
/// ```swift
/// AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center)
/// ```
///
/// Cost: O(stops) per cell painted.
public struct AngularGradient: ShapeStyle, View, Hashable, CellGradient {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// A gradient of `gradient` around `center`.
    nonisolated public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// A gradient through `colors` around `center`.
    nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
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
        let (dx, dy) = offset(column: column, row: row, from: center, width: width, height: height)
        let span = endAngle == startAngle ? 2 * Double.pi : endAngle.radians - startAngle.radians
        var angle = atan2(dy, dx) - startAngle.radians
        angle = angle.truncatingRemainder(dividingBy: 2 * Double.pi)
        if angle < 0 { angle += 2 * Double.pi }
        return gradient.color(at: angle / span)
    }
}

/// The subtle gradient of ``Color/gradient``: the colour, lighter at the
/// top.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 8).fill(Color.blue.gradient)
/// ```
public struct AnyGradient: ShapeStyle, Hashable, CellGradient {
    let base: Color

    /// The colour itself (engine hook).
    @MainActor public func _color(in environment: EnvironmentValues, isFill: Bool) -> Color? { base }

    func color(column: Int, row: Int, width: Int, height: Int) -> Color {
        guard let rgb = base.rgbComponents else { return base }
        let lighter = Color(
            red: (Double(rgb.red) * 0.8 + 51) / 255, green: (Double(rgb.green) * 0.8 + 51) / 255,
            blue: (Double(rgb.blue) * 0.8 + 51) / 255)
        let gradient = Gradient(colors: [lighter, base])
        return gradient.color(at: unitCenter(column: column, row: row, width: width, height: height).y)
    }
}

extension Color {
    /// This colour as a subtle gradient, lighter at the top.
    public var gradient: AnyGradient { AnyGradient(base: self) }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient of `gradient` from `startPoint` to `endPoint`.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient through `colors`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient through `stops`.
    public static func linearGradient(
        stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
    ) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient of `gradient` around `center`.
    public static func radialGradient(
        _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient through `colors` around `center`.
    public static func radialGradient(
        colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    ) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient of `gradient` around `center`.
    public static func angularGradient(
        _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient through `colors` around `center`.
    public static func angularGradient(
        colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
    ) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}
