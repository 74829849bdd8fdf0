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
}

extension BindingLocation {
    func isSameLocation(as other: any BindingLocation<Value>) -> Bool {
        other === self
    }
}
