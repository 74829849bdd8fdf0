/// A value owned by a view and kept for as long as the view's identity lives.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View {
///         Text("Count: \(count)")
///             .onAppear { count += 1 }
///     }
/// }
/// ```
///
/// The initial value is used only when the identity first mounts; a parent
/// that later passes a different initial value does not reset it (Lifecycle.md
/// rule 4). A new identity (an `if`/`else` branch swap, a new `.id`) starts
/// with fresh state (rule 1). Reading the value in `body` makes the view
/// depend on it; writing a different value re-evaluates exactly the views
/// whose last evaluation read it, in the next update.
///
/// Read and write it on the main actor. Before the view is mounted (in an
/// initialiser, say) it reads as its initial value and ignores writes, as in
/// SwiftUI.
///
/// Its initialisers are inlinable: a view that declares `@State` builds it
/// in place, with no call into Trellis and no look-up of the generic
/// `State<Value>` type per view value made.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    /// First, so that its offset is 0 whatever `Value` is: linking a
    /// property stores the cell without looking up `State<Value>`'s layout.
    @usableFromInline var cell: StateCell<Value>?
    @usableFromInline var initialValue: Value

    /// Creates state with an initial value, used when the identity first mounts.
    @inlinable
    public init(wrappedValue value: Value) {
        initialValue = value
        cell = nil
    }

    /// Creates state with an initial value, used when the identity first mounts.
    @inlinable
    public init(initialValue value: Value) {
        initialValue = value
        cell = nil
    }

    /// The current value. Inlinable, like the initialisers: a read in a
    /// body is a call to the cell, with no look-up of `StateCell<Value>`'s
    /// or `Optional<Value>`'s metadata.
    @MainActor public var wrappedValue: Value {
        @inlinable get {
            if let cell {
                return cell.value
            }
            return initialValue
        }
        @inlinable nonmutating set { cell?.value = newValue }
    }

    /// A binding that reads and writes this state, for a child's `@Binding`.
    @MainActor public var projectedValue: Binding<Value> {
        if let cell {
            return cell.binding
        }
        return StateCell(initialValue).binding
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates optional state that starts as `nil`.
    @inlinable
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: Sendable where Value: Sendable {}

extension State: LinkedProperty {
    static func link(_ field: UnsafeMutableRawPointer, storage: inout AnyObject?, node: ViewNode) {
        let state = field.assumingMemoryBound(to: State<Value>.self)
        if let existing = storage {
            state.pointee.cell = unsafeDowncast(existing, to: StateCell<Value>.self)
        } else {
            let cell = StateCell(state.pointee.initialValue)
            storage = cell
            state.pointee.cell = cell
        }
    }

    static func describe(storage: AnyObject?) -> String? {
        guard let storage else { return nil }
        return String(describing: unsafeDowncast(storage, to: StateCell<Value>.self).untrackedValue)
    }
}

extension State: InputComparableProperty {
    /// State is storage, not an input: a parent's new initial value is ignored.
    nonisolated static func isSameInput(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool { true }
}
