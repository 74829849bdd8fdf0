extension View {
    /// Clips the view to `shape`: in cells, to its frame, as ``clipped(antialiased:)``
    /// does (a corner's curve is smaller than a cell).
    ///
    /// ```swift
    /// Image(systemName: "person").padding().background(.blue).clipShape(.circle)
    /// ```
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        clipped()
    }

    /// Rounds the view's corners in SwiftUI. Accepted: a terminal cell has
    /// no smaller curve to draw, and the view is drawn as it is.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        self
    }

    /// Sets the shape clicks and hovers hit. Accepted: in a terminal a view
    /// is hit anywhere in its frame already.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        self
    }

    /// Fills `shape` with `style` behind the view, in the view's frame.
    ///
    /// ```swift
    /// Text("Tag").padding(.horizontal).background(.green, in: Capsule())
    /// ```
    public func background<Style: ShapeStyle, S: Shape>(
        _ style: Style, in shape: S, fillStyle: FillStyle = FillStyle()
    ) -> some View {
        background { shape.fill(style) }
    }

    /// Fills `shape` with the background style behind the view: the
    /// terminal's background, opaque.
    public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background { shape.fill(Material.regular) }
    }

    /// Draws `background` behind the view, offered its size (SwiftUI's older
    /// form of ``background(alignment:content:)``).
    ///
    /// ```swift
    /// Text("Card").padding().background(RoundedRectangle(cornerRadius: 8).fill(.gray))
    /// ```
    ///
    /// Disfavoured, so that a view that is also a style (a `LinearGradient`)
    /// is drawn as the style, as in SwiftUI.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
        -> some View
    {
        self.background(alignment: alignment) { background }
    }

    /// Draws `overlay` over the view, offered its size (SwiftUI's older form
    /// of ``overlay(alignment:content:)``).
    ///
    /// ```swift
    /// Text("Note").padding().overlay(RoundedRectangle(cornerRadius: 6).stroke(.gray))
    /// ```
    ///
    /// Disfavoured, as ``background(_:alignment:)`` is.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        self.overlay(alignment: alignment) { overlay }
    }

    /// Draws `style` over the view, filling `shape`.
    public func overlay<Style: ShapeStyle, S: Shape>(
        _ style: Style, in shape: S, fillStyle: FillStyle = FillStyle()
    ) -> some View {
        overlay { shape.fill(style) }
    }
}
