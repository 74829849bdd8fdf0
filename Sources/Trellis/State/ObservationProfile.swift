/// Whether evaluations of one node type read `@Observable` properties.
///
/// Shared by every node of the type (`ViewTypeInfo` holds the profile of
/// each view type; engine nodes that evaluate closures use ``shared(by:)``),
/// so the one-shot registrations are bounded by the number of types.
@MainActor
final class ObservationProfile {
    /// Set the first time an evaluation of the type reads an observable property.
    var readsObservables = false

    private static var profiles: [ObjectIdentifier: ObservationProfile] = [:]

    /// The profile shared by the nodes of class `nodeType`.
    static func shared(by nodeType: AnyClass) -> ObservationProfile {
        let key = ObjectIdentifier(nodeType)
        if let profile = profiles[key] {
            return profile
        }
        let profile = ObservationProfile()
        profiles[key] = profile
        return profile
    }
}
