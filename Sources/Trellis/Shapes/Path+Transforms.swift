import Foundation

extension Path {
    /// The path with `transform` applied to every point, control points
    /// included.
    ///
    /// ```swift
    /// let diamond = Path(CGRect(x: -2, y: -2, width: 4, height: 4))
    ///     .applying(CGAffineTransform(rotationAngle: .pi / 4).translatedBy(x: 6, y: 3))
    /// ```
    ///
    /// Cost: O(elements).
    public func applying(_ transform: CGAffineTransform) -> Path {
        var path = self
        path.transformElements(from: 0, by: transform)
        return path
    }

    /// The path moved by (`dx`, `dy`): columns to the right, rows down.
    ///
    /// ```swift
    /// Path(ellipseIn: CGRect(x: 0, y: 0, width: 6, height: 3)).offsetBy(dx: 10, dy: 1)
    /// ```
    ///
    /// Cost: O(elements).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// The part of the path between the fractions `from` and `to` of its
    /// length (each clamped to 0–1): a progress ring, a line drawn as it
    /// grows.
    ///
    /// ```swift
    /// Path(CGRect(x: 0, y: 0, width: 4, height: 2)).trimmedPath(from: 0, to: 0.5)
    /// ```
    ///
    /// Worked example: the rectangle above runs (0, 0) → (4, 0) → (4, 2) →
    /// (0, 2) → back, 12 units round; half of it is the 6 units (0, 0) →
    /// (4, 0) → (4, 2). Curves are flattened into lines first (as they are
    /// drawn), so the result is made of lines; each subpath the range
    /// reaches starts a subpath of its own. An empty range is an empty
    /// path. Cost: O(elements).
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let first = min(max(from, 0), 1)
        let last = min(max(to, 0), 1)
        guard first < last else { return Path() }
        let polylines = PathRaster(self).polylines.map { line in
            line.isClosed ? line.points + line.points.prefix(1) : line.points
        }
        var total: CGFloat = 0
        for points in polylines {
            for (a, b) in zip(points, points.dropFirst()) {
                total += hypot(b.x - a.x, b.y - a.y)
            }
        }
        let (startLength, endLength) = (first * total, last * total)
        var trimmed = Path()
        var walked: CGFloat = 0
        for points in polylines {
            var isDrawing = false
            for (a, b) in zip(points, points.dropFirst()) {
                let length = hypot(b.x - a.x, b.y - a.y)
                defer { walked += length }
                guard length > 0, walked + length > startLength, walked < endLength else { continue }
                let enter = max(0, (startLength - walked) / length)
                let leave = min(1, (endLength - walked) / length)
                if !isDrawing {
                    trimmed.move(to: CGPoint(x: a.x + (b.x - a.x) * enter, y: a.y + (b.y - a.y) * enter))
                    isDrawing = true
                }
                trimmed.addLine(to: CGPoint(x: a.x + (b.x - a.x) * leave, y: a.y + (b.y - a.y) * leave))
            }
        }
        return trimmed
    }

    /// Whether `point` is inside the path: by the nonzero winding rule, or
    /// the even-odd rule when `eoFill` is true. Every subpath counts as
    /// closed.
    ///
    /// ```swift
    /// Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 4)).contains(CGPoint(x: 5, y: 2))   // true
    /// ```
    ///
    /// Cost: O(elements).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        let winding = PathRaster(self).winding(at: point)
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    /// Adds an arc of the circle around `center` from `startAngle`, turning
    /// by `delta` (clockwise on screen when positive), with a line from the
    /// current point to its start; `transform` moves both.
    ///
    /// ```swift
    /// path.addRelativeArc(center: CGPoint(x: 8, y: 4), radius: 3, startAngle: .degrees(-90), delta: .degrees(270))
    /// ```
    ///
    /// Cost: O(24 lines per turn).
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        let first = elements.count
        addArc(
            center: center, radiusX: radius, radiusY: radius, from: startAngle.radians,
            to: startAngle.radians + delta.radians)
        transformElements(from: first, by: transform)
    }

    /// Adds a line towards `tangent1End` and an arc of `radius` that turns
    /// from it onto the line from `tangent1End` to `tangent2End`: a rounded
    /// corner at `tangent1End`. Without a current point, or when the three
    /// points are on one line, it adds a line to `tangent1End`.
    ///
    /// ```swift
    /// path.move(to: CGPoint(x: 0, y: 0))
    /// path.addArc(tangent1End: CGPoint(x: 8, y: 0), tangent2End: CGPoint(x: 8, y: 4), radius: 2)
    /// ```
    ///
    /// Worked example: from (0, 0), the corner (8, 0) towards (8, 4) with
    /// radius 2 draws a line to (6, 0) and a quarter circle around (6, 2)
    /// to (8, 2). Cost: O(24 lines per turn).
    public mutating func addArc(
        tangent1End corner: CGPoint, tangent2End end: CGPoint, radius: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        let first = elements.count
        defer { transformElements(from: first, by: transform) }
        guard let current = currentPoint else {
            addLine(to: corner)
            return
        }
        let toStart = CGPoint(x: current.x - corner.x, y: current.y - corner.y)
        let toEnd = CGPoint(x: end.x - corner.x, y: end.y - corner.y)
        let (startLength, endLength) = (hypot(toStart.x, toStart.y), hypot(toEnd.x, toEnd.y))
        guard startLength > 0, endLength > 0, radius > 0 else {
            addLine(to: corner)
            return
        }
        let u = CGPoint(x: toStart.x / startLength, y: toStart.y / startLength)
        let v = CGPoint(x: toEnd.x / endLength, y: toEnd.y / endLength)
        let angle = acos(min(max(u.x * v.x + u.y * v.y, -1), 1))
        guard angle > 1e-9, angle < .pi - 1e-9 else {
            addLine(to: corner)
            return
        }
        let reach = radius / tan(angle / 2)
        let bisector = CGPoint(x: u.x + v.x, y: u.y + v.y)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(
            x: corner.x + bisector.x / bisectorLength * centerDistance,
            y: corner.y + bisector.y / bisectorLength * centerDistance)
        let start = CGPoint(x: corner.x + u.x * reach, y: corner.y + u.y * reach)
        let finish = CGPoint(x: corner.x + v.x * reach, y: corner.y + v.y * reach)
        let startAngle = atan2(start.y - center.y, start.x - center.x)
        var endAngle = atan2(finish.y - center.y, finish.x - center.x)
        while endAngle - startAngle > .pi { endAngle -= 2 * .pi }
        while startAngle - endAngle > .pi { endAngle += 2 * .pi }
        addLine(to: start)
        addArc(center: center, radiusX: radius, radiusY: radius, from: startAngle, to: endAngle)
    }

    /// Moves the elements from index `start` on by `transform`.
    mutating func transformElements(from start: Int, by transform: CGAffineTransform) {
        guard !transform.isIdentity else { return }
        for index in start..<elements.count {
            elements[index] = elements[index].applying(transform)
        }
    }
}

extension Path.Element {
    /// The element with `transform` applied to its points.
    func applying(_ transform: CGAffineTransform) -> Path.Element {
        switch self {
        case .move(let point): .move(point.applying(transform))
        case .line(let point): .line(point.applying(transform))
        case .quadCurve(let to, let control): .quadCurve(to: to.applying(transform), control: control.applying(transform))
        case .curve(let to, let control1, let control2):
            .curve(to: to.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
        case .closeSubpath: .closeSubpath
        }
    }
}
