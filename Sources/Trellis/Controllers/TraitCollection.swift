/// The traits of the screen a ``ViewController`` is on: how much room the
/// terminal gives each way and how many colours it shows.
///
/// ```swift
/// override func traitCollectionDidChange(_ previous: TraitCollection?) {
///     super.traitCollectionDidChange(previous)
///     sidebar.isHidden = traitCollection.horizontalSizeClass == .compact
/// }
/// ```
///
/// The size classes follow the terminal's size as the environment's do
/// (``UserInterfaceSizeClass``: compact below 80 columns or 24 rows); the
/// colour capability is the terminal's, fixed for a run. A resize that
/// crosses a size-class boundary calls ``ViewController/traitCollectionDidChange(_:)``
/// after ``ViewController/viewWillTransition(to:)``.
public struct TraitCollection: Hashable, Sendable {
    /// The room across the terminal; `nil` off screen.
    ///
    /// ```swift
    /// let narrow = traitCollection.horizontalSizeClass == .compact
    /// ```
    public var horizontalSizeClass: UserInterfaceSizeClass?

    /// The room down the terminal; `nil` off screen.
    ///
    /// ```swift
    /// let short = traitCollection.verticalSizeClass == .compact
    /// ```
    public var verticalSizeClass: UserInterfaceSizeClass?

    /// How many colours the terminal shows.
    ///
    /// ```swift
    /// let gradients = traitCollection.colorCapability >= .palette256
    /// ```
    public var colorCapability: ColorCapability

    /// Traits with the given values; the defaults are those of a
    /// controller on no screen.
    ///
    /// ```swift
    /// let compact = TraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular)
    /// ```
    public init(
        horizontalSizeClass: UserInterfaceSizeClass? = nil, verticalSizeClass: UserInterfaceSizeClass? = nil,
        colorCapability: ColorCapability = .trueColor
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.colorCapability = colorCapability
    }

    /// The traits a host puts in the environment of its views.
    @MainActor
    init(environment: EnvironmentValues) {
        self.init(
            horizontalSizeClass: environment.horizontalSizeClass, verticalSizeClass: environment.verticalSizeClass,
            colorCapability: environment.colorCapability)
    }
}
