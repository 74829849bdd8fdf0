/// A text style (``TextEnvironment``) held by reference, so that the texts
/// drawn in one style share one copy of it instead of each node carrying
/// its bytes.
///
/// ```
/// VStack { ForEach(0..<10_000) { Text("row \($0)") } }
/// every text node → SharedTextStyle.standard (no style set)
/// .font(.title) on the stack → the texts resolve the same style: the first
///                              makes a box, the others take it (``shared(_:)``)
/// ```
///
/// Cost: one comparison of styles when a text resolves its style; an
/// allocation only when the style differs from both the default and the
/// last one shared.
@MainActor
final class SharedTextStyle {
    /// The style.
    let value: TextEnvironment

    private init(_ value: TextEnvironment) {
        self.value = value
    }

    /// The default style: no style set anywhere above the text.
    static let standard = SharedTextStyle(TextEnvironment())

    /// The box ``shared(_:)`` last made, handed out again while texts ask
    /// for the same style (the siblings of one stack, in order).
    private static var latest = standard

    /// A box holding `value`: the default's, the last one made when its
    /// style is the same, or a new one.
    static func shared(_ value: TextEnvironment) -> SharedTextStyle {
        if value == latest.value {
            return latest
        }
        if value == standard.value {
            return standard
        }
        let made = SharedTextStyle(value)
        latest = made
        return made
    }
}
