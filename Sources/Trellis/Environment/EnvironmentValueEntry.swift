/// One key's value in the environment: an attribute of the graph, whose
/// dependents are the views that read it.
@MainActor
protocol EnvironmentValueEntry: AnyObject {
    /// The key type's identity.
    var key: ObjectIdentifier { get }

    /// The key type, for descriptions.
    var keyType: Any.Type { get }

    /// Invalidates the views that read this value.
    func invalidateReaders()

    /// Takes the value of `newer`, an entry for the same key, and invalidates
    /// the readers when it is a different input.
    func adoptValue(of newer: any EnvironmentValueEntry)

    /// The value, for descriptions.
    var valueDescription: String { get }
}
