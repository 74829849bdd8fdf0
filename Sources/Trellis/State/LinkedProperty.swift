/// A property wrapper that the graph links to per-node storage before each
/// evaluation (ARCHITECTURE.md, “The graph”).
///
/// The storage is a reference (a state cell, a subscription) owned by the node
/// and kept strongly by the linked wrapper, so actions and tasks can read state
/// after the node is gone.
@MainActor
protocol LinkedProperty: DynamicProperty {
    /// Links the wrapper at `field` to `storage`, creating the storage on the
    /// first link of a node.
    static func link(_ field: UnsafeMutableRawPointer, storage: inout AnyObject?, node: ViewNode)

    /// The value shown in the graph description, or `nil` to omit the property.
    static func describe(storage: AnyObject?) -> String?

    /// Releases the storage when the node is destroyed (cancels subscriptions).
    static func release(storage: AnyObject?)
}

extension LinkedProperty {
    static func describe(storage: AnyObject?) -> String? { nil }

    static func release(storage: AnyObject?) {}
}
