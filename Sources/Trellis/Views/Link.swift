/// A label that links to a URL: a terminal that supports hyperlinks (OSC 8)
/// opens `destination` when the label is clicked.
///
/// ```swift
/// Link("Swift", destination: URL(string: "https://swift.org")!)
/// Link(destination: URL(string: "https://swift.org/documentation")!) {
///     Text("Docs ") + Text("→").bold()
/// }
/// ```
///
/// The label is drawn underlined (its text, dividers and borders, as by
/// `.underline()`), and every cell it draws, text and colour fills alike,
/// carries the link. The writer wraps those cells in `ESC]8;;<url>ESC\` …
/// `ESC]8;;ESC\`; a terminal without hyperlinks shows the underlined text.
///
/// The URL written is `destination.absoluteString`, which Foundation
/// percent-encodes. It reaches the terminal only if it is 1 to 2,048 bytes
/// of printable ASCII; any other URL (a longer one) leaves the label
/// underlined but not linked, so a URL can never end the escape sequence
/// early or start another one. A link inside another link's label links to
/// its own destination.
///
/// Cost: the label's, plus one lookup in the frame's link table per frame
/// that draws the link.
public struct Link<Label: View>: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    /// Where the link leads.
    var destination: URL
    /// What the link shows.
    var label: Label

    /// Creates a link to `destination` that shows the view `label` builds.
    ///
    /// ```swift
    /// Link(destination: URL(string: "https://swift.org")!) {
    ///     HStack { Text("↗"); Text("swift.org") }
    /// }
    /// ```
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(LinkNode(view: view, inputs: inputs))
    }
}

extension Link where Label == Text {
    /// Creates a link to `destination` that shows a title from a string
    /// literal, with interpolation.
    ///
    /// ```swift
    /// Link("Issue #\(number)", destination: issueURL)
    /// ```
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a link to `destination` that shows the string `title`
    /// exactly as given.
    ///
    /// ```swift
    /// Link(page.title, destination: page.url)
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
