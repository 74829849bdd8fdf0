/// A reusable change to a view: takes content, returns a modified view.
///
/// ```swift
/// struct Boxed: ViewModifier {
///     @State private var hits = 0
///     func body(content: Content) -> some View {
///         VStack {
///             content
///             Text("hits: \(hits)")
///         }
///     }
/// }
/// Text("Hello").modifier(Boxed())
/// ```
///
/// A modifier is part of its content's identity, as in SwiftUI: content placed
/// in different branches of the modifier's body is a different view each time
/// the branch changes, so its state resets. A modifier may hold dynamic
/// properties (`@State`, `@Environment`), stored with the modified view.
/// Its body is evaluated at mount, when a value it read changed, and when the
/// modifier value changes; a change to the content alone updates the content
/// in place without re-evaluating the modifier's body.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier's body returns.
    associatedtype Body: View

    /// The content the modifier is applied to, a placeholder in `body(content:)`.
    typealias Content = _ViewModifier_Content<Self>

    /// The modified view.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body

    /// Creates the graph node of `modifier` applied to its content.
    ///
    /// An engine hook, as in SwiftUI: do not implement or call it.
    static func _makeView<Wrapped: View>(modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs) -> _ViewOutputs
}

extension ViewModifier {
    /// Creates the graph node for this type (engine hook).
    public static func _makeView<Wrapped: View>(
        modifier: ModifiedContent<Wrapped, Self>, inputs: _ViewInputs
    ) -> _ViewOutputs {
        _ViewOutputs(ViewModifierNode(view: modifier, inputs: inputs))
    }

    /// The modifier followed by `modifier`.
    public func concat<Other>(_ modifier: Other) -> ModifiedContent<Self, Other> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier where Body == Never {
    /// Primitive modifiers have no body; the engine applies them itself.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a primitive modifier; its body is never evaluated")
    }
}
