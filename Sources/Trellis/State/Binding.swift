/// A reference to a value owned by someone else: read it, write it, pass it on.
///
/// ```swift
/// struct Toggle: View {
///     @Binding var isOn: Bool
///     var body: some View { Text(isOn ? "[x]" : "[ ]") }
/// }
/// struct Settings: View {
///     @State private var wifi = true
///     var body: some View { Toggle(isOn: $wifi) }
/// }
/// ```
///
/// A view that reads a binding in its body depends on the storage behind it,
/// so a write re-evaluates it even when its parent is not re-evaluated. Two
/// bindings to the same storage (the same `@State`, the same key path of the
/// same object) are the same input, so re-creating `$wifi` in the parent's
/// body does not re-evaluate the child. A binding made with `init(get:set:)`
/// is a new input every time.
///
/// Read and write it on the main actor; the closures of `init(get:set:)` may
/// capture main-actor models.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    /// The transaction writes through this binding carry.
    public var transaction = Transaction()

    let location: any BindingLocation<Value>

    init(location: any BindingLocation<Value>, transaction: Transaction = Transaction()) {
        self.location = location
        self.transaction = transaction
    }

    /// Creates a binding from a getter and a setter.
    @MainActor
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(location: ClosureLocation(get: get, set: { value, _ in set(value) }))
    }

    /// Creates a binding from a getter and a setter that receives the transaction.
    @MainActor
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(location: ClosureLocation(get: get, set: set))
    }

    /// Creates a binding from another binding (the `@Binding` initialiser
    /// form `_value = binding`).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding that always reads `value` and ignores writes, for previews and tests.
    @MainActor
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(location: ConstantLocation(value))
    }

    /// The value the binding refers to.
    @MainActor public var wrappedValue: Value {
        get {
            assert(
                !Evaluation.isReadingEnvironmentOnly,
                "a binding read inside Evaluation.readEnvironment would not be tracked; read it in Evaluation.run")
            return location.get()
        }
        nonmutating set {
            if transaction == Transaction() {
                location.set(newValue, transaction: transaction)
            } else {
                withTransaction(transaction) { location.set(newValue, transaction: transaction) }
            }
        }
    }

    /// Changes the value with `body`, in place where the source stores it
    /// (`@State`): what a text field does per key, so a long string is not
    /// copied. Otherwise reads, changes and writes, as
    /// `wrappedValue = …` does.
    @MainActor func update(_ body: (inout Value) -> Void) {
        if transaction == Transaction() {
            location.update(transaction: transaction, body)
        } else {
            withTransaction(transaction) { location.update(transaction: transaction, body) }
        }
    }

    /// The source and its write count (``BindingLocation/version``), or
    /// `nil` when the source cannot tell. Two equal versions mean the same
    /// storage with no write between them.
    @MainActor var version: BindingVersion? {
        location.version.map { BindingVersion(source: location, writes: $0) }
    }

    /// The binding itself, so `$binding` passes it on.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value (`$settings.volume`).
    @MainActor
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(location: KeyPathLocation(base: location, keyPath: keyPath), transaction: transaction)
    }

    /// The same binding with writes carrying `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var binding = self
        binding.transaction = transaction
        return binding
    }

    /// The same binding with writes carrying `animation` (applied at once in a terminal).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var binding = self
        binding.transaction.animation = animation
        return binding
    }
}

extension Binding {
    /// A binding to an optional that wraps a non-optional binding.
    @MainActor
    public init<Wrapped>(_ base: Binding<Wrapped>) where Value == Wrapped? {
        self.init(
            location: ConvertedLocation(base: base.location, convert: { Optional($0) }, convertBack: { $0 }),
            transaction: base.transaction
        )
    }

    /// A non-optional binding to an optional's value, or `nil` when it is `nil` now.
    @MainActor
    public init?(_ base: Binding<Value?>) {
        guard let current = base.wrappedValue else { return nil }
        self.init(
            location: ConvertedLocation(base: base.location, convert: { $0 ?? current }, convertBack: { $0 }),
            transaction: base.transaction
        )
    }

    /// A binding to a hashable value seen as `AnyHashable`.
    @MainActor
    public init<Base: Hashable>(_ base: Binding<Base>) where Value == AnyHashable {
        self.init(
            location: ConvertedLocation(
                base: base.location, convert: { AnyHashable($0) }, convertBack: { $0.base as? Base }),
            transaction: base.transaction
        )
    }
}

extension Binding: DynamicProperty, InertProperty {}

extension Binding: InputComparableProperty {
    /// Bindings are the same input when they point at the same location.
    static func isSameInput(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool {
        let old = old.assumingMemoryBound(to: Binding<Value>.self).pointee.location
        let new = new.assumingMemoryBound(to: Binding<Value>.self).pointee.location
        return old === new || MainActor.assumeIsolated { old.isSameLocation(as: new) }
    }
}
