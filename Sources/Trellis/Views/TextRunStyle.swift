/// The style a run of `Text` sets: colours and attributes that win over the
/// ones the text inherits from its environment.
struct TextRunStyle: Hashable, Sendable {
    /// The text colour, or `nil` to inherit.
    var foreground: Color?
    /// Attributes the run adds to the inherited ones.
    var attributes: TextAttributes = []
    /// The run's font, or `nil` to inherit.
    var font: Font?
    /// The run's weight, over whichever font it has, or `nil` to inherit.
    var fontWeight: Font.Weight?
    /// The Markdown link of the run: 1 + an index into its text's `links`,
    /// 0 for none.
    var link: UInt16 = 0
    /// Whether the run is drawn in the tint when it sets no colour (a
    /// Markdown link).
    var isTinted = false
}
