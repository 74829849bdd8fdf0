/// What the views inside a ``NavigationStack`` reach it through: pushing a
/// value or a view, and the destinations registered for value types.
///
/// Created and owned by the stack's node, which puts it in its children's
/// environment; `NavigationLink`s push through it and
/// `.navigationDestination(for:)` nodes register their builders in it while
/// they are mounted. Cost: O(1) per push and lookup.
@MainActor
final class NavigationContext {
    /// Builds the view for a pushed value of one type.
    struct Destination {
        unowned(unsafe) let owner: ViewNode
        let build: (AnyHashable) -> AnyView
    }

    /// Pushes a value on the stack's path.
    let pushValue: (AnyHashable) -> Void

    /// Pushes a view that is not on the path (`NavigationLink(destination:)`).
    let pushView: (AnyView) -> Void

    /// Called when a destination was registered, changed or removed, so the
    /// screens built from it are built again.
    let destinationsDidChange: () -> Void

    private var destinations: [ObjectIdentifier: Destination] = [:]

    init(
        pushValue: @escaping (AnyHashable) -> Void, pushView: @escaping (AnyView) -> Void,
        destinationsDidChange: @escaping () -> Void
    ) {
        self.pushValue = pushValue
        self.pushView = pushView
        self.destinationsDidChange = destinationsDidChange
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
