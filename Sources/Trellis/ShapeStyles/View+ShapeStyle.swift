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

    /// Draws the text in this view in `primary`, and what asks for the
    /// hierarchy's second level (`.foregroundStyle(.secondary)`) in
    /// `secondary`.
    ///
    /// ```swift
    /// VStack(alignment: .leading) {
    ///     Text(track.title)
    ///     Text(track.artist).foregroundStyle(.secondary)   // in gray
    /// }
    /// .foregroundStyle(.white, .gray)
    /// ```
    ///
    /// Both styles resolve where this is applied. The third and fourth
    /// levels take `secondary` too. Cost: two resolutions when the
    /// environment above changes.
    public func foregroundStyle<Primary: ShapeStyle, Secondary: ShapeStyle>(_ primary: Primary, _ secondary: Secondary)
        -> some View
    {
        transformEnvironment(\.self) { environment in
            let levels = ForegroundLevels(secondary: secondary._color(in: environment, isFill: false))
            environment.text.foreground = primary._color(in: environment, isFill: false)
            environment.text.foregroundLevels = levels
        }
    }

    /// Draws the text in this view in `primary`, and what asks for the
    /// hierarchy's second level in `secondary`, its third and fourth in
    /// `tertiary`.
    ///
    /// ```swift
    /// Label("Alarm", systemImage: "alarm").foregroundStyle(.orange, .yellow, .gray)
    /// ```
    public func foregroundStyle<Primary: ShapeStyle, Secondary: ShapeStyle, Tertiary: ShapeStyle>(
        _ primary: Primary, _ secondary: Secondary, _ tertiary: Tertiary
    ) -> some View {
        transformEnvironment(\.self) { environment in
            let levels = ForegroundLevels(
                secondary: secondary._color(in: environment, isFill: false),
                tertiary: tertiary._color(in: environment, isFill: false))
            environment.text.foreground = primary._color(in: environment, isFill: false)
            environment.text.foregroundLevels = levels
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
