/// How labels look: a style draws a label from its title and icon.
///
/// ```swift
/// struct TrailingIcon: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
/// Label("Next", systemImage: "arrow.right").labelStyle(TrailingIcon())   // Next →
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view a style draws.
    associatedtype Body: View
    /// The title and icon of the label being drawn.
    typealias Configuration = LabelStyleConfiguration

    /// Draws the label described by `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``LabelStyle`` draws: the label's title and icon.
public struct LabelStyleConfiguration {
    /// A label's title, type-erased for styles.
    public typealias Title = _StyleLabel
    /// A label's icon, type-erased for styles.
    public typealias Icon = _StyleLabel

    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

/// A label style with its type erased, as the environment holds it.
typealias AnyLabelStyle = AnyStyle<LabelStyleConfiguration>

extension AnyStyle where Configuration == LabelStyleConfiguration {
    @MainActor
    init<Style: LabelStyle>(_ style: Style) {
        makeBody = { configuration in AnyView(style.makeBody(configuration: configuration)) }
    }
}

struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: AnyLabelStyle { MainActor.assumeIsolated { AnyLabelStyle(TitleAndIconLabelStyle()) } }
}

extension EnvironmentValues {
    /// The style the labels here are drawn with.
    var labelStyle: AnyLabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the labels in this view with `style`.
    ///
    /// ```swift
    /// Label("Share", systemImage: "square.and.arrow.up").labelStyle(.iconOnly)   // ⇪
    /// ```
    public func labelStyle<Style: LabelStyle>(_ style: Style) -> some View {
        environment(\.labelStyle, AnyLabelStyle(style))
    }
}

/// The icon, a space and the title: `⚙ Settings`.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    /// Draws `icon title`.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 1) {
            configuration.icon
            configuration.title
        }
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    /// Draws the title.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    /// Draws the icon.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.icon
    }
}

/// The style a label gets when none is set: ``TitleAndIconLabelStyle``.
public struct DefaultLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    /// Draws the label as ``TitleAndIconLabelStyle`` does.
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabelStyle().makeBody(configuration: configuration)
    }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon, then the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default style: the icon, then the title.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
