/// The style a run of `Text` sets: colours and attributes that win over the
/// ones the text inherits from its environment.
///
/// Every run of every text carries one, so it is kept small: the font and
/// weight, which few runs set and which took three times the bytes of the
/// rest, are boxed together (24 bytes a style instead of 64).
struct TextRunStyle: Hashable, Sendable {
    /// The text colour, or `nil` to inherit.
    var foreground: Color?
    /// Attributes the run adds to the inherited ones.
    var attributes: TextAttributes = []
    /// The run's font and weight, `nil` when it sets neither.
    private var fonts: Fonts?
    /// The Markdown link of the run: 1 + an index into its text's `links`,
    /// 0 for none.
    var link: UInt16 = 0
    /// Whether the run is drawn in the tint when it sets no colour (a
    /// Markdown link).
    var isTinted = false
    /// The level of the foreground's hierarchy the run is drawn at when it
    /// sets no colour (`.foregroundStyle(.secondary)` is 1), 0 for none.
    var level: UInt8 = 0
    /// Whether the run's string is an SF Symbols name, drawn as the
    /// symbol's glyph (an `Image(systemName:)` in a text).
    var isSymbol = false

    /// A style that sets nothing; `isSymbol` marks the run of an
    /// `Image(systemName:)`.
    init(isSymbol: Bool = false) {
        self.isSymbol = isSymbol
    }

    /// The run's font, or `nil` to inherit.
    var font: Font? {
        get { fonts?.font }
        set { fonts = Fonts.boxing(font: newValue, weight: fontWeight) }
    }

    /// The run's weight, over whichever font it has, or `nil` to inherit.
    var fontWeight: Font.Weight? {
        get { fonts?.weight }
        set { fonts = Fonts.boxing(font: font, weight: newValue) }
    }

    /// A run's font and weight, compared and hashed by value.
    private final class Fonts: Hashable, Sendable {
        let font: Font?
        let weight: Font.Weight?

        private init(font: Font?, weight: Font.Weight?) {
            self.font = font
            self.weight = weight
        }

        /// A box of `font` and `weight`, or `nil` when both are `nil`.
        static func boxing(font: Font?, weight: Font.Weight?) -> Fonts? {
            font == nil && weight == nil ? nil : Fonts(font: font, weight: weight)
        }

        static func == (lhs: Fonts, rhs: Fonts) -> Bool {
            lhs === rhs || (lhs.font == rhs.font && lhs.weight == rhs.weight)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(font)
            hasher.combine(weight)
        }
    }
}

extension TextRunStyle {
    /// Gives `run` the colour `style` draws text in without an environment:
    /// a colour itself, the tint for `.tint`, `.link` and `.selection`, a
    /// level of the hierarchy (resolved where the text is drawn),
    /// `.secondary` for `.separator` and `.placeholder`, black for `.background` (the dark scheme's), a
    /// gradient's colour halfway; nothing for styles that draw the
    /// inherited colour (`.foreground`, materials).
    static func apply(_ style: any ShapeStyle, to run: inout TextRunStyle) {
        switch style {
        case let color as Color: run.foreground = color
        case let erased as AnyShapeStyle: apply(erased.base, to: &run)
        case let hierarchical as HierarchicalShapeStyle: run.level = UInt8(clamping: hierarchical.level)
        case is TintShapeStyle, is LinkShapeStyle, is SelectionShapeStyle: run.isTinted = true
        case is SeparatorShapeStyle, is PlaceholderTextShapeStyle: run.foreground = .secondary
        case is BackgroundStyle: run.foreground = .black
        case let gradient as LinearGradient: run.foreground = gradient.gradient.color(at: 0.5)
        case let gradient as RadialGradient: run.foreground = gradient.gradient.color(at: 0.5)
        case let gradient as AngularGradient: run.foreground = gradient.gradient.color(at: 0.5)
        case let gradient as AnyGradient: run.foreground = gradient.base
        case let levelled as any TextRunColoring: levelled.apply(to: &run)
        default: break
        }
    }
}
