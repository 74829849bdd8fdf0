/// Builds a view from the statements of a closure or a `body`.
///
/// ```swift
/// var body: some View {
///     Text("Title")                 // buildExpression
///     if showDetails {              // buildIf → Optional<Details>
///         Details()
///     }
///     if isCompact {                // buildEither → _ConditionalContent
///         Compact()
///     } else {
///         Wide()
///     }
/// }                                 // buildBlock → TupleView<Text, …>
/// ```
///
/// The shape of the result is the identity of its parts: each statement is a
/// slot of a `TupleView`, each branch of an `if`/`else` or `switch` is a
/// different identity, so switching branches discards the state of the branch
/// left behind. There is no limit on the number of statements (parameter packs).
@MainActor @preconcurrency
@resultBuilder
public enum ViewBuilder {
    /// Passes a view expression through unchanged.
    public static func buildExpression<Content: View>(_ content: Content) -> Content {
        content
    }

    /// An empty block builds an `EmptyView`.
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// A block of one view is that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    /// A block of several views is a `TupleView` with one slot per view.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView((repeat each content))
    }

    /// An `if` without `else` builds an optional view: `nil` when the condition is false.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? {
        content
    }

    /// An `if` without `else` builds an optional view: `nil` when the condition is false.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? {
        content
    }

    /// The `if` branch of an `if`/`else` or the first half of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of an `if`/`else` or the second half of a `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// The body of an `if #available` check, erased so the result type does not
    /// depend on the platform version.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
