/// A value read from the view's environment.
///
/// ```swift
/// struct Title: View {
///     @Environment(\.accent) private var accent
///     @Environment(Library.self) private var library     // an @Observable model
///     var body: some View { Text(library.name) }
/// }
/// ```
///
/// Reading the value in `body` makes the view depend on that key only. An
/// observable model read this way is tracked property by property, like any
/// `@Observable` read. A missing model is a programming error that names the
/// type and the modifier to add, as in SwiftUI; use an optional
/// (`@Environment(Library.self) var library: Library?`) when it may be absent.
///
/// In an `App`, a property such as `@Environment(\.scenePhase)` reads the
/// environment of the view being evaluated when it is read: a scene's
/// `.onChange(of: scenePhase)` follows the phase of its window.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(@MainActor (EnvironmentValues) -> Value)
    }

    private let source: Source
    private var values: EnvironmentValues?

    /// Reads the value at `keyPath` of the environment.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    /// Reads the observable model of type `objectType` set with `.environment(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object { values in
            guard let object = values[observable: ObservableKey<Value>()] else {
                preconditionFailure(
                    "No Observable object of type \(Value.self) found. "
                        + "A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        }
    }

    /// Reads the observable model of type `objectType`, or `nil` when no ancestor set one.
    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        source = .object { values in values[observable: ObservableKey<Object>()] }
    }

    /// The current value.
    @MainActor public var wrappedValue: Value {
        // Unlinked (a property of an `App`, read while a view's body is
        // evaluated): the environment of the view being evaluated.
        let values = values ?? Evaluation.current?.environment ?? EnvironmentValues()
        switch source {
        case .keyPath(let keyPath):
            return values[keyPath: keyPath]
        case .object(let read):
            return read(values)
        }
    }
}

extension Environment: LinkedProperty {
    static func link(_ field: UnsafeMutableRawPointer, storage: inout AnyObject?, node: ViewNode) {
        field.assumingMemoryBound(to: Environment<Value>.self).pointee.values = node.environment
    }
}

extension Environment: InputComparableProperty {
    /// The environment is not an input from the parent: it is read from the node.
    nonisolated static func isSameInput(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool { true }
}
