/// A namespace for matched geometry: accepted with
/// ``View/matchedGeometryEffect(id:in:properties:anchor:isSource:)``.
///
/// ```swift
/// @Namespace private var animation
/// Text(title).matchedGeometryEffect(id: "title", in: animation)
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {}

    /// A namespace.
    public init() {}

    /// The namespace's identity.
    public var wrappedValue: ID { ID() }
}

/// Which parts of a geometry a matched effect takes. Accepted.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The position.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Both.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Accepted: a terminal does not animate a view from one place to
    /// another, so the view is drawn where its layout puts it. Cost: one
    /// pass-through node.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        modifier(_PassthroughModifier(kind: "matchedGeometryEffect"))
    }
}
