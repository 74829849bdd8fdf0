/// The persistent storage of one `@State` property: an attribute of the graph.
///
/// A node creates the cell when it first links the property and keeps it for
/// as long as the node's identity lives. Linked `State` values hold it
/// strongly, so an action or task that captured the view can still read and
/// write it after the node is gone (writes then invalidate nothing).
///
/// Reading ``value`` during an evaluation records the evaluating node as a
/// dependent. Writing a value that is the same input as the current one
/// (``ValueComparator``) stores it and invalidates nothing; any other write
/// invalidates the dependents.
@MainActor @usableFromInline
final class StateCell<Value>: BindingLocation {
    private var storage: Value
    /// Unchecked for exclusivity, like the graph's hot fields: read and
    /// written only on the main actor, by this cell's own accessors.
    @exclusivity(unchecked) private var dependents = Dependents()
    private var comparator: ValueComparator?

    init(_ value: Value) {
        storage = value
    }

    /// The stored value; reading it records a dependency.
    @usableFromInline var value: Value {
        get {
            dependents.recordRead()
            return storage
        }
        set {
            let unchanged = isSameInput(storage, newValue)
            storage = newValue
            writes += 1
            if !unchanged {
                dependents.invalidate()
            }
        }
    }

    /// A binding to the cell. Made here, where the cell's type comes from
    /// the cell itself, rather than by a caller that would look up
    /// `StateCell<Value>` for it.
    var binding: Binding<Value> { Binding(location: self) }

    /// How many writes the cell has taken (``BindingLocation/version``).
    private var writes = 0

    /// The stored value, without recording a dependency.
    var untrackedValue: Value { storage }

    private func isSameInput(_ old: Value, _ new: Value) -> Bool {
        let comparator = self.comparator ?? ValueComparator.of(Value.self)
        self.comparator = comparator
        return comparator.isEqual(old, new)
    }

    func get() -> Value { value }

    func set(_ newValue: Value, transaction: Transaction) {
        value = newValue
    }

    /// Changes the stored value in place and invalidates the dependents (a
    /// change is assumed: there is no old value left to compare with).
    func update(transaction: Transaction, _ body: (inout Value) -> Void) {
        body(&storage)
        writes += 1
        dependents.invalidate()
    }

    var version: Int? { writes }
}
