@_exported import Foundation
@_exported import Observation

/// A piece of user interface, described as a value.
///
/// Write a view as a struct whose `body` returns other views. Trellis calls
/// `body` whenever something the body read changed, and diffs the result
/// against the persistent graph by identity, so `@State` survives for as long
/// as the view's identity does.
///
/// ```swift
/// struct Greeting: View {
///     @State private var count = 0
///     var body: some View {
///         VStack {
///             Text("Hello, terminal")
///             Text("Pressed \(count) times")
///         }
///     }
/// }
/// ```
///
/// The whole protocol is isolated to the main actor, as in SwiftUI: bodies,
/// initialisers and actions run there. A view that conforms to `Equatable`
/// declares its own `==` as `nonisolated`.
///
/// Cost: a body is evaluated once at mount and again only when a value it read
/// (state, environment key, observable property) changed or when its parent
/// passed it different inputs (compared field by field; see `ARCHITECTURE.md`).
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body returns.
    associatedtype Body: View

    /// The content of this view.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Creates the graph node that represents a view of this type.
    ///
    /// An engine hook, as in SwiftUI: do not implement or call it. Views with a
    /// `body` get the default; Trellis's primitive views provide their own.
    /// The view is handed over (`consuming`): the node stores it, so it is
    /// moved into the node rather than copied and then destroyed.
    static func _makeView(view: consuming Self, inputs: _ViewInputs) -> _ViewOutputs
}

extension View {
    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: consuming Self, inputs: _ViewInputs) -> _ViewOutputs {
        let info = ViewTypeInfo.of(view)
        let nodeClass: CompositeNode<Self>.Type
        if let known = info.nodeClass {
            nodeClass = unsafeBitCast(known, to: CompositeNode<Self>.Type.self)
        } else {
            nodeClass = CompositeNode<Self>.self
            info.nodeClass = nodeClass
        }
        return _ViewOutputs(nodeClass.init(view: view, info: info, inputs: inputs))
    }
}

extension View where Body == Never {
    /// Primitive views have no body; the engine draws them itself.
    ///
    /// Reading it is a programming error that names the type.
    public var body: Never {
        fatalError("\(Self.self) is a primitive view; its body is never evaluated")
    }
}
