/// The binding of `.scrollPosition(id:anchor:)`, handed to the scroll view
/// below through the environment, type-erased.
struct ScrollPositionBinding {
    /// The bound ID.
    let storage: any ScrollPositionStorage
    /// Where a written ID's target goes in the viewport (`.top` when `nil`).
    let anchor: UnitPoint?
}

/// The bound ID of a scroll position, seen as `AnyHashable`.
@MainActor
protocol ScrollPositionStorage {
    /// The ID; writing an ID of another type does nothing.
    var id: AnyHashable? { get nonmutating set }

    /// Reads the ID through the binding without converting it: for a view
    /// that records its read of the binding again after writing it.
    func readID()
}

/// A scroll position bound to an ID of type `ID`.
struct TypedScrollPosition<ID: Hashable>: ScrollPositionStorage {
    let binding: Binding<ID?>

    var id: AnyHashable? {
        get {
            guard let value = binding.wrappedValue else { return nil }
            return AnyHashable(value)
        }
        nonmutating set {
            guard let newValue else {
                binding.wrappedValue = nil
                return
            }
            if let typed = newValue.base as? ID {
                binding.wrappedValue = typed
            }
        }
    }

    func readID() {
        _ = binding.wrappedValue
    }
}

/// The key of `EnvironmentValues.scrollPosition`.
struct ScrollPositionKey: EnvironmentKey {
    static var defaultValue: ScrollPositionBinding? { nil }
}

/// The key of `EnvironmentValues.defaultScrollAnchor`.
struct DefaultScrollAnchorKey: EnvironmentKey {
    static let defaultValue: UnitPoint? = nil
}

extension EnvironmentValues {
    /// The scroll position binding of the scroll view below, if any.
    var scrollPosition: ScrollPositionBinding? {
        get { self[ScrollPositionKey.self] }
        set { self[ScrollPositionKey.self] = newValue }
    }

    /// Where the scroll views below start, and stay when they were at the
    /// end and their content grows (`.defaultScrollAnchor(_:)`).
    public var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

extension View {
    /// Binds the ID of the scroll view's first target in view (a lazy
    /// stack's row, or a subview of the `.scrollTargetLayout()` container):
    /// updated as the user scrolls, and written to jump — writing an ID
    /// scrolls that target's `anchor` point to the viewport's (`.top` when
    /// `nil`); SwiftUI's `scrollPosition(id:anchor:)`.
    ///
    /// ```swift
    /// @State private var top: Int?
    /// ScrollView { LazyVStack { ForEach(0..<1_000_000) { Text("\($0)") } } }
    ///     .scrollPosition(id: $top)
    /// Button("Jump") { top = 500_000 }   // O(1) for Range data
    /// ```
    ///
    /// Finding a written ID costs what `ScrollViewProxy.scrollTo(_:anchor:)`
    /// costs. Reading costs nothing: the binding is written during the
    /// layout that changed the first target; a view that reads the ID is
    /// re-evaluated in the same frame, and when none does (the owner only
    /// passes the binding) the scroll costs one write more than an
    /// unbound one.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        environment(
            \.scrollPosition,
            ScrollPositionBinding(storage: TypedScrollPosition(binding: id), anchor: anchor))
    }

    /// Starts the scroll views in this view with `anchor`'s point of the
    /// content in view (`.bottom`: the end), and with `.bottom` keeps them
    /// at the end while they are there and the content grows — for logs and
    /// chats; SwiftUI's `defaultScrollAnchor(_:)`.
    ///
    /// ```swift
    /// ScrollView { LazyVStack { ForEach(lines) { Text($0.text) } } }
    ///     .defaultScrollAnchor(.bottom)
    /// ```
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\.defaultScrollAnchor, anchor)
    }
}
