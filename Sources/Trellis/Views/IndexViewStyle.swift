/// How the page dots of a paged ``TabView`` are backed: accepted (the dots
/// are drawn on the terminal's background).
///
/// ```swift
/// TabView { Welcome(); Features() }
///     .tabViewStyle(.page)
///     .indexViewStyle(.page(backgroundDisplayMode: .always))
/// ```
public protocol IndexViewStyle: Sendable {}

/// The page dots' style: accepted.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots have a background behind them.
    public struct BackgroundDisplayMode: Sendable, Equatable {
        private let name: String

        /// As the platform decides.
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        /// Always.
        public static let always = BackgroundDisplayMode(name: "always")
        /// While the dots are touched.
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        /// Never.
        public static let never = BackgroundDisplayMode(name: "never")
    }

    /// Creates the style; `backgroundDisplayMode` is accepted.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    /// The page dots' style.
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }

    /// The page dots' style with a background mode (accepted).
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    /// Sets the style of page dots: accepted, it changes nothing in cells.
    ///
    /// ```swift
    /// pages.indexViewStyle(.page(backgroundDisplayMode: .always))
    /// ```
    ///
    /// Cost: none.
    public func indexViewStyle<Style: IndexViewStyle>(_ style: Style) -> some View {
        self
    }
}
