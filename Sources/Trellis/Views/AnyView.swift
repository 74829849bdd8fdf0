/// A view whose type is erased.
///
/// ```swift
/// func badge(for user: User) -> AnyView {
///     user.isAdmin ? AnyView(Text("admin").bold()) : AnyView(Text(user.name))
/// }
/// ```
///
/// The wrapped type is part of the identity: an `AnyView` whose wrapped type
/// changes replaces its content (fresh state, disappear and appear); one that
/// keeps the same type updates it in place (semantics rule 3). Prefer
/// `@ViewBuilder` and `if`/`else`, which say the same thing statically.
public struct AnyView: View {
    /// Drawn by the engine: there is no body to evaluate.
    public typealias Body = Never

    let storage: any AnyViewStorage

    /// Erases the type of `view`.
    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            storage = erased.storage
        } else {
            storage = TypedAnyViewStorage(view)
        }
    }

    /// Erases the type of `view`.
    public init<V: View>(erasing view: V) {
        self.init(view)
    }

    /// Erases `value` when it is a view; `nil` otherwise.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.init(view)
    }

    /// Creates the graph node for this type (engine hook).
    public static func _makeView(view: AnyView, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(AnyViewNode(view: view, inputs: inputs))
    }
}

/// The erased view inside an `AnyView`.
@MainActor
protocol AnyViewStorage: AnyObject {
    /// The type of the wrapped view.
    var viewType: Any.Type { get }

    /// Creates and mounts a node for the wrapped view under `parent`.
    func makeChild(of parent: ViewNode) -> ViewNode

    /// Updates `child`, a node created for the same wrapped type.
    func update(_ child: ViewNode, in parent: ViewNode)
}

@MainActor
final class TypedAnyViewStorage<V: View>: AnyViewStorage {
    let view: V

    init(_ view: V) {
        self.view = view
    }

    var viewType: Any.Type { V.self }

    func makeChild(of parent: ViewNode) -> ViewNode {
        parent.makeChild(view)
    }

    func update(_ child: ViewNode, in parent: ViewNode) {
        parent.updateChild(child, to: view)
    }
}

/// The node of an `AnyView`: one child, replaced when the wrapped type changes.
@MainActor
final class AnyViewNode: TypedNode<AnyView> {
    private var contentType: Any.Type = Never.self

    override func mountContent() {
        contentType = view.storage.viewType
        children = [view.storage.makeChild(of: self)]
    }

    override func reconcile() {
        let storage = view.storage
        if storage.viewType == contentType {
            storage.update(children[0], in: self)
        } else {
            contentType = storage.viewType
            removeChild(children[0])
            children[0] = storage.makeChild(of: self)
            childWasInserted(children[0])
        }
    }

    override func identityLabel(ofChildAt index: Int) -> String? { typeName(of: contentType) }

    override var isTransparentInLists: Bool { true }
}
