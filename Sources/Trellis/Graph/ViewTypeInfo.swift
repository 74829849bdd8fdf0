/// What the graph knows about one view or view-modifier type, computed once
/// and shared by every node of that type.
///
/// Holds the input comparator (ARCHITECTURE.md, “The graph”), the dynamic-property layout
/// (ARCHITECTURE.md, “The graph”) and the type's observation profile. Looked up once per node
/// creation; cost after the first node of a type: one dictionary lookup.
@MainActor
final class ViewTypeInfo {
    /// Decides whether a new value of the type is the same input.
    let comparator: ValueComparator

    /// Where the type's dynamic properties are.
    let properties: PropertyLayout

    /// Whether bodies of this type read `@Observable` properties.
    let observation = ObservationProfile()

    /// The class of the type's nodes (`CompositeNode<V>` for a view `V`),
    /// recorded by the first node made. Naming `CompositeNode<V>` in code
    /// that is not specialised for `V` (the default `_makeView`) asks the
    /// runtime's generic metadata cache for the class, about 300
    /// instructions a node; the recorded class is used instead.
    var nodeClass: AnyClass?

    private init<Value>(_ value: Value) {
        comparator = ValueComparator.of(Value.self)
        properties = PropertyLayout(of: value)
    }

    private static var cache: [ObjectIdentifier: ViewTypeInfo] = [:]
    private static var lastType: ObjectIdentifier?
    private static var lastInfo: ViewTypeInfo?

    /// The information for the type of `value`, built from the first value
    /// of that type. The last type looked up is remembered, so creating many
    /// rows of one type hashes nothing.
    static func of<Value>(_ value: Value) -> ViewTypeInfo {
        let identity = ObjectIdentifier(Value.self)
        if identity == lastType, let lastInfo {
            return lastInfo
        }
        let info = cache[identity] ?? ViewTypeInfo(value)
        cache[identity] = info
        lastType = identity
        lastInfo = info
        return info
    }
}
