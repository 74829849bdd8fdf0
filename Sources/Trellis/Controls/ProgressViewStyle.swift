/// How progress views look: a style draws the fraction and labels it is
/// given.
///
/// ```swift
/// struct PercentStyle: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
///     }
/// }
/// ProgressView(value: 0.4).progressViewStyle(PercentStyle())    // 40%
/// ```
///
/// The built-in styles: `.automatic` (a bar for a known fraction, a
/// spinner otherwise), `.linear` (a bar; a spinner while the fraction is
/// unknown) and `.circular` (a spinner, or a quarter-circle glyph `○◔◑◕●`
/// and the percentage for a known fraction).
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view a style draws.
    associatedtype Body: View
    /// The fraction and labels of the progress view being drawn.
    typealias Configuration = ProgressViewStyleConfiguration

    /// Draws the progress view described by `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ProgressViewStyle`` draws: the fraction completed and the
/// labels.
public struct ProgressViewStyleConfiguration {
    /// The label of a progress view, type-erased for styles.
    public typealias Label = _StyleLabel
    /// The label of the current value, type-erased for styles.
    public typealias CurrentValueLabel = _StyleLabel

    /// The fraction done, from 0 to 1, or `nil` when it is not known.
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public var label: Label?
    /// The label of the current value, if the progress view has one.
    public var currentValueLabel: CurrentValueLabel?
}

/// A progress view style with its type erased, as the environment holds it.
typealias AnyProgressViewStyle = AnyStyle<ProgressViewStyleConfiguration>

extension AnyStyle where Configuration == ProgressViewStyleConfiguration {
    @MainActor
    init<Style: ProgressViewStyle>(_ style: Style) {
        makeBody = { configuration in AnyView(style.makeBody(configuration: configuration)) }
    }
}

struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: AnyProgressViewStyle {
        MainActor.assumeIsolated { AnyProgressViewStyle(DefaultProgressViewStyle()) }
    }
}

extension EnvironmentValues {
    /// The style the progress views here are drawn with.
    var progressViewStyle: AnyProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the progress views in this view with `style`.
    ///
    /// ```swift
    /// ProgressView("Syncing", value: 0.5).progressViewStyle(.circular)    // ◑ Syncing 50%
    /// ```
    ///
    /// Cost: one environment value.
    public func progressViewStyle<Style: ProgressViewStyle>(_ style: Style) -> some View {
        environment(\.progressViewStyle, AnyProgressViewStyle(style))
    }
}

/// The style a progress view gets when none is set: a bar for a known
/// fraction, a spinner otherwise.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates the style.
    public init() {}

    /// Draws a bar, or a spinner while the fraction is unknown.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted != nil {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        } else {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A bar, drawn in eighths of a cell, under the label and over the
/// current value's label: `██████████▌       38%`. While the fraction is
/// unknown, a spinner before the label.
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?

    /// Creates the style; `tint` colours the bar (or the spinner).
    public init(tint: Color? = nil) {
        self.tint = tint
    }

    /// Draws the label, the bar and the current value's label.
    public func makeBody(configuration: Configuration) -> some View {
        if let fraction = configuration.fractionCompleted {
            VStack(alignment: .leading, spacing: 0) {
                configuration.label
                ProgressBar(fraction: fraction, tint: tint)
                configuration.currentValueLabel?.foregroundStyle(.secondary)
            }
        } else {
            CircularProgressViewStyle(tint: tint).makeBody(configuration: configuration)
        }
    }
}

/// A spinner before the label (`⠋ Indexing…`), turning every 80 ms while
/// shown; for a known fraction, a quarter-circle glyph and the percentage
/// (`◑ Syncing 50%`).
public struct CircularProgressViewStyle: ProgressViewStyle {
    private static let quarters = ["○", "◔", "◑", "◕", "●"]

    let tint: Color?

    /// Creates the style; `tint` colours the spinner or the glyph.
    public init(tint: Color? = nil) {
        self.tint = tint
    }

    /// Draws the spinner or the glyph, the label and the current value's
    /// label on one row.
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 1) {
            if let fraction = configuration.fractionCompleted {
                Text(Self.quarters[Int((fraction * 4).rounded(.down))]).foregroundColor(tint)
                configuration.label
                Text("\(Int((fraction * 100).rounded(.down)))%")
            } else {
                Spinner(tint: tint)
                configuration.label
            }
            configuration.currentValueLabel?.foregroundStyle(.secondary)
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default style: a bar or a spinner.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner, or a quarter-circle glyph for a known fraction.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
