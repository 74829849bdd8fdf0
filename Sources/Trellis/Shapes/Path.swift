import Foundation

/// An outline made of lines and curves, in the coordinates of the frame it
/// is drawn in (a column is one unit wide, a row one unit high): what a
/// custom ``Shape`` returns from `path(in:)`, and a shape itself.
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         var path = Path()
///         path.move(to: CGPoint(x: rect.midX, y: rect.minY))
///         path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///         path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///         path.closeSubpath()
///         return path
///     }
/// }
/// Triangle().fill(.orange).frame(width: 9, height: 4)
/// ```
///
/// ```
///     █           a fill: the cells whose centre is inside, by the
///    ███          nonzero winding rule (FillStyle's even-odd is accepted)
///   █████
///  ███████
/// ```
///
/// A stroke marks the cells each line passes through, with `─`, `│`, `╱`
/// or `╲` by its slope (a row counts as two columns; `PathRaster` has a
/// worked example). Curves and arcs are
/// flattened into short lines first. Cost: O(width × height × lines) to
/// fill, O(length) to stroke.
public struct Path: Shape, Equatable {
    /// One step of a path.
    enum Element: Equatable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path of `rect`'s outline.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A path of a rectangle with rounded corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A path of the ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point added, or `nil` for an empty path.
    public var currentPoint: CGPoint? {
        var current: CGPoint?
        var start: CGPoint?
        for element in elements {
            switch element {
            case .move(let point):
                current = point
                start = point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// The smallest rectangle holding every point of the path, control
    /// points included.
    public var boundingRect: CGRect {
        var points: [CGPoint] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .quadCurve(let to, let control): points += [to, control]
            case .curve(let to, let control1, let control2): points += [to, control1, control2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
        for point in points {
            (minX, minY) = (min(minX, point.x), min(minY, point.y))
            (maxX, maxY) = (max(maxX, point.x), max(maxY, point.y))
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(point))
    }

    /// Adds a line to `point`.
    public mutating func addLine(to point: CGPoint) {
        elements.append(elements.isEmpty ? .move(point) : .line(point))
    }

    /// Adds lines through `points`, starting a subpath at the first.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() {
            addLine(to: point)
        }
    }

    /// Adds a quadratic curve to `point`.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic curve to `point`.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath with a line to its start.
    public mutating func closeSubpath() {
        elements.append(.closeSubpath)
    }

    /// Adds `rect` as a closed subpath, moved by `transform`.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let start = elements.count
        addLines([
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ])
        closeSubpath()
        transformElements(from: start, by: transform)
    }

    /// Adds every rectangle of `rects`, moved by `transform`.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects {
            addRect(rect, transform: transform)
        }
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath, moved by
    /// `transform`.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let start = elements.count
        let center = CGPoint(x: rect.midX, y: rect.midY)
        addArc(
            center: center, radiusX: rect.width / 2, radiusY: rect.height / 2, from: 0, to: 2 * Double.pi, moving: true)
        closeSubpath()
        transformElements(from: start, by: transform)
    }

    /// Adds a rectangle with corners of `cornerSize` as a closed subpath,
    /// moved by `transform`.
    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let start = elements.count
        defer { transformElements(from: start, by: transform) }
        let rx = min(cornerSize.width, rect.width / 2)
        let ry = min(cornerSize.height, rect.height / 2)
        guard rx > 0, ry > 0 else {
            addRect(rect)
            return
        }
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addArc(center: CGPoint(x: rect.maxX - rx, y: rect.minY + ry), radiusX: rx, radiusY: ry, from: -.pi / 2, to: 0)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addArc(center: CGPoint(x: rect.maxX - rx, y: rect.maxY - ry), radiusX: rx, radiusY: ry, from: 0, to: .pi / 2)
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addArc(center: CGPoint(x: rect.minX + rx, y: rect.maxY - ry), radiusX: rx, radiusY: ry, from: .pi / 2, to: .pi)
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addArc(
            center: CGPoint(x: rect.minX + rx, y: rect.minY + ry), radiusX: rx, radiusY: ry, from: .pi, to: 1.5 * .pi)
        closeSubpath()
    }

    /// Adds an arc of the circle around `center` from `startAngle` to
    /// `endAngle`, with a line from the current point to its start.
    /// Angles grow clockwise on screen (y grows downwards), as in SwiftUI;
    /// `clockwise` is SwiftUI's flag, which, in these flipped coordinates,
    /// draws the other way round. `transform` moves the arc (and the line).
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let first = elements.count
        defer { transformElements(from: first, by: transform) }
        var end = endAngle.radians
        let start = startAngle.radians
        if clockwise {
            while end > start { end -= 2 * .pi }
        } else {
            while end < start { end += 2 * .pi }
        }
        addArc(center: center, radiusX: radius, radiusY: radius, from: start, to: end)
    }

    /// Adds the elements of `path`, moved by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.applying(transform).elements
    }

    /// An arc as lines, 24 per turn at least.
    mutating func addArc(
        center: CGPoint, radiusX: CGFloat, radiusY: CGFloat, from start: Double, to end: Double, moving: Bool = false
    ) {
        let steps = max(2, Int((abs(end - start) / (2 * .pi) * 48).rounded(.up)))
        for step in 0...steps {
            let angle = start + (end - start) * Double(step) / Double(steps)
            let point = CGPoint(x: center.x + radiusX * cos(angle), y: center.y + radiusY * sin(angle))
            if step == 0, moving || elements.isEmpty {
                move(to: point)
            } else {
                addLine(to: point)
            }
        }
    }

    /// The path itself, whatever the frame.
    public func path(in rect: CGRect) -> Path { self }
}
