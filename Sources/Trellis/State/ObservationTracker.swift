import Observation

// Property-level tracking of `@Observable` models around each evaluation
// (ARCHITECTURE.md, “The graph”), with Observation's public API only.
//
// `withObservationTracking(_:onChange:)` installs a registration that fires
// once and cannot be cancelled directly: a body re-evaluated for another
// reason (its own `@State` ticking) while that registration is pending would
// leave it behind, about 660 bytes each, until the property finally changes.
// But a registration removes itself from every model it watches the first
// time any of them changes. So each node owns a private observable probe that
// its tracked evaluations read; before the node evaluates again (or when it
// goes), it writes the probe, and the old registration fires (ignored: it was
// superseded) and removes itself. A node has at most one registration.
//
// 1. A body of a type not yet known to read observables is tracked without
//    the probe (27 ns when it reads nothing). If it did read something, the
//    type is marked as a reader; that first registration cannot be removed
//    early, so such leftovers are bounded by the number of reader types.
// 2. Bodies of reader types read the probe too, and are superseded by it.
//
// Cost per evaluation of a reader: one probe read and one probe write (a
// lock, a lookup and the removal of the old observers).

/// The observation registration of one node's latest evaluation.
@MainActor
final class NodeObservation {
    private unowned(unsafe) let node: ViewNode
    private lazy var probe = ObservationProbe()
    private var current: ObservationToken?

    init(node: ViewNode) {
        self.node = node
    }

    /// Makes `token`, a registration that did not read the probe, the
    /// latest one.
    func install(_ token: ObservationToken) {
        supersedeCurrent()
        current = token
    }

    /// Whether the latest registration still watches what its evaluation
    /// read: no property it observed has changed since.
    var isWatching: Bool { current?.isActive ?? false }

    /// Removes the latest registration (the node is gone).
    func cancel() {
        supersedeCurrent()
    }

    /// Stops the latest registration from invalidating the node, and removes
    /// it from the models it watches when it read the probe.
    private func supersedeCurrent() {
        guard let current else { return }
        self.current = nil
        current.supersede()
        if current.readsProbe {
            probe.ring()
        }
    }

    /// Evaluates `compute` with a registration that also reads the probe,
    /// after removing the previous one.
    fileprivate func trackCancellable<Result>(_ compute: () -> Result) -> Result {
        supersedeCurrent()
        let token = ObservationToken(node: node, readsProbe: true)
        let probe = probe
        let result = withObservationTracking(
            {
                let result = compute()
                probe.touch()
                return result
            },
            onChange: { ObservationToken.deliver(to: token) }
        )
        current = token
        return result
    }
}

/// One registration: invalidates its node when an observed property is about
/// to change, unless a later evaluation superseded it.
@MainActor
final class ObservationToken {
    /// The node and its graph, held through their handles: a weak
    /// reference would send every retain of them through the runtime's
    /// slow path.
    private let node: NodeHandle
    private let graph: GraphHandle
    /// Whether writing the node's probe removes this registration.
    let readsProbe: Bool
    /// Whether the registration still invalidates its node: neither fired
    /// nor superseded.
    private(set) var isActive = true
    private var isInstalled = true

    init(node: ViewNode, readsProbe: Bool) {
        self.node = node.handle
        self.graph = node.graph.handle
        self.readsProbe = readsProbe
        node.graph.statistics.observationRegistrations += 1
    }

    /// Stops this registration from invalidating its node.
    func supersede() {
        isActive = false
    }

    /// Called by Observation, on any thread, when an observed property (or
    /// the probe) is about to change. The registration has then removed
    /// itself from every model it watched.
    ///
    /// A change made on another thread is delivered on the main queue's next
    /// turn; by then a newer evaluation may have superseded this registration
    /// while reading the old value, so such a delivery always invalidates.
    nonisolated static func deliver(to token: ObservationToken) {
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { token.receive(isLate: false) }
        } else {
            DispatchQueue.main.async {
                MainActor.assumeIsolated { token.receive(isLate: true) }
            }
        }
    }

    private func receive(isLate: Bool) {
        if isInstalled {
            isInstalled = false
            graph.graph?.statistics.observationRegistrations -= 1
        }
        if isActive || isLate {
            isActive = false
            node.node?.invalidate()
        }
    }
}

/// A private observable property read by every cancellable evaluation of a
/// node and written before the next, so that the previous registration fires
/// and removes itself.
private final class ObservationProbe: Observable {
    private let registrar = ObservationRegistrar()
    private var generation = 0

    func touch() {
        registrar.access(self, keyPath: \.generation)
    }

    func ring() {
        registrar.withMutation(of: self, keyPath: \.generation) {
            generation &+= 1
        }
    }
}

extension ViewNode {
    /// Runs `compute`, which reads no `@Observable` property the node's
    /// latest evaluation did not read, as part of that evaluation: untracked
    /// while the evaluation's registration still watches (or it read none
    /// and has no registration); tracked in a registration of its own once
    /// a change ended it.
    ///
    /// ```
    /// position in a @State: no registration, or one the write did not fire → compute untracked
    /// position in an @Observable: the write fired the registration → compute tracked again
    /// ```
    func trackObservationsAgain(_ compute: () -> Void) {
        if let observation, !observation.isWatching {
            trackObservations(profile: observationProfile, compute)
        } else {
            compute()
        }
    }

    /// Evaluates `compute`, tracking the `@Observable` properties it reads so
    /// that a change to any of them invalidates this node.
    func trackObservations<Result>(profile: Unmanaged<ObservationProfile>, _ compute: () -> Result) -> Result {
        if let observation {
            return observation.trackCancellable(compute)
        }
        if ObservationProfile.readsObservables(profile) {
            let observation = NodeObservation(node: self)
            self.observation = observation
            return observation.trackCancellable(compute)
        }
        var oneShot: ObservationToken?
        let result = withObservationTracking(
            compute,
            onChange: {
                let token = ObservationToken(node: self, readsProbe: false)
                oneShot = token
                return { ObservationToken.deliver(to: token) }
            }()
        )
        if let oneShot {
            profile.takeUnretainedValue().readsObservables = true
            let observation = NodeObservation(node: self)
            observation.install(oneShot)
            self.observation = observation
        }
        return result
    }
}
