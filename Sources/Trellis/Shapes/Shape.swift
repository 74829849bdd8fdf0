/// A rectangle, rounded rectangle, capsule, circle or ellipse: a view that
/// fills the space it is offered, drawn in terminal cells.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 8).fill(.blue).frame(width: 12, height: 3)
/// Circle().fill(isOnline ? .green : .gray).frame(width: 1, height: 1)   // ●
/// Text("Note").padding().overlay(RoundedRectangle(cornerRadius: 6).stroke(.gray))
/// ```
///
/// A shape on its own is filled with the foreground style. How each draws:
///
/// | | fill | stroke |
/// |---|---|---|
/// | `Rectangle` | every cell | `┌─┐ │ └─┘` (`┏━┓` from a line width of 2) |
/// | `RoundedRectangle`, `Capsule` | every cell | `╭─╮ │ ╰─╯` |
/// | `Circle`, `Ellipse` | the cells inside it; `●` when one cell high | `╭─╮ │ ╰─╯` |
///
/// A fill in a colour paints the cells' background, so text over it keeps
/// the colour; in the default colour (`.primary`, `.secondary`) it draws `█`
/// in the text colour. A terminal cell is about twice as tall as it is
/// wide, so a circle is as wide as two cells per row. A custom shape
/// implements `path(in:)`, given its frame with a column one unit wide and
/// a row one unit high; its ``Path`` fills the cells whose centre is inside
/// and strokes with `─ │ ╱ ╲`.
public protocol Shape: View, Sendable where Body == _ShapeView {
    /// The shape's outline in `rect`, its frame (a column one unit wide, a
    /// row one unit high).
    func path(in rect: CGRect) -> Path

    /// The outline the engine draws (engine hook); a custom shape's is its
    /// path.
    var _outline: _ShapeOutline { get }
}

extension Shape {
    /// A custom shape is drawn from its path (engine hook).
    public var _outline: _ShapeOutline { .path(_PathOutline(self)) }

    /// A shape on its own is filled with the foreground style.
    public var body: _ShapeView { _ShapeView(outline: _outline, paint: .fill, style: nil) }

    /// Fills the shape with `content`.
    ///
    /// ```swift
    /// Capsule().fill(.tint).frame(width: 8, height: 1)
    /// ```
    public func fill<Style: ShapeStyle>(_ content: Style, style: FillStyle = FillStyle()) -> _ShapeView {
        _ShapeView(outline: _outline, paint: .fill, style: AnyShapeStyle(content))
    }

    /// Fills the shape with the foreground style.
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView {
        _ShapeView(outline: _outline, paint: .fill, style: nil)
    }

    /// Draws the shape's outline in `content` with box-drawing characters;
    /// a line width of 2 or more draws heavy lines on a rectangle.
    ///
    /// ```swift
    /// Rectangle().stroke(.gray, lineWidth: 1)
    /// ```
    public func stroke<Style: ShapeStyle>(_ content: Style, lineWidth: CGFloat = 1) -> _ShapeView {
        _ShapeView(outline: _outline, paint: .stroke(StrokeStyle(lineWidth: lineWidth)), style: AnyShapeStyle(content))
    }

    /// Draws the shape's outline in `content` in `style` (a dash draws
    /// dashed lines).
    public func stroke<Style: ShapeStyle>(_ content: Style, style: StrokeStyle) -> _ShapeView {
        _ShapeView(outline: _outline, paint: .stroke(style), style: AnyShapeStyle(content))
    }

    /// Draws the shape's outline in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView {
        _ShapeView(outline: _outline, paint: .stroke(StrokeStyle(lineWidth: lineWidth)), style: nil)
    }

    /// Draws the shape's outline in the foreground style, in `style`.
    public func stroke(style: StrokeStyle) -> _ShapeView {
        _ShapeView(outline: _outline, paint: .stroke(style), style: nil)
    }

    /// Draws the outline inside the shape's frame: in cells, the same as
    /// ``stroke(_:lineWidth:)``.
    public func strokeBorder<Style: ShapeStyle>(_ content: Style, lineWidth: CGFloat = 1) -> _ShapeView {
        stroke(content, lineWidth: lineWidth)
    }

    /// Draws the outline inside the shape's frame in the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView {
        stroke(lineWidth: lineWidth)
    }

    /// Draws the outline inside the shape's frame in `content`, in `style`.
    public func strokeBorder<Style: ShapeStyle>(_ content: Style, style: StrokeStyle) -> _ShapeView {
        stroke(content, style: style)
    }

    /// Draws the outline inside the shape's frame in the foreground style,
    /// in `style`.
    public func strokeBorder(style: StrokeStyle) -> _ShapeView {
        stroke(style: style)
    }
}

/// The outline of a shape (engine hook).
public enum _ShapeOutline: Hashable, Sendable {
    /// Square corners.
    case rectangle
    /// Rounded corners.
    case rounded
    /// An ellipse inscribed in the frame.
    case ellipse
    /// A circle inscribed in the frame, centred.
    case circle
    /// A custom shape's path.
    case path(_PathOutline)
}

/// A custom shape, drawn from its path (engine hook). Two are equal when
/// the shapes are equal `Hashable` values or equal paths; otherwise the
/// shape is drawn again on every update of its view.
public struct _PathOutline: Hashable, Sendable {
    let shape: any Shape

    init<S: Shape>(_ shape: S) {
        self.shape = shape
    }

    /// The shape as a hashable value, when it is one.
    private var identity: AnyHashable? {
        (shape as? any Hashable).map { AnyHashable($0) }
    }

    /// Whether both are the same shape.
    public static func == (lhs: _PathOutline, rhs: _PathOutline) -> Bool {
        if let left = lhs.identity, let right = rhs.identity {
            return left == right
        }
        if let left = lhs.shape as? Path, let right = rhs.shape as? Path {
            return left == right
        }
        return false
    }

    /// Hashes the shape when it is `Hashable`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }
}

/// How a shape is filled; accepted for SwiftUI's signature (a cell is
/// inside a shape or not).
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule decides what is inside.
    public var isEOFilled: Bool
    /// Whether edges are smoothed.
    public var isAntialiased: Bool

    /// Creates a fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a shape's outline is drawn: its width (2 or more draws heavy lines)
/// and its dash (any dash draws dashed lines). Caps, joins and the miter
/// limit are accepted.
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the line.
    public var lineWidth: CGFloat
    /// How the ends of lines are drawn (accepted).
    public var lineCap: CGLineCap
    /// How lines join (accepted).
    public var lineJoin: CGLineJoin
    /// The lengths of the dashes and gaps; empty for a solid line.
    public var dash: [CGFloat]
    /// Where the dash starts.
    public var dashPhase: CGFloat
    /// How far a miter join may reach.
    public var miterLimit: CGFloat

    /// Creates a stroke style.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

#if !canImport(CoreGraphics)
/// How the ends of a stroked line are drawn, as Core Graphics names them
/// (Trellis's own where Core Graphics does not exist);
/// accepted (a line of box-drawing characters has no caps).
public enum CGLineCap: Int32, Hashable, Sendable {
    /// Square, at the end point.
    case butt
    /// Rounded.
    case round
    /// Square, past the end point.
    case square
}

/// How stroked lines join, as Core Graphics names them; accepted (box
/// corners are drawn as the shape's corners).
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// A sharp corner.
    case miter
    /// A rounded corner.
    case round
    /// A cut corner.
    case bevel
}
#endif
