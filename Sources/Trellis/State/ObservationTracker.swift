@_spi(SwiftUI) import Observation

// Property-level tracking of `@Observable` models around each evaluation
// (ARCHITECTURE.md, “The graph”). This is the only file that uses Observation's SPI.
//
// Public `withObservationTracking(_:onChange:)` installs a registration that
// fires once and cannot be cancelled: a body re-evaluated for another reason
// (its own `@State` ticking) while that registration is pending would leave
// it behind, about 660 bytes each, until the property finally changes. So:
//
// 1. A body of a type not yet known to read observables is tracked with the
//    public API (27 ns when it reads nothing). If it did read something, the
//    type is marked as a reader.
// 2. Bodies of reader types are tracked with the SPI
//    `withObservationTracking(_:willSet:)`, which hands its `ObservationTracking`
//    (with `cancel()`) to the `willSet` handler. To obtain that handle at once,
//    the evaluation also reads a per-node probe property and then writes it:
//    the write calls the handler synchronously with the handle, which is kept.
//    The next evaluation cancels it, so a node has at most one registration.
//
// The one-shot registrations of step 1 are bounded by the number of reader
// types, not by the number of evaluations.

/// The observation registration of one node's latest evaluation.
@MainActor
final class NodeObservation {
    private unowned(unsafe) let node: ViewNode
    private lazy var probe = ObservationProbe()
    private var current: ObservationToken?

    init(node: ViewNode) {
        self.node = node
    }

    /// Replaces the latest registration by `token`, cancelling the old one.
    func install(_ token: ObservationToken) {
        current?.supersede()
        current = token
    }

    /// Cancels the latest registration (the node is gone).
    func cancel() {
        current?.supersede()
        current = nil
    }

    /// Evaluates `compute` with a cancellable registration, cancelling the
    /// previous one first so that ringing the probe reaches only the new one.
    fileprivate func trackCancellable<Result>(_ compute: () -> Result) -> Result {
        current?.supersede()
        current = nil
        let token = ObservationToken(node: node)
        let probe = probe
        let result = withObservationTracking(
            {
                let result = compute()
                probe.touch()
                return result
            },
            willSet: { tracking in ObservationToken.deliver(tracking, to: token) }
        )
        token.capture { probe.ring() }
        install(token)
        return result
    }
}

/// One registration: invalidates its node when an observed property is about
/// to change, unless a later evaluation superseded it.
@MainActor
final class ObservationToken {
    private weak var node: ViewNode?
    private weak var graph: Graph?
    private var tracking: ObservationTracking?
    private var isCapturing = false
    private var isActive = true
    private var isInstalled = true

    init(node: ViewNode) {
        self.node = node
        self.graph = node.graph
        node.graph.statistics.observationRegistrations += 1
    }

    /// Runs `ring` (a write to the probe) and keeps the handle it delivers.
    func capture(_ ring: () -> Void) {
        isCapturing = true
        ring()
        isCapturing = false
    }

    /// Stops this registration from invalidating its node and cancels it when
    /// a handle is known.
    func supersede() {
        isActive = false
        if let tracking {
            tracking.cancel()
            self.tracking = nil
            uninstall()
        }
    }

    /// Called by Observation, on any thread, when an observed property is
    /// about to change (or when the probe is rung).
    ///
    /// A change made on another thread is delivered on the main queue's next
    /// turn; by then a newer evaluation may have superseded this registration
    /// while reading the old value, so such a delivery always invalidates.
    nonisolated static func deliver(_ tracking: ObservationTracking?, to token: ObservationToken) {
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { token.receive(tracking, isLate: false) }
        } else {
            DispatchQueue.main.async {
                MainActor.assumeIsolated { token.receive(tracking, isLate: true) }
            }
        }
    }

    private func receive(_ tracking: ObservationTracking?, isLate: Bool) {
        if isCapturing {
            self.tracking = tracking
            return
        }
        if isInstalled {
            tracking?.cancel()
            self.tracking = nil
            uninstall()
        }
        if isActive || isLate {
            isActive = false
            node?.invalidate()
        }
    }

    private func uninstall() {
        guard isInstalled else { return }
        isInstalled = false
        graph?.statistics.observationRegistrations -= 1
    }
}

/// A private observable property read by every cancellable evaluation and
/// written right after it, so that the `willSet` handler receives the
/// registration's handle synchronously.
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
    /// Evaluates `compute`, tracking the `@Observable` properties it reads so
    /// that a change to any of them invalidates this node.
    func trackObservations<Result>(profile: ObservationProfile, _ compute: () -> Result) -> Result {
        if let observation {
            return observation.trackCancellable(compute)
        }
        if profile.readsObservables {
            let observation = NodeObservation(node: self)
            self.observation = observation
            return observation.trackCancellable(compute)
        }
        var oneShot: ObservationToken?
        let result = withObservationTracking(
            compute,
            onChange: {
                let token = ObservationToken(node: self)
                oneShot = token
                return { ObservationToken.deliver(nil, to: token) }
            }()
        )
        if let oneShot {
            profile.readsObservables = true
            let observation = NodeObservation(node: self)
            observation.install(oneShot)
            self.observation = observation
        }
        return result
    }
}
