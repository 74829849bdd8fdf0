/// A view you draw into with paths, text and images, in terminal cells:
/// SwiftUI's immediate-mode drawing surface.
///
/// ```swift
/// Canvas { context, size in
///     context.fill(
///         Path(ellipseIn: CGRect(origin: .zero, size: size)),
///         with: .linearGradient(Gradient(colors: [.blue, .green]), startPoint: .zero,
///                               endPoint: CGPoint(x: size.width, y: 0)))
///     context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// .frame(width: 20, height: 6)
/// ```
///
/// The renderer gets a ``GraphicsContext`` and the canvas's size in cells:
/// a unit of x is a column, a unit of y a row, from the top-leading
/// corner. A fill paints the cells whose centre is inside the path, a
/// stroke draws `─ │ ╱ ╲` by slope, and a text is placed at the cell of
/// its anchor point (see ``GraphicsContext`` for each operation).
///
/// Behaviour: the canvas takes the space it is offered (none where a
/// dimension is unspecified). It runs the renderer when it is drawn at a
/// new size, when its parent gives it a new value (the renderer is a
/// closure, so a parent that evaluates its body again draws the canvas
/// again, as in SwiftUI), and when an environment value the renderer read
/// changes; otherwise a frame draws the cells it recorded last time. The
/// drawing is not interactive: add gestures to the canvas view. Cost: the
/// renderer's operations, each O(cells of the canvas × path elements) at
/// most, when it runs; O(cells drawn) to draw it again.
public struct Canvas<Symbols: View>: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// Whether the canvas is opaque; accepted (cells the renderer leaves
    /// alone show what is behind).
    public var isOpaque: Bool
    /// The working colour space; accepted.
    public var colorMode: ColorRenderingMode
    /// Whether the canvas may draw off the main thread; accepted (it draws
    /// with the frame).
    public var rendersAsynchronously: Bool
    /// The drawing: called with the context and the canvas's size in cells.
    public var renderer: (inout GraphicsContext, CGSize) -> Void

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Canvas, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(CanvasNode(view: view, inputs: inputs))
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas that draws with `renderer`.
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green), lineWidth: 4)
    /// }
    /// ```
    ///
    /// `opaque`, `colorMode` and `rendersAsynchronously` are accepted.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.renderer = renderer
    }
}
