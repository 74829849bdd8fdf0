/// The style a run of `Text` sets: colours and attributes that win over the
/// ones the text inherits from its environment.
struct TextStyle: Hashable, Sendable {
    /// The text colour, or `nil` to inherit.
    var foreground: Color?
    /// Attributes the run adds to the inherited ones.
    var attributes: TextAttributes = []
}
