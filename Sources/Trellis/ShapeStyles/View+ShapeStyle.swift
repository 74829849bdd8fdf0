extension View {
    /// Draws the text in this view in `style`: a colour, `.tint`, or a level
    /// of the hierarchy (`.secondary` draws the text colour faint).
    ///
    /// ```swift
    /// Label("Favourites", systemImage: "star").foregroundStyle(.tint)
    /// ```
    ///
    /// The style resolves in the environment of this view when it is
    /// applied, so `.tint` follows a `.tint(_:)` set above.
    public func foregroundStyle<Style: ShapeStyle>(_ style: Style) -> some View {
        transformEnvironment(\.self) { environment in
            environment.text.foreground = style._color(in: environment, isFill: false)
        }
    }

    /// Fills the view's frame with `style` behind its content: a colour, the
    /// tint, or a material (the terminal's background, opaque).
    ///
    /// ```swift
    /// Text("Now playing").padding().background(.regularMaterial)
    /// ```
    ///
    /// `ignoresSafeAreaEdges` is accepted: a terminal has no safe area.
    public func background<Style: ShapeStyle>(_ style: Style, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    {
        modifier(_BackgroundFill(style: AnyShapeStyle(style)))
    }
}
