/// What the views inside a ``NavigationStack`` reach it through: pushing a
/// value or a view, and the destinations registered for value types.
///
/// Created and owned by the stack's node, which puts it in its children's
/// environment; `NavigationLink`s push through it and
/// `.navigationDestination(for:)` nodes register their builders in it while
/// they are mounted; `.navigationDestination(isPresented:)` and `(item:)`
/// nodes present and dismiss their screens through it. Cost: O(1) per push and lookup.
@MainActor
final class NavigationContext {
    /// Builds the view for a pushed value of one type.
    struct Destination {
        unowned(unsafe) let owner: ViewNode
        let build: (AnyHashable) -> AnyView
    }

    /// A screen pushed by a binding (`.navigationDestination(isPresented:)`
    /// or `(item:)`): shown while the binding says so; popping it calls
    /// `end`, which writes the binding back.
    struct PresentedScreen {
        unowned(unsafe) let owner: ViewNode
        /// Changes when another item is presented: the screen is made afresh.
        let identity: AnyHashable
        let view: AnyView
        let end: () -> Void
    }

    /// Pushes a value on the stack's path.
    let pushValue: (AnyHashable) -> Void

    /// Pushes a view that is not on the path (`NavigationLink(destination:)`).
    let pushView: (AnyView) -> Void

    /// Called when a destination was registered, changed or removed, so the
    /// screens built from it are built again.
    let destinationsDidChange: () -> Void

    /// Shows or updates the screen an `isPresented:` or `item:` destination
    /// pushes, above the path's screens.
    let present: (PresentedScreen) -> Void

    /// Removes the screen `owner` presented, if it is still shown, without
    /// writing its binding (the binding already says "not presented").
    let dismiss: (ViewNode) -> Void

    private var destinations: [ObjectIdentifier: Destination] = [:]

    init(
        pushValue: @escaping (AnyHashable) -> Void, pushView: @escaping (AnyView) -> Void,
        destinationsDidChange: @escaping () -> Void, present: @escaping (PresentedScreen) -> Void,
        dismiss: @escaping (ViewNode) -> Void
    ) {
        self.pushValue = pushValue
        self.pushView = pushView
        self.destinationsDidChange = destinationsDidChange
        self.present = present
        self.dismiss = dismiss
    }

    /// Makes `destination` the builder for values of `type` (the latest
    /// registration wins).
    func register(_ destination: Destination, for type: ObjectIdentifier) {
        destinations[type] = destination
        destinationsDidChange()
    }

    /// Removes `owner`'s builder for `type`, if it is still the registered one.
    func unregister(_ owner: ViewNode, for type: ObjectIdentifier) {
        guard destinations[type]?.owner === owner else { return }
        destinations[type] = nil
        destinationsDidChange()
    }

    /// The view for a pushed `value`: its type's destination, or an empty
    /// view when none is registered.
    func view(for value: AnyHashable) -> AnyView {
        destinations[ObjectIdentifier(type(of: value.base))]?.build(value) ?? AnyView(EmptyView())
    }
}

struct NavigationContextKey: EnvironmentKey {
    static var defaultValue: NavigationContext? { nil }
}

extension EnvironmentValues {
    /// The navigation stack around the view, or `nil` outside any.
    var navigation: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
}
