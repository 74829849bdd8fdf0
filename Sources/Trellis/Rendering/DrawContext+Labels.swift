/// Drawing short engine-made labels (a tab bar's titles, a navigation
/// header) that are not views of their own.
extension DrawContext {
    /// The columns `label` takes once its control characters are made
    /// visible. Cost: O(length).
    static func width(of label: String) -> Int {
        DisplayWidth.of(TextSanitizer.visible(Substring(label)))
    }

    /// Draws `label` on one row from `column` (both relative to the
    /// context's origin) in `style`, clipped, with control characters made
    /// visible; returns the columns it took.
    ///
    /// ```
    /// put(" Inbox ", column: 0, row: 0, style: Cell(attributes: .inverse))  →  7
    /// ```
    ///
    /// Cost: O(length).
    @discardableResult
    mutating func put(_ label: String, column: Int, row: Int, style: Cell) -> Int {
        var offset = 0
        for character in TextSanitizer.visible(Substring(label)) {
            let width = DisplayWidth.of(character)
            buffer.put(
                character, width: width, at: origin.column + column + offset, row: origin.row + row,
                style: styled(style), clip: clip)
            offset += width
        }
        return offset
    }
}
