/// A node told when the terminal changes size, before the views are laid
/// out at the new size and after the host environment holds the new size
/// classes: a ``ViewControllerRepresentable``'s node, whose controller
/// hears `viewWillTransition(to:)` and `traitCollectionDidChange(_:)` as a
/// window's controllers do.
///
/// ```
/// resize 100×30 → 60×20   observers: screenWillResize(60×20) · (renderer resized, size classes set)
///                         · screenDidResize(environment) · update
/// ```
///
/// Registered with ``Graph/addScreenSizeObserver(_:)`` while mounted and
/// removed in `releaseResources()`. Cost: one call per observer per resize.
@MainActor
protocol ScreenSizeObserver: ViewNode {
    /// The terminal is about to take `size`.
    func screenWillResize(to size: CellSize)

    /// The terminal took its new size; `environment` holds the new size classes.
    func screenDidResize(environment: EnvironmentValues)
}

extension Graph {
    /// Tells `observer` of every resize until it is removed.
    func addScreenSizeObserver(_ observer: any ScreenSizeObserver) {
        screenSizeObservers.append(observer)
    }

    /// Stops telling `observer` of resizes.
    func removeScreenSizeObserver(_ observer: any ScreenSizeObserver) {
        screenSizeObservers.removeAll { $0 === observer }
    }

    /// Tells the observers, in the order they were added (outer ones
    /// first), that the terminal is about to take `size`; one removed by an
    /// earlier observer's callback is skipped.
    func screenWillResize(to size: CellSize) {
        for observer in screenSizeObservers where observer.isAlive {
            observer.screenWillResize(to: size)
        }
    }

    /// Tells the observers that the terminal took its new size.
    func screenDidResize(environment: EnvironmentValues) {
        for observer in screenSizeObservers where observer.isAlive {
            observer.screenDidResize(environment: environment)
        }
    }
}
