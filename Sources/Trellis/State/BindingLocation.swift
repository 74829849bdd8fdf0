/// Where a `Binding` reads and writes its value.
///
/// A binding is the same input as another when both point at the same
/// location (``isSameLocation(as:)``), so a child taking a `@Binding` from its
/// parent's `@State` is not re-evaluated just because the parent re-created the
/// binding. Locations built from closures are never the same as another.
@MainActor
protocol BindingLocation<Value>: AnyObject, Sendable {
    associatedtype Value

    /// Reads the value; during an evaluation this records a dependency.
    func get() -> Value

    /// Writes the value.
    func set(_ value: Value, transaction: Transaction)

    /// Whether `other` reads and writes the same storage.
    func isSameLocation(as other: any BindingLocation<Value>) -> Bool

    /// Changes the value with `body`, as a write does. A location that
    /// stores the value itself (`@State`) lets `body` change it in place,
    /// so a value that owns a buffer (a long `String`) changes without a
    /// copy when nothing else holds it; the default reads, changes and
    /// writes.
    func update(transaction: Transaction, _ body: (inout Value) -> Void)

    /// A number that changes with every write to the storage, or `nil` when
    /// the location cannot tell (closures, models). Equal numbers mean no
    /// write came between the two reads, so a caller that knows the value
    /// it last wrote need not compare it again.
    var version: Int? { get }
}

extension BindingLocation {
    func isSameLocation(as other: any BindingLocation<Value>) -> Bool {
        other === self
    }

    func update(transaction: Transaction, _ body: (inout Value) -> Void) {
        var value = get()
        body(&value)
        set(value, transaction: transaction)
    }

    var version: Int? { nil }
}
