/// Which storage a binding writes and how many writes it has taken
/// (``Binding/version``): equal versions mean the same storage, unchanged.
/// Holds the storage, so it cannot be freed and another take its address.
struct BindingVersion: Equatable {
    let source: AnyObject
    let writes: Int

    static func == (lhs: BindingVersion, rhs: BindingVersion) -> Bool {
        lhs.source === rhs.source && lhs.writes == rhs.writes
    }
}
