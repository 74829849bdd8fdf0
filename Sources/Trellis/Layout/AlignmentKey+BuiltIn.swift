/// The identities of the built-in guides: each gives its default value in
/// cells from the view's origin.
extension AlignmentKey {
    /// `HorizontalAlignment.leading`: column 0.
    enum Leading: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }

    /// `HorizontalAlignment.center`: half the width.
    enum HorizontalCenter: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
    }

    /// `HorizontalAlignment.trailing`: the width.
    enum Trailing: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
    }

    /// `VerticalAlignment.top`: row 0.
    enum Top: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }

    /// `VerticalAlignment.center`: half the height.
    enum VerticalCenter: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
    }

    /// `VerticalAlignment.bottom`: the height.
    enum Bottom: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }

    /// `VerticalAlignment.firstTextBaseline`: the first row of text, row 0.
    enum FirstTextBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }

    /// `VerticalAlignment.lastTextBaseline`: the end of the last row of
    /// text, the height.
    enum LastTextBaseline: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    }
}
