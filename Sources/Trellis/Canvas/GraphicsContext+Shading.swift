import Foundation

extension GraphicsContext {
    /// The colour or gradient a path is filled or stroked with.
    ///
    /// ```swift
    /// context.fill(bar, with: .color(.blue))
    /// context.fill(ellipse, with: .linearGradient(Gradient(colors: [.blue, .green]),
    ///                                              startPoint: .zero, endPoint: CGPoint(x: size.width, y: 0)))
    /// context.stroke(outline, with: .foreground)
    /// ```
    ///
    /// Each cell takes the colour at its centre. Gradients' points and
    /// radii are in the canvas's coordinates (cells), moved by the
    /// context's transform; a shape style with unit geometry (a
    /// `LinearGradient` given to ``style(_:)``) spans the cells the drawing
    /// covers. Cost: O(stops) per cell for a gradient.
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case foreground
            case color(Color)
            case style(AnyShapeStyle)
            case linear(Gradient, start: CGPoint, end: CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            case conic(Gradient, center: CGPoint, angle: Angle)
        }

        let kind: Kind

        /// The foreground style of the canvas's environment.
        public static var foreground: Shading { Shading(kind: .foreground) }

        /// `color` in every cell.
        public static func color(_ color: Color) -> Shading {
            Shading(kind: .color(color))
        }

        /// `style` resolved in the canvas's environment: a colour, a
        /// hierarchical style (`.secondary`), or a gradient over the cells
        /// drawn.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading {
            Shading(kind: .style(AnyShapeStyle(style)))
        }

        /// `gradient` along the line from `startPoint` to `endPoint`; the
        /// options are accepted.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint))
        }

        /// `gradient` by distance from `center`, from `startRadius` to
        /// `endRadius` (in columns across, rows down); the options are
        /// accepted.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }

        /// `gradient` round `center`, clockwise from `angle`; the options
        /// are accepted.
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(kind: .conic(gradient, center: center, angle: angle))
        }

        /// The colour of each of `cells` (in canvas cells) drawn by
        /// `context`, faded by its opacity; `nil` is the default colour.
        @MainActor
        func painter(for context: GraphicsContext, cells: [(Int, Int)], isFill: Bool) -> @MainActor (Int, Int) -> Color? {
            let transform = context.transform
            let environment = context.environment
            func center(_ column: Int, _ row: Int) -> CGPoint {
                CGPoint(x: Double(column) + 0.5, y: Double(row) + 0.5)
            }
            let paint: @MainActor (Int, Int) -> Color?
            switch kind {
            case .foreground:
                let color = environment.text.foreground
                paint = { _, _ in color }
            case .color(let color):
                paint = { _, _ in color }
            case .style(let style):
                if let gradient = cellGradient(of: style) {
                    let columns = cells.map(\.0)
                    let rows = cells.map(\.1)
                    let (left, top) = (columns.min() ?? 0, rows.min() ?? 0)
                    let width = (columns.max() ?? 0) - left + 1
                    let height = (rows.max() ?? 0) - top + 1
                    paint = { column, row in
                        gradient.color(column: column - left, row: row - top, width: width, height: height)
                    }
                } else {
                    let color = style._color(in: environment, isFill: isFill)
                    paint = { _, _ in color }
                }
            case .linear(let gradient, let start, let end):
                let (from, to) = (start.applying(transform), end.applying(transform))
                let (dx, dy) = (to.x - from.x, to.y - from.y)
                let length = dx * dx + dy * dy
                paint = { column, row in
                    guard length > 0 else { return gradient.color(at: 0) }
                    let point = center(column, row)
                    return gradient.color(at: Double(((point.x - from.x) * dx + (point.y - from.y) * dy) / length))
                }
            case .radial(let gradient, let middle, let startRadius, let endRadius):
                let origin = middle.applying(transform)
                let scale = sqrt(abs(transform.a * transform.d - transform.b * transform.c))
                let (inner, outer) = (startRadius * scale, endRadius * scale)
                paint = { column, row in
                    let point = center(column, row)
                    let distance = hypot(point.x - origin.x, point.y - origin.y)
                    return gradient.color(at: outer == inner ? 0 : Double((distance - inner) / (outer - inner)))
                }
            case .conic(let gradient, let middle, let angle):
                let origin = middle.applying(transform)
                paint = { column, row in
                    let point = center(column, row)
                    let turn = (atan2(point.y - origin.y, point.x - origin.x) - angle.radians) / (2 * .pi)
                    return gradient.color(at: turn - turn.rounded(.down))
                }
            }
            return { column, row in context.faded(paint(column, row)) }
        }
    }

    /// How a gradient shading spreads; accepted (a gradient is padded with
    /// its end colours).
    public struct GradientOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32

        /// Creates options from their raw value.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// Repeat the gradient past its ends.
        public static let `repeat` = GradientOptions(rawValue: 1 << 0)
        /// Repeat it mirrored.
        public static let mirror = GradientOptions(rawValue: 1 << 1)
        /// Blend in linear colour.
        public static let linearColor = GradientOptions(rawValue: 1 << 2)
    }

    /// How a clip shape limits drawing.
    public struct ClipOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32

        /// Creates options from their raw value.
        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        /// Draw outside the shape instead of inside it.
        public static let inverse = ClipOptions(rawValue: 1 << 0)
    }
}
