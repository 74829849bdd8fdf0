/// A node that mirrors the focus into a `@FocusState` (`.focused(_:)`,
/// `.focused(_:equals:)`).
///
/// ``Focus`` calls it when the focus enters or leaves its subtree; the node
/// writes its value or the state's reset value.
@MainActor
protocol FocusBinding: ViewNode {
    /// The focus moved into this node's subtree.
    func focusDidEnter()
    /// The focus moved out of this node's subtree.
    func focusDidLeave()
    /// The `@FocusState` storage the node writes.
    var state: ObjectIdentifier { get }
    /// Whether the state holds this node's value now.
    var holdsValue: Bool { get }
}
