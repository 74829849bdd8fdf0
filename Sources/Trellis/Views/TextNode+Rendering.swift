/// What a text's node builds when it wraps or draws the text, kept out of
/// line (`TextNode.rendering`).
extension TextNode {
    /// What wrapping and drawing a text builds: its glyphs, the lines of
    /// its last wrap and its cells' styles. Kept out of line: the rows of a
    /// long stack are measured from their byte count and most are never
    /// drawn, so most text nodes would otherwise carry these bytes unused.
    final class Rendering {
        var glyphs: TextLayout?
        var lastWrap: (key: WrapKey, lines: [TextLayout.Line])?
        /// Empty until built (a built list holds at least the inherited
        /// style), so a changed text refills the storage it had.
        var cellStyles: [Cell] = []
        /// The style of the text's one run when ``cellStyles`` was built
        /// for a text of one run, else `nil`.
        var singleRunStyle: TextRunStyle?

        /// Forgets everything built from the text, for a changed text now
        /// showing `runs`; keeps the object and the styles' storage for
        /// the next drawing. The styles stay when the text is still one
        /// run of the same style: they depend on the runs' styles, not on
        /// their characters.
        ///
        /// ```
        /// "row 12 3" → "row 12 4"          one plain run before and after: styles kept
        /// "row 12 3" → "row " + bold "12"  two runs: styles built again when drawn
        /// ```
        func textDidChange(to runs: Text.Runs) {
            glyphs = nil
            lastWrap = nil
            if cellStyles.isEmpty || (runs.count == 1 && runs[0].style == singleRunStyle) {
                return
            }
            cellStyles.removeAll(keepingCapacity: true)
        }
    }

    /// What a wrap depends on besides the text: the offered width and the
    /// most lines it may take.
    struct WrapKey: Equatable {
        var width: Int?
        var maximumLines: Int?
    }
}
