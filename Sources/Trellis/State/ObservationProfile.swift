/// Whether evaluations of one node type read `@Observable` properties.
///
/// Shared by every node of the type (`ViewTypeInfo` holds the profile of
/// each view type; engine nodes that evaluate closures use ``shared(by:)``),
/// so the one-shot registrations are bounded by the number of types.
/// Profiles are never released (the dictionary below and the cached
/// `ViewTypeInfo`s hold them), so nodes hand them out unretained
/// (`ViewNode.observationProfile`).
@MainActor
final class ObservationProfile {
    /// Set the first time an evaluation of the type reads an observable
    /// property. Written on the main actor only; not isolated, so that
    /// ``readsObservables(_:)`` reads it from outside the actor.
    nonisolated(unsafe) var readsObservables = false

    /// Whether `profile` has read observables, read from the profile
    /// borrowed: no retain and release. Declared `nonisolated`, so that
    /// the closure that calls it checks no isolation (about 100
    /// instructions an evaluation).
    nonisolated static func readsObservables(_ profile: Unmanaged<ObservationProfile>) -> Bool {
        profile._withUnsafeGuaranteedRef { $0.readsObservables }
    }

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
